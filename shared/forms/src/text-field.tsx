import type { ChangeEvent, InputHTMLAttributes } from 'react';
import { useDomValue } from './dom-value';
import { FieldFrame, type FieldTextProps } from './field-frame';
import { useFieldControl } from './field-control';
import styles from './fields.module.css';

type ManagedInputProps = 'name' | 'id' | 'required' | 'aria-invalid' | 'aria-describedby' | 'aria-required' | 'children';

export interface TextFieldProps extends FieldTextProps, Omit<InputHTMLAttributes<HTMLInputElement>, ManagedInputProps> {
  type?: 'text' | 'email' | 'tel' | 'number' | 'search' | 'url' | 'password';
}

/** The form's value for what the member just typed; a field that reformats as the member types puts its own. */
type TypedValue = (event: ChangeEvent<HTMLInputElement>) => string;

const asTyped: TypedValue = (event) => event.target.value;

/** A labelled single-line input bound to the surrounding PortalForm: the one input every text-like field renders. */
export function InputField({
  name,
  label,
  hint,
  required,
  className,
  typedValue = asTyped,
  ...inputProps
}: TextFieldProps & { typedValue?: TypedValue }) {
  const { value, change, ids, error, controlProps } = useFieldControl(name, { hint, required });
  const input = useDomValue<HTMLInputElement>(value);
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required} error={error}>
      <input
        {...inputProps}
        {...controlProps}
        ref={input}
        onChange={(event) => change(typedValue(event))}
        className={className ? `${styles.input} ${className}` : styles.input}
      />
    </FieldFrame>
  );
}

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  return <InputField {...props} type={type} />;
}
