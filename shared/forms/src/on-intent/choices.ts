// @portal/forms/on-intent/choices: radio buttons for a form drawn before its machinery loads (see
// @portal/forms/on-intent). Nothing here imports Formik or Yup, nor the package's main entry.
export { LightChoiceGroupField, type LightChoiceGroupFieldProps } from './light-choice-field';
