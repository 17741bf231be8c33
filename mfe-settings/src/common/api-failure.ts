// What a failed call means for the member: the coded message the server's code names (docs/product/errors-and-messages.md#errors-handling),
// else the generic message for the failure. The call's own error code stays in PortalApiError.code;
// the server's code (IDS-0002, UPD-0031...) is in the response body.
import { failureMessage, PortalApiError } from '@portal/api-client';
import { isCodedErrorCode } from '@portal/api-client/error-messages';

/** The `code` of the error response's body, if any. */
export function serverCodeOf(error: unknown): string | null {
  return error instanceof PortalApiError ? error.serverCode : null;
}

export interface FailureText {
  /** The code shown with the message (the server's coded one, else the call's error code). */
  code: string | null;
  message: string;
}

/** The message for a failure the page shows in place (calls with errors: 'caller' or opted out of the dialog). */
export function failureText(error: unknown): FailureText {
  const serverCode = serverCodeOf(error);
  const code = isCodedErrorCode(serverCode) ? serverCode : error instanceof PortalApiError ? error.code : null;
  return { code, message: failureMessage(error) };
}

/** Field errors the server sent back (they belong on the form's fields, not in a dialog). */
export function validationErrorsOf(error: unknown) {
  return error instanceof PortalApiError ? error.validationErrors : [];
}
