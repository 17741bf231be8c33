// Radio buttons (one choice) or checkboxes (several) for one form field: a fieldset whose legend names
// the choice, hint and error above the options as for every field, the first option carrying the field
// id the error summary links to, and 44 px rows for thumbs.
import { useFieldValue } from './form-context';
import { describedBy, useFieldIds } from './field-ids';
import { FieldErrorMessage, FieldHint, RequiredMark, useFieldError, type FieldTextProps } from './field-frame';
import styles from './fields.module.css';

export interface ChoiceOption {
  value: string;
  label: string;
}

export interface ChoiceGroupFieldProps extends Omit<FieldTextProps, 'label'> {
  type?: 'radio' | 'checkbox';
  /** The question the options answer. */
  legend: FieldTextProps['label'];
  options: readonly ChoiceOption[];
}

export function ChoiceGroupField({ name, legend, hint, required, options, type = 'radio' }: ChoiceGroupFieldProps) {
  const { value, change } = useFieldValue(name);
  const ids = useFieldIds(name);
  const error = useFieldError(name);
  // Radios hold the chosen value; checkboxes the list of ticked values, in the order of the options.
  const chosen = (optionValue: string) => (type === 'radio' ? value === optionValue : Array.isArray(value) && value.includes(optionValue));
  const choose = (optionValue: string, checked: boolean) => {
    if (type === 'radio') change(optionValue);
    else change(options.filter((option) => (option.value === optionValue ? checked : chosen(option.value))).map((option) => option.value));
  };
  return (
    <fieldset
      className={error ? `${styles.fieldset} ${styles.invalid}` : styles.fieldset}
      aria-describedby={describedBy(hint ? ids.hint : null, error && ids.error)}
    >
      <legend className={styles.legend}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      <FieldHint ids={ids} hint={hint} />
      <FieldErrorMessage ids={ids} error={error} />
      {options.map((option, index) => {
        const id = index === 0 ? ids.input : `${ids.input}-${option.value}`;
        return (
          <div key={option.value} className={styles.choice}>
            <input
              name={name}
              id={id}
              type={type}
              value={option.value}
              checked={chosen(option.value)}
              onChange={(event) => choose(option.value, event.target.checked)}
              className={styles.choiceInput}
              aria-invalid={error ? true : undefined}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
