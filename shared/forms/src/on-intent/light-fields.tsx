// The fields of a form whose machinery (Formik, Yup, the form's schema) has not loaded yet: the same
// label, hint, control, ids and classes as TextField and SelectField draw before any error, so the
// form looks and reads the same from its first paint. They keep what the member types in the control
// itself (uncontrolled, nothing in the markup); FormOnIntent hands it to the real form when it arrives.
import { useContext } from 'react';
import { FieldFrame } from '../field-parts';
import { describedBy, FormIdContext, fieldIds } from '../field-ids';
import type { TextFieldProps } from '../text-field';
import type { SelectFieldProps } from '../select-field';
import styles from '../fields.module.css';

function useLightControl(name: string, { hint, required }: { hint?: unknown; required?: boolean }) {
  const ids = fieldIds(useContext(FormIdContext), name);
  return {
    ids,
    controlProps: {
      name,
      id: ids.input,
      'aria-invalid': false,
      'aria-required': required || undefined,
      'aria-describedby': describedBy(hint ? ids.hint : null),
    },
  };
}

/** TextField as it first draws, without the form machinery. */
export function LightTextField({ name, label, hint, required, className, type = 'text', ...inputProps }: TextFieldProps) {
  const { ids, controlProps } = useLightControl(name, { hint, required });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required}>
      <input {...inputProps} {...controlProps} type={type} className={className ? `${styles.input} ${className}` : styles.input} />
    </FieldFrame>
  );
}

/** SelectField as it first draws (its empty first choice chosen), without the form machinery. */
export function LightSelectField({
  name,
  label,
  hint,
  required,
  options,
  placeholder = 'Select an option',
  className,
  ...selectProps
}: SelectFieldProps) {
  const { ids, controlProps } = useLightControl(name, { hint, required });
  return (
    <FieldFrame ids={ids} label={label} hint={hint} required={required}>
      <select
        {...selectProps}
        {...controlProps}
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
