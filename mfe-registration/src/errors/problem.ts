// A failed call, turned into what the page shows in place: the service's field errors next to their
// fields, and a plain-words message with its code at the top (docs/product/errors-and-messages.md#errors-handling). Registration and
// account help never use the error dialog: the member fixes the form right where the problem is.
import { PortalApiError, type FieldError } from '@portal/api-client';
import { codedMessages, genericMessages, isCodedErrorCode, triesRemainingSentence } from '@portal/api-client/error-messages';

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

/**
 * A code of the families this remote explains in place (docs/product/errors-and-messages.md#errors-generic: REG for registration, LOG for
 * passcodes, FOR for account recovery) that the catalogue has no words for yet, from a newer service:
 * the service's own message is shown rather than a generic one.
 */
function isUnknownExplainedCode(code: string): boolean {
  return /^(REG|LOG|FOR)-\d{4}$/.test(code);
}

/** The body's attemptsRemaining as the sentence account help appends ("You have 2 tries remaining."). */
function withTriesRemaining(message: string, count: unknown): string {
  const sentence = triesRemainingSentence(count);
  return sentence ? `${message} ${sentence}` : message;
}

export function problemOf(error: unknown): Problem {
  if (!(error instanceof PortalApiError)) return { code: 'UNHANDLED_ERROR', message: genericMessages.UNHANDLED_ERROR, fieldErrors: [] };
  const body = (error.response ?? {}) as ErrorBody;
  const serviceCode = error.serverCode ?? '';
  // The one catalogue's words (@portal/contracts/error-catalogue), which the member API sends too.
  if (isCodedErrorCode(serviceCode)) {
    return {
      code: serviceCode,
      message: withTriesRemaining(codedMessages[serviceCode], body.attemptsRemaining),
      fieldErrors: error.validationErrors,
    };
  }
  if (isUnknownExplainedCode(serviceCode)) {
    const serviceMessage = typeof body.message === 'string' && body.message ? body.message : genericMessages[error.messageKey];
    return { code: serviceCode, message: withTriesRemaining(serviceMessage, body.attemptsRemaining), fieldErrors: error.validationErrors };
  }
  return { code: error.code, message: genericMessages[error.messageKey], fieldErrors: error.validationErrors };
}

/** The message with its code, for the top of a form: "… (Error code REG-0004)". */
/** How the staff pages word a failure: its code, then the plain words ("ADM-0009: ..."). */
export function staffProblemLine(problem: Problem): string {
  return `${problem.code}: ${problem.message}`;
}

/** A failed call as the staff pages word it. */
export function problemLine(error: unknown): string {
  return staffProblemLine(problemOf(error));
}

export function problemText(problem: Problem): string {
  return `${problem.message} (Error code ${problem.code})`;
}

/** Field errors for the form's own fields, and whether something is left for the top of the form. */
export function splitFieldErrors(problem: Problem, formFields: readonly string[]): { onFields: FieldError[]; needsTopMessage: boolean } {
  const onFields = problem.fieldErrors.filter((error) => formFields.includes(error.field));
  return { onFields, needsTopMessage: onFields.length === 0 || onFields.length < problem.fieldErrors.length };
}
