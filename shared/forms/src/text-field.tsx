import type { InputHTMLAttributes } from 'react';
import { useDomValue } from './dom-value';
import { FieldFrame, type FieldTextProps } from './field-frame';
import { useFieldControl } from './field-control';
import styles from './fields.module.css';

type ManagedInputProps = 'name' | 'id' | 'required' | 'aria-invalid' | 'aria-describedby' | 'aria-required' | 'children';

export interface TextFieldProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, ManagedInputProps> {
  type?: 'text' | 'email' | 'tel' | 'number' | 'search' | 'url' | 'password';
}

/** A labelled single-line input bound to the surrounding PortalForm. */
export function TextField({ name, label, hint, required, type = 'text', className, ...inputProps }: TextFieldProps) {
  const { value, change, ids, error, controlProps } = useFieldControl(name, { hint, required });
  const input = useDomValue<HTMLInputElement>(value);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <input
        {...inputProps}
        {...controlProps}
        ref={input}
        onChange={(event) => change(event.target.value)}
        type={type}
        className={className ? `${styles.input} ${className}` : styles.input}
      />
    </FieldFrame>
  );
}
