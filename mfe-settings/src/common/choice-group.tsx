// Radio buttons (one choice) or checkboxes (a list of choices) bound to one PortalForm field: a
// fieldset whose legend names the choice, the error above the options (where @portal/forms puts every
// field's error), and the first option carrying the field id that the error summary links to.
import type { ChangeEvent, FocusEvent } from 'react';
import styles from './common.module.css';

/** What `form.register(name)` returns, as far as a radio button or checkbox needs it. */
export interface ChoiceRegistration {
  name: string;
  onChange(event: ChangeEvent<HTMLInputElement>): unknown;
  onBlur(event: FocusEvent<HTMLInputElement>): unknown;
  ref(element: HTMLInputElement | null): void;
}

export interface ChoiceGroupProps {
  type: 'radio' | 'checkbox';
  /** The PortalForm's id, so the ids match the error summary's links (#<formId>-<name>). */
  formId: string;
  legend: string;
  hint?: string;
  options: readonly { value: string; label: string }[];
  registration: ChoiceRegistration;
  error?: string | undefined;
}

export function ChoiceGroup({ type, formId, legend, hint, options, registration, error }: ChoiceGroupProps) {
  const baseId = `${formId}-${registration.name}`;
  const describedBy = [hint ? `${baseId}-hint` : null, error ? `${baseId}-error` : null].filter(Boolean).join(' ') || undefined;
  return (
    <fieldset className={error ? `${styles.fieldset} ${styles.invalid}` : styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>{legend}</legend>
      {hint && (
        <p id={`${baseId}-hint`} className={styles.hint}>
          {hint}
        </p>
      )}
      {error && (
        <p id={`${baseId}-error`} className={styles.error}>
          <span className="portal-visually-hidden">Error: </span>
          {error}
        </p>
      )}
      {options.map((option, index) => {
        const id = index === 0 ? baseId : `${baseId}-${option.value}`;
        return (
          <div key={option.value} className={styles.choice}>
            <input {...registration} id={id} type={type} value={option.value} className={styles.choiceInput} aria-invalid={error ? true : undefined} />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
