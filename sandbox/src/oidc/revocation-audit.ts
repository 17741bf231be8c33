import type { KoaContextWithOIDC } from 'oidc-provider';
import type { AuditTrail } from '../audit/audit-trail.ts';

/*
 * Audit entries for sessions the identity provider ends itself (oidc-provider's `grant.revoked`
 * event; sandbox/README.md#audit-trail and "Sessions"): Sign Out's refresh-token revocation,
 * RP-initiated logout, and the reuse of a rotated refresh token. Sessions our own code ends
 * (password, contact changes, deleted accounts) are recorded where it ends them.
 */

/** Route templates of the provider's endpoints that revoke a grant (no ids in them). */
const REVOKING_ROUTES: Record<string, string> = {
  revocation: 'POST /oidc/token/revocation',
  end_session_confirm: 'POST /oidc/session/end/confirm',
  token: 'POST /oidc/oauth2/token',
};

export function recordProviderRevocation(audit: AuditTrail, ctx: KoaContextWithOIDC): void {
  const { entities, route, session } = ctx.oidc;
  const account =
    entities.RefreshToken?.accountId ?? entities.AccessToken?.accountId ?? entities.Grant?.accountId ?? session?.accountId ?? null;
  // At the token endpoint a grant is revoked because a used refresh token came back (reuse
  // detection): the provider acts on its own, not at the member's request.
  const byProvider = route === 'token';
  audit.record({
    actor: byProvider || !account ? 'system' : account,
    actorRole: byProvider || !account ? 'system' : 'member',
    subjectUsername: account,
    action: 'session.revoked',
    outcome: 'success',
    route: REVOKING_ROUTES[route] ?? null,
    status: null,
  });
}
