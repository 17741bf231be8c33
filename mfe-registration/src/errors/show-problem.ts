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

/**
 * A form's submit handler for a request that resolves with the problem to show on the form, or null
 * when it went through (the account-help steps: the page runs the request, the form shows its failure).
 */
export function submitShowingProblem<TSchema extends FormSchema, TValues>(
  form: PortalFormApi<TSchema>,
  send: (values: TValues) => Promise<Problem | null>,
) {
  return async (values: TValues) => {
    const problem = await send(values);
    if (problem) showProblemOnForm(form, problem);
  };
}
