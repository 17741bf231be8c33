import type { InputHTMLAttributes } from 'react';
import { useFieldValue } from './form-context';
import { describedBy, useFieldIds } from './field-ids';
import { FieldErrorMessage, FieldHint, RequiredMark, useFieldError, type FieldTextProps } from './field-frame';
import styles from './fields.module.css';

type ManagedCheckboxProps = 'name' | 'id' | 'type' | 'required' | 'aria-invalid' | 'aria-describedby' | 'aria-required' | 'children';

export type CheckboxFieldProps = FieldTextProps & Omit<InputHTMLAttributes<HTMLInputElement>, ManagedCheckboxProps>;

/** A checkbox with its label beside it; hint and error sit above, as for the other fields. */
export function CheckboxField({ name, label, hint, required, className, ...inputProps }: CheckboxFieldProps) {
  const { value, change } = useFieldValue(name);
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  return (
    <div className={error ? `${styles.field} ${styles.invalid}` : styles.field}>
      <FieldHint ids={ids} hint={hint} />
      <FieldErrorMessage ids={ids} error={error} />
      <div className={styles.checkboxRow}>
        <input
          {...inputProps}
          name={name}
          checked={value === true}
          onChange={(event) => change(event.target.checked)}
          id={ids.input}
          type="checkbox"
          className={className ? `${styles.checkbox} ${className}` : styles.checkbox}
          aria-invalid={error !== undefined}
          aria-required={required || undefined}
          aria-describedby={describedBy(hint ? ids.hint : null, error && ids.error)}
        />
        <label className={styles.checkboxLabel} htmlFor={ids.input}>
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
    </div>
  );
}
