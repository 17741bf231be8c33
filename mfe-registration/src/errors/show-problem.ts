import { applyServerErrors, type FormSchema, type PortalFormApi } from '@portal/forms';
import { problemText, splitFieldErrors, type Problem } from './problem';

/**
 * Shows a failed call on a form: the service's field errors on their fields, and the plain-words
 * message with its code at the top when no field carries it. Call it inside the submit handler, so
 * the error summary takes focus when the submit ends; the values typed stay as they are.
 */
export function showProblemOnForm<TSchema extends FormSchema>(form: PortalFormApi<TSchema>, problem: Problem) {
  const { onFields, needsTopMessage } = splitFieldErrors(problem, Object.keys(form.values));
  applyServerErrors(form, onFields);
  if (!needsTopMessage) return;
  const elsewhere = problem.fieldErrors.filter((error) => !onFields.includes(error)).map((error) => error.message);
  form.setFieldError('root.server', [problemText(problem), ...elsewhere].join(' '));
}
