import { describedControl, FormField } from '#src/components/ui/form-field';
import { m } from '#src/lib/i18n/paraglide/messages.js';
import { FEATURED_STATES, OTHER_STATES_AND_UNION_TERRITORIES } from './indian-states';
import { stateName } from './place-names';

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
      <FormField id={id} label={m.addresses_field_region()} error={error}>
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
    <FormField id={id} label={m.addresses_field_state()} error={error}>
      <select
        {...describedControl(id, { error })}
        autoComplete="address-level1"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{m.addresses_field_state_choose()}</option>
        {FEATURED_STATES.map((state) => (
          <option key={state} value={state}>
            {stateName(state)}
          </option>
        ))}
        <optgroup label={m.addresses_field_state_others()}>
          {OTHER_STATES_AND_UNION_TERRITORIES.map((state) => (
            <option key={state} value={state}>
              {stateName(state)}
            </option>
          ))}
        </optgroup>
      </select>
    </FormField>
  );
}
