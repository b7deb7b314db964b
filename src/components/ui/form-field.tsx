import type { ReactNode } from 'react';
import './form-field.css';

interface FieldText {
  hint?: string;
  error?: string;
}

/** The props that tie a control to its hint and error, so a screen reader reads them with it. */
export function describedControl(id: string, { hint, error }: FieldText) {
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy || undefined } as const;
}

interface FormFieldProps extends FieldText {
  /** The id of the control inside, which must spread describedControl(id, …). */
  id: string;
  label: string;
  children: ReactNode;
}

/** A labelled control with its hint and its error message below it (checkout's address step and the address book). */
export function FormField({ id, label, hint, error, children }: FormFieldProps) {
  return (
    <div className="form-field">
      <label htmlFor={id}>{label}</label>
      {children}
      {hint && (
        <p className="form-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
      {error && (
        <p className="form-field__error" id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  );
}
