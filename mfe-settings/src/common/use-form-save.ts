// useSave for a form whose save the server may refuse with field errors (a wrong current password, an
// unchanged address): they land on their fields, or in the error summary when the form has no such
// field. The form keeps what was typed.
import { applyServerErrors, type FormSchema, type PortalFormApi } from '@portal/forms';
import { validationErrorsOf } from './api-failure';
import { useSave } from './use-save';

export function useFormSave<TSchema extends FormSchema>(form: PortalFormApi<TSchema>) {
  const { message, save } = useSave();
  return {
    message,
    save: (action: () => Promise<unknown>, success: string) =>
      save(action, success, (error) => applyServerErrors(form, validationErrorsOf(error))),
  };
}
