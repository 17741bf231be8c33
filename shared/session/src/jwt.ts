// Reads (never verifies: the browser cannot) the claims of a JWT access token.

export interface TokenClaims {
  sub?: string;
  exp?: number;
  /** The caller's roles (@portal/contracts/roles): ['staff'] for member-services staff, absent for members. */
  roles?: unknown;
}

export function readTokenClaims(token: string): TokenClaims | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(
      payload
        .replace(/-/g, '+')
        .replace(/_/g, '/')
        .padEnd(Math.ceil(payload.length / 4) * 4, '='),
    );
    const claims = JSON.parse(json) as unknown;
    return typeof claims === 'object' && claims !== null ? (claims as TokenClaims) : null;
  } catch {
    return null;
  }
}

/**
 * Whether the token is expired by its exp claim at `nowMs`. A token without a readable exp counts as
 * expired. `skewSeconds` refreshes slightly early so a call never leaves with a token about to lapse.
 */
export function isTokenExpired(token: string, nowMs: number, skewSeconds = 30): boolean {
  const exp = readTokenClaims(token)?.exp;
  if (typeof exp !== 'number') return true;
  return exp - skewSeconds <= nowMs / 1000;
}
