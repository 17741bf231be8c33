// What a failed call means for the member: the coded message the server's code names (SPEC section 8),
// else the generic message for the failure. The call's own error code stays in PortalApiError.code;
// the server's code (IDS-0002, UPD-0031...) is in the response body.
import { PortalApiError } from '@portal/api-client';
import { codedMessages, genericMessages } from '@portal/contracts/error-messages';

/** The `code` of the error response's body, if any. */
export function serverCodeOf(error: unknown): string | null {
  if (!(error instanceof PortalApiError)) return null;
  const code = (error.response as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : null;
}

export interface FailureText {
  /** The code shown with the message (the server's coded one, else the call's error code). */
  code: string | null;
  message: string;
}

/** The message for a failure the page shows in place (calls with errors: 'caller' or opted out of the dialog). */
export function failureText(error: unknown): FailureText {
  const serverCode = serverCodeOf(error);
  if (serverCode && serverCode in codedMessages) {
    return { code: serverCode, message: codedMessages[serverCode as keyof typeof codedMessages] };
  }
  if (error instanceof PortalApiError) return { code: error.code, message: genericMessages[error.messageKey] };
  return { code: null, message: genericMessages.default };
}

/** Field errors the server sent back (they belong on the form's fields, not in a dialog). */
export function validationErrorsOf(error: unknown) {
  return error instanceof PortalApiError ? error.validationErrors : [];
}
