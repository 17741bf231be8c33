// A refresh the identity provider could not answer (no answer, or a server error) is tried again with
// a growing wait, as long as the access token it replaces still lives: until then the member's calls
// can still go out, and a short outage of the provider passes unnoticed. Once the token has expired
// the failure goes to the call that needed the token (the connection or maintenance message), and the
// member stays signed in: the next call tries again. Only a refusal signs out (token-endpoint.ts).
import { IdentityProviderUnavailableError } from './identity-provider-fetch';

const firstRetryDelayMs = 500;
const longestRetryDelayMs = 8_000;

/** The wait before the nth retry: 0.5 s, 1 s, 2 s, 4 s, then 8 s each. */
export function refreshRetryDelayMs(retry: number): number {
  return Math.min(firstRetryDelayMs * 2 ** (retry - 1), longestRetryDelayMs);
}

/** No answer (network failure, or none within the wait) or a server error: worth another try. */
function isWorthRetrying(error: unknown): boolean {
  return error instanceof IdentityProviderUnavailableError && (error.status === null || error.status >= 500);
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs `attempt` until it succeeds, fails for good, or a retry would start after `tokenExpiresAtMs`
 * (the access token's own expiry); `abandoned` stops the tries early (the member signed out).
 */
export async function retryWhileTokenLives<T>(attempt: () => Promise<T>, tokenExpiresAtMs: number, abandoned: () => boolean): Promise<T> {
  for (let retry = 1; ; retry += 1) {
    try {
      return await attempt();
    } catch (error) {
      const delayMs = refreshRetryDelayMs(retry);
      if (!isWorthRetrying(error) || Date.now() + delayMs >= tokenExpiresAtMs) throw error;
      await wait(delayMs);
      if (abandoned()) throw error;
    }
  }
}
