import { eq } from 'drizzle-orm';
import Provider, { errors, interactionPolicy, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { SandboxConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { users } from '../db/schema.ts';
import { html, page } from '../html.ts';
import { describeError, silenceProviderDebug, type SafeError } from '../logging.ts';
import { createDbAdapter } from './adapter.ts';
import type { ProviderKeys } from './keys.ts';
import { SESSION_RECORDING_ID_CLAIM, sessionRecordingId } from './session-recording-id.ts';
import { rolesClaim, staffRole } from '@portal/contracts/roles';
import { brandHintParameter } from '@portal/contracts/brand-hint';

export const PORTAL_CLIENT_ID = 'member-portal';
export const PORTAL_SCOPE = 'openid profile offline_access';
/** Scope of the member API resource server (access tokens carry it). */
export const MEMBER_API_SCOPE = 'member';

/**
 * Every authorization request signs in again (password and passcode), even with a provider session:
 * the portal signs out by clearing its own storage, and tests switch personas in one browser.
 */
function freshSignInPolicy() {
  const policy = interactionPolicy.base();
  const login = policy.get('login');
  login?.checks.add(
    new interactionPolicy.Check('fresh_sign_in', 'every authorization request signs in again', (ctx) =>
      ctx.oidc.result?.login ? interactionPolicy.Check.NO_NEED_TO_PROMPT : interactionPolicy.Check.REQUEST_PROMPT,
    ),
  );
  return policy;
}

/** Receives oidc-provider's server errors, reduced to type, message and status (never tokens or grant data). */
export type ServerErrorLog = (error: SafeError) => void;

const defaultServerErrorLog: ServerErrorLog = (error) => console.error('oidc server_error', JSON.stringify(error));

/** The provider's features: revocation, sign-out pages, and access tokens for the member API only (resource indicators). */
function providerFeatures(config: SandboxConfig): Configuration['features'] {
  const audience = config.memberAudience;
  return {
    devInteractions: { enabled: false },
    revocation: { enabled: true },
    rpInitiatedLogout: {
      enabled: true,
      logoutSource(ctx, form) {
        ctx.type = 'html';
        ctx.body = page(
          'Sign out',
          html`<h1>Sign out</h1><p>Do you want to sign out of the member portal?</p>${{ __html: form.replace('</form>', '<button type="submit" name="logout" value="yes">Sign out</button></form>') }}`,
        );
      },
      postLogoutSuccessSource(ctx) {
        ctx.type = 'html';
        ctx.body = page('Signed out', html`<h1>You are signed out</h1><p>You can close this window.</p>`);
      },
    },
    resourceIndicators: {
      enabled: true,
      defaultResource: () => audience,
      useGrantedResource: () => true,
      getResourceServerInfo(_ctx, resourceIndicator) {
        if (resourceIndicator !== audience) throw new errors.InvalidTarget();
        return {
          scope: MEMBER_API_SCOPE,
          audience,
          accessTokenTTL: config.accessTokenTtlSeconds,
          accessTokenFormat: 'jwt',
          jwt: { sign: { alg: 'RS256' } },
        };
      },
    },
  };
}

/** How long each artefact lives; a refresh token by the idle and absolute lifetimes of its chain. */
function tokenLifetimes(config: SandboxConfig): Configuration['ttl'] {
  const absoluteRefresh = config.refreshTokenAbsoluteSeconds;
  const idleRefresh = Math.max(1, Math.min(config.refreshTokenIdleSeconds, absoluteRefresh));
  return {
    AccessToken: config.accessTokenTtlSeconds,
    AuthorizationCode: 120,
    IdToken: 3600,
    Interaction: 3600,
    Session: absoluteRefresh,
    Grant: absoluteRefresh,
    // Each refresh token lives `idleRefresh` seconds (a chain unused that long ends), but never
    // past the chain's absolute end: rotated tokens keep the first token's issue time (iiat), so
    // the chain ends `absoluteRefresh` seconds after sign-in however often it is rotated.
    RefreshToken(_ctx, token) {
      const now = Math.floor(Date.now() / 1000);
      const issuedAt = token.iiat ?? token.iat ?? now;
      return Math.max(1, Math.min(idleRefresh, issuedAt + absoluteRefresh - now));
    },
  };
}

export function createProvider(
  config: SandboxConfig,
  db: Db,
  keys: ProviderKeys,
  logServerError: ServerErrorLog = defaultServerErrorLog,
): Provider {
  silenceProviderDebug();
  const audience = config.memberAudience;

  const configuration: Configuration = {
    adapter: createDbAdapter(db),
    clients: [
      {
        client_id: PORTAL_CLIENT_ID,
        client_name: 'Member Portal',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: config.portalOrigins.map((o) => `${o}/auth-success`),
        post_logout_redirect_uris: config.portalOrigins.map((o) => `${o}/login`),
      },
    ],
    // CORS for the token and revocation endpoints (discovery and JWKS are open to every origin).
    clientBasedCORS: (_ctx, origin) => config.portalOrigins.includes(origin),
    // Authorization code with PKCE only: no implicit or hybrid flows, so discovery advertises `code` alone.
    responseTypes: ['code'],
    pkce: { required: () => true },
    // The brand the member signs in from (@portal/contracts/brand-hint): kept with the interaction for
    // the sign-in pages, which use it only once it matched a known brand (src/oidc/sign-in-brand.ts).
    extraParams: [brandHintParameter],
    // Access tokens name their grant (the sign-in session), so the member API can refuse them once
    // the grant is revoked (src/oidc/grants.ts; sandbox/README.md#sessions). They also carry the member's
    // session-recording identity, an HMAC of the subject under a key only the server holds, which
    // the portal reports as it is (src/oidc/session-recording-id.ts; docs/security.md).
    //
    // A staff account's tokens carry the staff role (@portal/contracts/roles): the member API
    // admits it to the admin console and to nothing a member uses; the portal shows it the admin pages
    // only. A member's tokens carry no roles claim.
    async extraTokenClaims(_ctx, token) {
      const claims: Record<string, string | string[]> = {};
      if ('grantId' in token && token.grantId) claims.gid = token.grantId;
      if ('accountId' in token && token.accountId) {
        claims[SESSION_RECORDING_ID_CLAIM] = sessionRecordingId(token.accountId, config.sessionRecordingSecret);
        const rows = await db.select({ role: users.role }).from(users).where(eq(users.username, token.accountId)).limit(1);
        if (rows[0]?.role === 'staff') claims[rolesClaim] = [staffRole];
      }
      return Object.keys(claims).length > 0 ? claims : undefined;
    },
    scopes: ['openid', 'profile', 'offline_access'],
    claims: {
      openid: ['sub'],
      profile: ['name', 'given_name', 'family_name', 'preferred_username'],
    },
    async findAccount(_ctx, id) {
      const rows = await db.select().from(users).where(eq(users.username, id)).limit(1);
      const user = rows[0];
      if (!user) return undefined;
      return {
        accountId: user.username,
        claims: () => ({
          sub: user.username,
          name: user.displayName,
          given_name: user.firstName,
          family_name: user.lastName,
          preferred_username: user.username,
        }),
      };
    },
    features: providerFeatures(config),
    routes: { token: '/oauth2/token' },
    interactions: { policy: freshSignInPolicy(), url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    ttl: tokenLifetimes(config),
    rotateRefreshToken: true,
    // oidc-provider drops offline_access unless prompt=consent is sent, which the portal does not
    // send: the first-party portal client always gets a refresh token, independent of the session.
    async issueRefreshToken(_ctx, client) {
      return client.grantTypeAllowed('refresh_token');
    },
    expiresWithSession: async () => false,
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const client = ctx.oidc.client;
      const session = ctx.oidc.session;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      if (grantId) {
        const existing = await ctx.oidc.provider.Grant.find(grantId);
        if (existing && existing.accountId === session.accountId) return existing;
      }
      if (client.clientId !== PORTAL_CLIENT_ID) return undefined;
      // First-party client: granted without a consent screen.
      const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
      grant.addOIDCScope(PORTAL_SCOPE);
      grant.addResourceScope(audience, MEMBER_API_SCOPE);
      await grant.save();
      return grant;
    },
    cookies: { keys: keys.cookieKeys },
    jwks: { keys: keys.signing as NonNullable<Configuration['jwks']>['keys'] },
    async renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Sign-in problem',
        html`<h1>We could not complete sign-in</h1><div role="alert" class="alert"><p>${out.error}: ${out.error_description ?? ''}</p></div><p>Return to the member portal and try again.</p>`,
      );
    },
  };
  const provider = new Provider(config.issuer, configuration);
  // Only the error's type, scrubbed message and status: the error object itself can carry a failed
  // query's params (token ids, grant and session payloads) and the context the request's headers.
  provider.on('server_error', (_ctx, err) => {
    const { type, message, statusCode } = describeError(err);
    logServerError({ type, message, statusCode: statusCode ?? 500 });
  });
  return provider;
}
