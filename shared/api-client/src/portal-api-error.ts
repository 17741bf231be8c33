import type { GenericMessageKey } from '@portal/contracts/error-messages';

export interface FieldError {
  field: string;
  message: string;
}

/** A failed call, rethrown to the caller with its code and response (SPEC section 8). */
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
}
