import type { InputHTMLAttributes } from 'react';
import { useFieldValue } from './form-context';
import { useDomValue } from './dom-value';
import { describedBy, useFieldIds } from './field-ids';
import { FieldFrame, useFieldError, type FieldTextProps } from './field-frame';
import styles from './fields.module.css';

type ManagedInputProps = 'name' | 'id' | 'required' | 'aria-invalid' | 'aria-describedby' | 'aria-required' | 'children';

export interface TextFieldProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, ManagedInputProps> {
  type?: 'text' | 'email' | 'tel' | 'number' | 'search' | 'url' | 'password';
}

/** A labelled single-line input bound to the surrounding PortalForm. */
export function TextField({ name, label, hint, required, type = 'text', className, ...inputProps }: TextFieldProps) {
  const { value, change } = useFieldValue(name);
  const input = useDomValue<HTMLInputElement>(value);
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <input
        {...inputProps}
        ref={input}
        name={name}
        onChange={(event) => change(event.target.value)}
        id={ids.input}
        type={type}
        className={className ? `${styles.input} ${className}` : styles.input}
        aria-invalid={error !== undefined}
        aria-required={required || undefined}
        aria-describedby={describedBy(hint ? ids.hint : null, error && ids.error)}
      />
    </FieldFrame>
  );
}
