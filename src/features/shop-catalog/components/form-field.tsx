import { useId } from 'react';

/**
 * A labelled field of the editor's forms with its error under it (read out with the field). Numbers open the
 * phone's number pad; the field is as tall as a thumb.
 */
export function FormField({
  label,
  value,
  onChange,
  error,
  number = false,
  lines,
  maxLength,
  lang,
  placeholder,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  number?: boolean;
  /** A text area this many lines high. */
  lines?: number;
  maxLength?: number;
  lang?: string;
  placeholder?: string;
}) {
  const id = useId();
  const common = {
    id,
    value,
    maxLength,
    lang,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="staff-field">
      <label htmlFor={id}>{label}</label>
      {lines ? (
        <textarea {...common} rows={lines} onChange={(event) => onChange(event.target.value)} />
      ) : (
        <input
          {...common}
          inputMode={number ? 'numeric' : undefined}
          autoComplete="off"
          onChange={(event) => onChange(event.target.value)}
        />
      )}
      {error && (
        <p id={`${id}-error`} className="staff-error staff-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
