import type { SelectHTMLAttributes } from 'react';
import { useFieldValue } from './form-context';
import { describedBy, useFieldIds } from './field-ids';
import { FieldFrame, useFieldError, type FieldTextProps } from './field-frame';
import styles from './fields.module.css';

export interface SelectOption {
  value: string;
  label: string;
}

type ManagedSelectProps = 'name' | 'id' | 'required' | 'aria-invalid' | 'aria-describedby' | 'aria-required' | 'children' | 'multiple';

export interface SelectFieldProps extends FieldTextProps, Omit<SelectHTMLAttributes<HTMLSelectElement>, ManagedSelectProps> {
  options: readonly SelectOption[];
  /** The first, empty choice; a select with no default must not silently pick the first option. */
  placeholder?: string;
}

export function SelectField({
  name,
  label,
  hint,
  required,
  options,
  placeholder = 'Select an option',
  className,
  ...selectProps
}: SelectFieldProps) {
  const { value, change } = useFieldValue(name);
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <select
        {...selectProps}
        name={name}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => change(event.target.value)}
        id={ids.input}
        className={className ? `${styles.input} ${styles.select} ${className}` : `${styles.input} ${styles.select}`}
        aria-invalid={error !== undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint ? ids.hint : null, error && ids.error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
