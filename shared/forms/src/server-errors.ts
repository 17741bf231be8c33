// A server's validationErrors ([{ field, message }], SPEC section 8) shown like the form's own errors:
// on the field when the form has it, otherwise as a form-level line in the error summary.
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';

export interface ServerFieldError {
  field: string;
  message: string;
}

/**
 * Puts the server's field errors on the form. Call it inside the submit handler, so the error summary
 * takes focus when the submit ends. Returns whether there was anything to show.
 */
export function applyServerErrors<TValues extends FieldValues>(
  form: Pick<UseFormReturn<TValues, unknown, unknown>, 'getValues' | 'setError'>,
  errors: readonly ServerFieldError[],
): boolean {
  const fields = new Set(Object.keys(form.getValues()));
  const formLevel: string[] = [];
  for (const { field, message } of errors) {
    if (fields.has(field)) form.setError(field as Path<TValues>, { type: 'server', message });
    else formLevel.push(message);
  }
  if (formLevel.length > 0) form.setError('root.server', { type: 'server', message: formLevel.join(' ') });
  return errors.length > 0;
}
