import { sql } from 'drizzle-orm';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import formbody from '@fastify/formbody';
import middie from '@fastify/middie';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import type Provider from 'oidc-provider';
import type { KoaContextWithOIDC } from 'oidc-provider';
import { AccessService } from './api/access.ts';
import { installErrorHandling } from './api/errors.ts';
import { AuditTrail } from './audit/audit-trail.ts';
import { registerMemberApi } from './api/index.ts';
import type { SandboxConfig } from './config.ts';
import { openDatabase, type Database } from './db/client.ts';
import { currentRequestTransaction } from './db/request-transaction.ts';
import { identityProviderFaults, memberApiFaults, memberApiStalls } from './dev/faults.ts';
import { registerDevRoutes } from './dev/routes.ts';
import { registerPartnerPages } from './dev/partners.ts';
import { registerFhir } from './fhir/routes.ts';
import { GrantRegistry } from './oidc/grants.ts';
import { registerInteractions } from './oidc/interactions.ts';
import { recordProviderRevocation } from './oidc/revocation-audit.ts';
import { createLogging } from './logging.ts';
import { loadOrCreateKeys } from './oidc/keys.ts';
import { createProvider } from './oidc/provider.ts';
import { resetToSeed, seedIfEmpty } from './seed/reset.ts';
import { RuntimeState } from './state.ts';
import { installValidator } from './validation.ts';

export interface Sandbox {
  app: FastifyInstance;
  provider: Provider;
  database: Database;
  state: RuntimeState;
  config: SandboxConfig;
  /** The audit trail (survives reset). */
  audit: AuditTrail;
  /** Every route registered, in order (collected by an onRoute hook; the access matrix test reads it). */
  routes: RegisteredRoute[];
  /** Restores the seed and clears faults, throttles and sign-in steps. */
  reset(): Promise<void>;
  close(): Promise<void>;
}

export interface RegisteredRoute {
  method: string;
  url: string;
  config: RouteOptions['config'];
}

export interface AppDeps {
  config: SandboxConfig;
  database: Database;
  provider: Provider;
  state: RuntimeState;
  access: AccessService;
  /** Sign-in sessions (grants): whether one is alive, and ending an account's sessions. */
  grants: GrantRegistry;
  /** Who read or changed whose data, refusals and account events (src/audit/audit-trail.ts). */
  audit: AuditTrail;
  reset: () => Promise<void>;
}

/** The member API and FHIR: the routes that answer with member data. */
function isMemberDataUrl(url: string): boolean {
  return url.startsWith('/member/') || url.startsWith('/fhir/');
}

/** The identity provider's middleware host, form bodies, CORS for the portal's origins, and the OpenAPI document. */
async function registerHttpPlugins(app: FastifyInstance, config: SandboxConfig): Promise<void> {
  await app.register(middie);
  // Answers of 1 KB or more go out gzip-compressed to a caller that accepts it, as the insurer's API
  // gateway sends them: a member's claims list or FHIR coverage is mostly repeated keys (16 KB of
  // coverage is about 2 KB compressed), and a slow phone waits for every byte. Gzip only: Brotli at its
  // default quality costs more time than it saves on answers this small.
  await app.register(compress, { global: true, threshold: 1024, encodings: ['gzip'] });
  await app.register(formbody, { bodyLimit: 16 * 1024 });
  await app.register(cors, {
    delegator: (request, callback) => {
      const url = request.url ?? '';
      // The identity provider answers CORS itself (client-based); everything else uses the portal origins.
      if (url.startsWith('/oidc')) return callback(null, { origin: false });
      return callback(null, {
        origin: (origin, cb) => cb(null, origin !== undefined && config.portalOrigins.includes(origin) ? origin : false),
        methods: ['GET', 'POST', 'PUT', 'DELETE'],
        allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
        exposedHeaders: ['Content-Disposition'],
        maxAge: 600,
      });
    },
  });

  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Member portal sandbox API',
        version: '1.0.0',
        description:
          "Local stand-in for the insurer's member API (/member/portal/v1), FHIR R4 (/fhir/R4) and development routes (/sandbox). " +
          'Errors are JSON `{ code, message, validationErrors? }`. Every member API response has `Cache-Control: no-store`. ' +
          `Access tokens come from the OpenID Connect provider at ${config.issuer} (authorization code + PKCE S256).`,
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
  });
}

/**
 * Member data answers: never cached by the browser or a proxy, faults injected in development, and the
 * read cache ended by any successful write.
 */
function installMemberDataHooks(app: FastifyInstance, state: RuntimeState): void {
  // Member data is never cached by the browser or a proxy: every member API and FHIR response says
  // no-store, whatever its status (unknown routes and injected faults included).
  app.addHook('onRequest', async (request, reply) => {
    if (isMemberDataUrl(request.url)) reply.header('cache-control', 'no-store');
  });

  // Injected faults (development mode): matching member API and FHIR calls fail, stall or break.
  app.addHook('onRequest', memberApiFaults(state, isMemberDataUrl));
  app.addHook('preValidation', memberApiStalls(state, isMemberDataUrl));

  // Any successful write (member API, sign-in pages, dev routes) invalidates the read cache and
  // cached access rights.
  app.addHook('onResponse', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && request.method !== 'OPTIONS' && reply.statusCode < 400) {
      state.generation += 1;
    }
  });
}

/** The health check and the favicon every browser asks for. */
function registerServiceRoutes(app: FastifyInstance, database: Database): void {
  // Healthy only when the database answers: a sandbox whose database is gone is not serving.
  app.get('/health', { schema: { hide: true } }, async (_request, reply) => {
    try {
      await database.root.execute(sql`select 1`);
      return reply.header('cache-control', 'no-store').send({ status: 'ok', database: database.kind });
    } catch {
      return reply.code(503).header('cache-control', 'no-store').send({ status: 'unavailable', database: database.kind });
    }
  });
  // Browsers ask every origin for a favicon; the sign-in pages have none, so say so without an error.
  app.get('/favicon.ico', { schema: { hide: true } }, async (_request, reply) =>
    reply.code(204).header('Cache-Control', 'max-age=86400').send(),
  );
}

export async function buildSandbox(config: SandboxConfig, opts: { database?: Database; forceSeed?: boolean } = {}): Promise<Sandbox> {
  const database = opts.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  const { db } = database;
  if (opts.forceSeed) await resetToSeed(db);
  else await seedIfEmpty(db);

  const keys = await loadOrCreateKeys(db);
  const state = new RuntimeState();
  const grants = new GrantRegistry(db);
  const access = new AccessService(db, state, keys.publicJwks, config.issuer, config.memberAudience, grants);
  const reset = async () => {
    await resetToSeed(db);
    state.reset();
  };

  // Privacy-safe logging (src/logging.ts): method, route template, status and time per request;
  // never URLs, query strings, headers, bodies, tokens or member data.
  const logging = createLogging({ enabled: config.logRequests, logFile: config.logFile });
  const app = Fastify({
    ...logging.options,
    bodyLimit: config.bodyLimit,
    trustProxy: false,
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.addHook('onRoute', (route) => logging.words.add(route.url));
  const routes: RegisteredRoute[] = [];
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, config: route.config });
  });
  // Append-only audit trail: every answer leaves once the entries recorded before it are written.
  const audit = new AuditTrail(db, { onError: (error) => app.log.error({ err: error }, 'audit entries not written') });
  app.addHook('onSend', async (_request, _reply, payload) => {
    if (!currentRequestTransaction()) await audit.settled();
    return payload;
  });
  app.addHook('onClose', async () => audit.close());
  // Browsers must not guess content types: on every response of every route, the
  // identity provider's included. Set on the raw response, first of all hooks, so the provider
  // (mounted with middie), errors and unknown routes carry it too.
  app.addHook('onRequest', (_request, reply, done) => {
    reply.raw.setHeader('x-content-type-options', 'nosniff');
    done();
  });
  const provider = createProvider(
    config,
    db,
    keys,
    config.logRequests ? (error) => app.log.error({ error }, 'oidc server_error') : undefined,
  );
  // A grant revoked by the provider (sign-out's refresh-token revocation, reuse of a rotated refresh
  // token, RP-initiated logout) stops its access tokens at once, and is written to the audit trail.
  provider.on('grant.revoked', (ctx: KoaContextWithOIDC, grantId: string) => {
    grants.forget(grantId);
    recordProviderRevocation(audit, ctx);
  });
  provider.on('grant.destroyed', (grant) => grants.forget(grant.jti));
  installErrorHandling(app);
  installValidator(app);

  // Injected faults on the identity provider's discovery and token endpoint, ahead of its middleware.
  app.addHook('onRequest', identityProviderFaults(state, config.portalOrigins));
  await registerHttpPlugins(app, config);

  installMemberDataHooks(app, state);

  const deps: AppDeps = { config, database, provider, state, access, grants, audit, reset };

  app.use('/oidc', provider.callback());
  registerInteractions(app, { provider, db, state, config, audit });
  await app.register(async (api) => registerMemberApi(api, deps), { prefix: '/member/portal/v1' });
  await app.register(async (fhir) => registerFhir(fhir, deps), { prefix: '/fhir/R4' });
  registerPartnerPages(app, deps);
  if (config.devRoutes) registerDevRoutes(app, deps);
  registerServiceRoutes(app, database);

  await app.ready();

  return {
    app,
    provider,
    database,
    state,
    config,
    audit,
    routes,
    reset,
    async close() {
      try {
        await app.close();
        await database.close();
      } finally {
        logging.close();
      }
    },
  };
}
