import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppDeps } from '../app.ts';
import { audienceOf } from '../access/access-policy.ts';
import { installAccessControl } from '../access/route-access.ts';
import { runWritesInTransactions } from '../db/write-routes.ts';
import paymentRoutes from '../payments/payment-routes.ts';
import { installValidator } from '../validation.ts';
import accountRecoveryRoutes from './account-recovery/account-recovery-routes.ts';
import { AccountRefs } from './account-refs.ts';
import addressRoutes from './address/address-routes.ts';
import adminRoutes, { AccountState, AccountSummary } from './admin/admin-routes.ts';
import authorizationRoutes from './authorizations/authorization-routes.ts';
import claimsRoutes from './claims/claims-routes.ts';
import memberContactRoutes from './contact/member-contact-routes.ts';
import publicContactRoutes from './contact/public-contact-routes.ts';
import coverageRoutes from './coverage/coverage-routes.ts';
import documentRoutes from './documents/document-routes.ts';
import familyAccessRoutes from './family-access/family-access-routes.ts';
import findCareRoutes from './find-care/find-care-routes.ts';
import healthRecordRoutes from './health-record/health-record-routes.ts';
import hraRoutes from './hra/hra-routes.ts';
import idCardRoutes from './id-cards/id-card-routes.ts';
import messageRoutes from './messages/message-routes.ts';
import pcpRoutes from './pcp/pcp-routes.ts';
import pharmacyRoutes from './pharmacy/pharmacy-routes.ts';
import preferenceRoutes from './preferences/preference-routes.ts';
import profileRoutes from './profile/profile-routes.ts';
import programRoutes from './programs/program-routes.ts';
import publicRoutes from './public/public-routes.ts';
import registrationRoutes from './registration/registration-routes.ts';
import { ErrorBody } from './schemas.ts';
import spendingRoutes from './spending/spending-routes.ts';
import ssoRoutes from './sso/sso-routes.ts';
import { AccessibleMember, Membership, RightsRecord } from './users/memberships.ts';
import userRoutes from './users/user-routes.ts';

function cacheKey(username: string | undefined, url: string): string {
  return `${username ?? '-'} ${url}`;
}

/** Routes anyone may call: the public calls and the OpenAPI document. Every other route declares `config.access`. */
function isOpenRoute(url: string): boolean {
  return url.includes('/public/') || url.endsWith('/openapi.json');
}

/**
 * A GET the read cache may answer or keep: an open route, or one the access policy has allowed for this
 * caller. Never a staff answer: an account's state and history change with no write through the API
 * (a failed sign-in, a lock, a block date that starts today).
 */
function cacheable(request: FastifyRequest): boolean {
  if (request.routeOptions.config?.uncached) return false;
  const access = request.routeOptions.config?.access;
  if (access && audienceOf(access.kind, access.action) === 'staff') return false;
  return request.method === 'GET' && (isOpenRoute(request.routeOptions.url ?? '') || request.accessDecision?.allowed === true);
}

/** Member API at /member/portal/v1. Everything but `public/*` and the OpenAPI document needs a bearer token. */
export async function registerMemberApi(api: FastifyInstance, deps: AppDeps): Promise<void> {
  installValidator(api);
  api.addSchema(ErrorBody);
  api.addSchema(Membership);
  api.addSchema(AccessibleMember);
  api.addSchema(RightsRecord);
  // Shared schemas are added here, on the member API's instance, never in a resource's plugin: a
  // plugin that adds one gets a fresh schema controller with fastify's default validator, not ours
  // (src/validation.ts: strict bodies, the clean-text rule).
  api.addSchema(AccountState);
  api.addSchema(AccountSummary);

  api.addHook('onRequest', async (request) => {
    if (request.is404 || isOpenRoute(request.routeOptions.url ?? '')) return;
    await deps.access.authenticate(request);
  });

  // The access policy (src/access): start-up check of every route's declaration, the decision
  // before each handler, the audit entry after each response. Installed before any route.
  // The admin console names accounts by opaque references, resolved to member ids by the access hooks.
  const accountRefs = new AccountRefs(deps.database.db, deps.config.accountRefSecret);
  installAccessControl(api, { audit: deps.audit, isOpenRoute, accountMemberId: (ref) => accountRefs.memberIdOf(ref) });
  // Every write runs in a transaction of its own, with its audit entries (src/db/request-transaction.ts).
  api.addHook('onRoute', (route) => runWritesInTransactions(route, deps.database.root));

  // Read cache: a GET answered before for the same caller and URL, with no write since. A preHandler
  // added after the policy's own, so only a request the policy has just allowed is served from it
  // (and refusals, never cached, are never served from it).
  api.addHook('preHandler', async (request, reply) => {
    if (!deps.config.readCache || !cacheable(request)) return;
    const hit = deps.state.readCache.get(cacheKey(request.access?.username, request.url));
    if (hit && hit.generation === deps.state.generation) {
      // The audit entries of a cached answer name the same members as the first one's.
      request.membersReturned = hit.membersReturned;
      return reply.code(200).header('content-type', 'application/json; charset=utf-8').send(hit.body);
    }
  });

  api.addHook('onSend', async (request, reply, payload) => {
    if (!deps.config.readCache || !cacheable(request) || reply.statusCode !== 200 || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    const cache = deps.state.readCache;
    if (cache.size >= 5000) cache.clear();
    cache.set(cacheKey(request.access?.username, request.url), {
      generation: deps.state.generation,
      body: payload,
      membersReturned: request.membersReturned,
    });
    return payload;
  });

  api.get('/openapi.json', { schema: { hide: true } }, async (_request, reply) => {
    const parent = api as unknown as { swagger?: () => unknown };
    return reply.header('cache-control', 'no-cache').send(parent.swagger ? parent.swagger() : {});
  });

  // One plugin per resource, registered in this order: the order of the OpenAPI document's paths.
  // Each is an encapsulated child of this instance, so the hooks above (authentication, the access
  // policy, the per-write transactions, the read cache) and the shared schemas apply to its routes.
  const resources = [
    publicRoutes,
    registrationRoutes,
    accountRecoveryRoutes,
    publicContactRoutes,
    userRoutes,
    profileRoutes,
    familyAccessRoutes,
    messageRoutes,
    preferenceRoutes,
    claimsRoutes,
    spendingRoutes,
    hraRoutes,
    authorizationRoutes,
    pcpRoutes,
    findCareRoutes,
    healthRecordRoutes,
    coverageRoutes,
    // Bills, payments and autopay first: where they stood in the OpenAPI document when they were account routes.
    paymentRoutes,
    idCardRoutes,
    documentRoutes,
    programRoutes,
    pharmacyRoutes,
    addressRoutes,
    memberContactRoutes,
    ssoRoutes,
  ];
  for (const resource of resources) await api.register(resource, deps);
  await api.register(adminRoutes, { ...deps, accountRefs });
}
