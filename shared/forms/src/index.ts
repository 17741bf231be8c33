// Public API of @portal/forms (a run-time singleton: import from here, or from ./on-intent for a form that loads this on intent).
export { usePortalForm, type PortalFormApi } from './use-portal-form';
export { useSentConfirmation, type SentConfirmationState } from './use-sent-confirmation';
export { SentConfirmation, type SentConfirmationProps } from './sent-confirmation';
export {
  checkForm,
  emptyFormValues,
  fieldProblem,
  withFormRules,
  typedText,
  type FieldProblem,
  type FormCheck,
  type FormSchema,
  type FormValues,
  type SubmittedValues,
} from './form-schema';
export { PortalForm, type PortalFormProps } from './portal-form';
export { ErrorSummary } from './error-summary';
export { FieldRow, type FieldRowProps } from './field-row';
export { TextField, type TextFieldProps } from './text-field';
export { PhoneField, type PhoneFieldProps } from './phone-field';
export { TextArea, characterCountText, type TextAreaProps } from './text-area';
export { SelectField, type SelectFieldProps, type SelectOption } from './select-field';
export { BestTimeToCallFields, type BestTimeToCallFieldsProps } from './best-time-to-call-fields';
export { CheckboxField, type CheckboxFieldProps } from './checkbox-field';
export { ChoiceGroupField, type ChoiceGroupFieldProps, type ChoiceOption } from './choice-group-field';
export { applyServerErrors, type ServerFieldError } from './server-errors';
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
  type PasswordRequirement,
} from './password-rules';
export { looksLikeTypedDate, parseTypedDate, isoDate, typedDateToIso, isoToTypedDate, type CalendarDay } from './typed-date';
