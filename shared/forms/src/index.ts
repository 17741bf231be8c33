// Public API of @portal/forms (a run-time singleton: import only from here).
export { usePortalForm } from './use-portal-form';
export { useSentConfirmation } from './use-sent-confirmation';
export type { SentConfirmationState } from './use-sent-confirmation';
export { SentConfirmation } from './sent-confirmation';
export type { SentConfirmationProps } from './sent-confirmation';
export type { PortalFormApi } from './use-portal-form';
export { checkForm, emptyFormValues, fieldProblem, withFormRules, typedText } from './form-schema';
export type { FieldProblem, FormCheck, FormSchema, FormValues, SubmittedValues } from './form-schema';
export { PortalForm } from './portal-form';
export type { PortalFormProps } from './portal-form';
export { ErrorSummary } from './error-summary';
export { FieldRow } from './field-row';
export type { FieldRowProps } from './field-row';
export { TextField } from './text-field';
export type { TextFieldProps } from './text-field';
export { PhoneField } from './phone-field';
export type { PhoneFieldProps } from './phone-field';
export { TextArea, characterCountText } from './text-area';
export type { TextAreaProps } from './text-area';
export { SelectField } from './select-field';
export { BestTimeToCallFields } from './best-time-to-call-fields';
export type { BestTimeToCallFieldsProps } from './best-time-to-call-fields';
export type { SelectFieldProps, SelectOption } from './select-field';
export { CheckboxField } from './checkbox-field';
export type { CheckboxFieldProps } from './checkbox-field';
export { ChoiceGroupField } from './choice-group-field';
export type { ChoiceGroupFieldProps, ChoiceOption } from './choice-group-field';
export { applyServerErrors } from './server-errors';
export type { ServerFieldError } from './server-errors';
export {
  commentMaxLength,
  phoneDigitCount,
  companyIdMaxLength,
  text,
  phoneDigits,
  formatPhone,
  isCompletePhone,
  requiredText,
  phoneNumber,
  emailAddress,
  comment,
  companyId,
  requiredChoice,
  bestDaysToReach,
  bestTimesToReach,
  bestDayOptions,
  bestTimeOptions,
  bestDayToReach,
  bestTimeToReach,
  mustBeChecked,
} from './validation';
export {
  passwordRequirements,
  unmetPasswordRequirements,
  newPassword,
  currentPassword,
  username,
  currentPasswordMinLength,
  newPasswordMinLength,
  usernameMinLength,
} from './password-rules';
export type { PasswordRequirement } from './password-rules';
export { looksLikeTypedDate, parseTypedDate, isoDate, typedDateToIso, isoToTypedDate } from './typed-date';
export type { CalendarDay } from './typed-date';
