// Radio buttons of a form whose machinery (Formik, Yup, the form's schema) has not loaded yet: the same
// fieldset, legend, hint, ids and classes as ChoiceGroupField draws before any error, the default
// choice checked. Kept apart from the other light fields (its own entry, @portal/forms/on-intent/choices)
// so the pages whose light forms have no radio buttons do not download it.
import { useContext } from 'react';
import { FieldHint, RequiredMark } from '../field-parts';
import { describedBy, FormIdContext, fieldIds } from '../field-ids';
import type { ChoiceGroupFieldProps } from '../choice-group-field';
import styles from '../fields.module.css';

export interface LightChoiceGroupFieldProps extends Omit<ChoiceGroupFieldProps, 'type'> {
  /** The choice checked as the form opens (the form's default value for the field). */
  defaultValue?: string;
}

/** ChoiceGroupField's radio buttons as they first draw, without the form machinery. */
export function LightChoiceGroupField({ name, legend, hint, required, options, defaultValue }: LightChoiceGroupFieldProps) {
  const ids = fieldIds(useContext(FormIdContext), name);
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy(hint ? ids.hint : null)}>
      <legend className={styles.legend}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      <FieldHint ids={ids} hint={hint} />
      {options.map((option, index) => {
        const id = index === 0 ? ids.input : `${ids.input}-${option.value}`;
        return (
          <div key={option.value} className={styles.choice}>
            <input
              name={name}
              id={id}
              type="radio"
              value={option.value}
              defaultChecked={option.value === defaultValue}
              className={styles.choiceInput}
            />
            <label htmlFor={id}>{option.label}</label>
          </div>
        );
      })}
    </fieldset>
  );
}
