// A server's validationErrors ([{ field, message }], docs/product/errors-and-messages.md#errors-dialog) shown like the form's own errors:
// on the field when the form has it, otherwise as a form-level line in the error summary.
import type { FormikProps } from 'formik';

export interface ServerFieldError {
  field: string;
  message: string;
}

/** The form-level error a server's message without a field of the form becomes (in the error summary). */
const serverFormError = 'root.server';

/**
 * Puts the server's field errors on the form. Call it inside the submit handler, so the error summary
 * takes focus when the submit ends. Returns whether there was anything to show.
 */
export function applyServerErrors(
  form: Pick<FormikProps<object>, 'values' | 'setFieldError'>,
  errors: readonly ServerFieldError[],
): boolean {
  const fields = new Set(Object.keys(form.values));
  const formLevel: string[] = [];
  for (const { field, message } of errors) {
    if (fields.has(field)) form.setFieldError(field, message);
    else formLevel.push(message);
  }
  if (formLevel.length > 0) form.setFieldError(serverFormError, formLevel.join(' '));
  return errors.length > 0;
}
