import type { SelectHTMLAttributes } from 'react';
import { FieldFrame, type FieldTextProps } from './field-frame';
import { useFieldControl } from './field-control';
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
  const { value, change, ids, error, controlProps } = useFieldControl(name, { hint, required });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <select
        {...selectProps}
        {...controlProps}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => change(event.target.value)}
        className={className ? `${styles.input} ${styles.select} ${className}` : `${styles.input} ${styles.select}`}
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
