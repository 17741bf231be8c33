// Calls to the identity provider's discovery document and token endpoint. They stay on fetch
// (docs/http.md) and get a bounded wait of their own: a member is waiting on a button (Sign In) or a
// page, and a provider that accepts a request and never answers must not leave them waiting forever.

/** How long a call to the identity provider may go unanswered before it counts as unavailable. */
export const identityProviderWaitMs = 15_000;

/**
 * The identity provider did not answer usefully: no answer (network failure, or none within the
 * wait; `status` null) or an answer that says nothing about the member's session (a server error,
 * `status` set). The session still stands.
 */
export class IdentityProviderUnavailableError extends Error {
  constructor(
    readonly status: number | null,
    reason: string,
  ) {
    super(`the identity provider is unavailable: ${reason}`);
    this.name = 'IdentityProviderUnavailableError';
  }
}

/** fetch, failing with IdentityProviderUnavailableError when there is no answer within the wait. */
export async function fetchFromIdentityProvider(url: string, init: RequestInit): Promise<Response> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), identityProviderWaitMs);
  try {
    return await fetch(url, { ...init, signal: controller.signal });
  } catch {
    throw new IdentityProviderUnavailableError(
      null,
      controller.signal.aborted ? `no answer within ${identityProviderWaitMs} ms` : 'no answer',
    );
  } finally {
    clearTimeout(timer);
  }
}
