import { genericMessages, memberMessage, type GenericMessageKey } from '@portal/contracts/error-messages';

export interface FieldError {
  field: string;
  message: string;
}

/** A failed call, rethrown to the caller with its code and response (docs/product/errors-and-messages.md#errors-handling). */
export class PortalApiError extends Error {
  constructor(
    /** The call's error code (or OAU-0001 when the session ended). */
    readonly code: string,
    /** The generic message key chosen for the failure. */
    readonly messageKey: GenericMessageKey,
    readonly status: number | null,
    readonly response: unknown,
    readonly validationErrors: FieldError[],
  ) {
    super(`${code} (${messageKey})`);
    this.name = 'PortalApiError';
  }

  /** The service's own code from the error body (IDS-0002, PHA-0001...), when it sent one. */
  get serverCode(): string | null {
    const code = (this.response as { code?: unknown } | null)?.code;
    return typeof code === 'string' ? code : null;
  }
}

/**
 * What a failure means for the member: the coded message of docs/product/errors-and-messages.md#errors-dialog the service's code names,
 * else the generic message for the failure.
 */
export function failureMessage(error: unknown): string {
  if (!(error instanceof PortalApiError)) return genericMessages.default;
  return memberMessage(error.serverCode, error.messageKey);
}

/** The generic message for a failure, whatever the service's code (what a section that failed to load says). */
export function genericFailureMessage(error: unknown): string {
  return error instanceof PortalApiError ? genericMessages[error.messageKey] : genericMessages.default;
}
