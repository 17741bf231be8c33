// A failed call, turned into what the page shows in place: the service's field errors next to their
// fields, and a plain-words message with its code at the top (SPEC section 8). Registration and
// account help never use the error dialog: the member fixes the form right where the problem is.
import { PortalApiError, type FieldError } from '@portal/api-client';
import { genericMessages } from '@portal/contracts/error-messages';
import { codedMessages, isExplainedCode } from './coded-messages';

export interface Problem {
  /** The coded error (REG-0004), or the call's error code for any other failure (BP-NFA-003). */
  code: string;
  /** Plain words, without the code. */
  message: string;
  fieldErrors: FieldError[];
}

interface ErrorBody {
  message?: unknown;
  /** Tries left of a limited check (a passcode, the security answers). */
  attemptsRemaining?: unknown;
}

/** "You have 2 tries remaining." for a limited check the member can still retry. */
function triesRemainingSentence(count: unknown): string {
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return '';
  return ` You have ${count} ${count === 1 ? 'try' : 'tries'} remaining.`;
}

export function problemOf(error: unknown): Problem {
  if (!(error instanceof PortalApiError)) return { code: 'UNHANDLED_ERROR', message: genericMessages.UNHANDLED_ERROR, fieldErrors: [] };
  const body = (error.response ?? {}) as ErrorBody;
  const serviceCode = error.serverCode ?? '';
  if (isExplainedCode(serviceCode)) {
    const serviceMessage = typeof body.message === 'string' && body.message ? body.message : genericMessages[error.messageKey];
    const message = (codedMessages[serviceCode] ?? serviceMessage) + triesRemainingSentence(body.attemptsRemaining);
    return { code: serviceCode, message, fieldErrors: error.validationErrors };
  }
  return { code: error.code, message: genericMessages[error.messageKey], fieldErrors: error.validationErrors };
}

/** The message with its code, for the top of a form: "… (Error code REG-0004)". */
export function problemText(problem: Problem): string {
  return `${problem.message} (Error code ${problem.code})`;
}

/** Field errors for the form's own fields, and whether something is left for the top of the form. */
export function splitFieldErrors(problem: Problem, formFields: readonly string[]): { onFields: FieldError[]; needsTopMessage: boolean } {
  const onFields = problem.fieldErrors.filter((error) => formFields.includes(error.field));
  return { onFields, needsTopMessage: onFields.length === 0 || onFields.length < problem.fieldErrors.length };
}
