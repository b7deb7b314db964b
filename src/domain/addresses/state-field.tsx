import { describedControl, FormField } from '#src/components/ui/form-field';
import { FEATURED_STATES, OTHER_STATES_AND_UNION_TERRITORIES } from './indian-states';

interface StateFieldProps {
  id: string;
  country: string;
  value: string;
  error?: string;
  onChange: (state: string) => void;
}

/** India: a list of states (spec's four first, then the rest). Elsewhere: typed, as states and regions differ. */
export function StateField({ id, country, value, error, onChange }: StateFieldProps) {
  if (country !== 'India') {
    return (
      <FormField id={id} label="State, province or region" error={error}>
        <input
          {...describedControl(id, { error })}
          autoComplete="address-level1"
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      </FormField>
    );
  }
  return (
    <FormField id={id} label="State" error={error}>
      <select
        {...describedControl(id, { error })}
        autoComplete="address-level1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">Choose a state</option>
        {FEATURED_STATES.map((state) => (
          <option key={state}>{state}</option>
        ))}
        <optgroup label="Other states and union territories">
          {OTHER_STATES_AND_UNION_TERRITORIES.map((state) => (
            <option key={state}>{state}</option>
          ))}
        </optgroup>
      </select>
    </FormField>
  );
}
