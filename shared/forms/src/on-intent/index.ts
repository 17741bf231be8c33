// @portal/forms/on-intent: a form drawn at once and given its machinery (Formik, Yup, its schema) on the
// member's first intent on it. Nothing here imports Formik or Yup, nor the package's main entry.
export { formOnIntent, type ArrivedFormProps, type FormOnIntentProps } from './form-on-intent';
export { LightTextField, LightSelectField } from './light-fields';
export type { FormFieldValues } from './light-form-memory';
