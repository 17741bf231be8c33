import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const sandboxRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function defaultOrigins(): string[] {
  const origins: string[] = [];
  for (let port = 3000; port <= 3005; port += 1) {
    origins.push(`http://localhost:${port}`, `http://127.0.0.1:${port}`);
  }
  return origins;
}

function intFromEnv(name: string, fallback: number, env: NodeJS.ProcessEnv): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number.parseInt(raw, 10);
  if (!Number.isFinite(value) || value < 0) {
    throw new Error(`${name} must be a non-negative integer, got "${raw}"`);
  }
  return value;
}

export interface SandboxConfig {
  port: number;
  host: string;
  /** Public base URL of the sandbox (issuer and audience derive from it). */
  publicUrl: string;
  issuer: string;
  memberAudience: string;
  portalOrigins: string[];
  accessTokenTtlSeconds: number;
  refreshTokenAbsoluteSeconds: number;
  /** A refresh-token chain not used for this long ends (each rotated token lives min(idle, remaining absolute)). */
  refreshTokenIdleSeconds: number;
  /** `memory`, or a folder for PGlite. Ignored when databaseUrl is set. */
  dataDir: string;
  databaseUrl: string | undefined;
  devRoutes: boolean;
  /** Request and error logging (SANDBOX_LOG=1, or SANDBOX_LOG_FILE set): privacy-safe, see src/logging.ts. */
  logRequests: boolean;
  /** Absolute path of the log file (SANDBOX_LOG_FILE, appended, folders created); unset: stdout. */
  logFile: string | undefined;
  /** Cache member API GET responses per caller until the next write (SANDBOX_READ_CACHE=0 turns it off). */
  readCache: boolean;
  /** Bytes; larger request bodies get 413. */
  bodyLimit: number;
  /**
   * Key of the HMAC-SHA256 that turns a member's subject into their session-recording identity (the
   * access token's `session_recording_id`, src/oidc/session-recording-id.ts). It stays on the server:
   * the portal only reports the opaque id (docs/security.md, "What the browser keeps and shows").
   */
  sessionRecordingSecret: string;
  /**
   * Key of the HMAC-SHA256 that turns a member id into the admin console's account reference (the
   * `accountRef` of admin answers and admin API paths, src/api/account-refs.ts), so a staff page's
   * address holds no member id (docs/security.md, "No member data in URLs"). It stays on the server.
   */
  accountRefSecret: string;
  /**
   * The secret the portal's gateway sends in `X-Portal-Gateway-Key` (PORTAL_GATEWAY_KEY): only a request
   * carrying it has its forwarded client address believed (src/http/client-address.ts). Unset: none is.
   */
  portalGatewayKey: string | undefined;
}

/**
 * The development and test key: public, so ids made with it protect nothing. Production refuses it
 * and needs SESSION_RECORDING_SECRET (docs/README.md).
 */
export const developmentSessionRecordingSecret = 'development-only-session-recording-secret-not-for-production';

/**
 * The development and test key of the admin console's account references: public too, and refused in
 * production like the session-recording one (ACCOUNT_REF_SECRET, docs/README.md).
 */
export const developmentAccountRefSecret = 'development-only-account-reference-secret-not-for-production';

/**
 * A server key from the environment: at least 32 characters; required in production, where the
 * public development key is refused. Outside production an unset key is the development one.
 */
function serverSecretFromEnv(env: NodeJS.ProcessEnv, name: string, developmentKey: string): string {
  const secret = env[name];
  if (secret === undefined || secret === '') {
    if (env.NODE_ENV === 'production') {
      throw new Error(`${name} must be set in production (32+ random characters; see docs/README.md)`);
    }
    return developmentKey;
  }
  if (secret.length < 32) throw new Error(`${name} must be at least 32 characters`);
  if (env.NODE_ENV === 'production' && secret === developmentKey) {
    throw new Error(`${name} must not be the development key in production`);
  }
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  const port = intFromEnv('PORT', 4000, env);
  const publicUrl = (env.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const portalOrigins = env.PORTAL_ORIGINS
    ? env.PORTAL_ORIGINS.split(',')
        .map((o) => o.trim().replace(/\/+$/, ''))
        .filter(Boolean)
    : defaultOrigins();
  const dataDirRaw = env.SANDBOX_DATA_DIR ?? path.join(sandboxRoot, '.data');
  const logFile = env.SANDBOX_LOG_FILE ? path.resolve(env.SANDBOX_LOG_FILE) : undefined;
  const base: SandboxConfig = {
    port,
    host: env.HOST ?? '127.0.0.1',
    publicUrl,
    issuer: `${publicUrl}/oidc`,
    memberAudience: `${publicUrl}/member`,
    portalOrigins,
    accessTokenTtlSeconds: intFromEnv('ACCESS_TOKEN_TTL_SECONDS', 300, env),
    refreshTokenAbsoluteSeconds: intFromEnv('REFRESH_TOKEN_TTL_SECONDS', 12 * 60 * 60, env),
    // docs/product/session.md#session-token-exchange: the portal signs out after 15 minutes without activity, so a chain idle that long is dead.
    refreshTokenIdleSeconds: intFromEnv('REFRESH_TOKEN_IDLE_SECONDS', 15 * 60, env),
    dataDir: dataDirRaw === 'memory' ? 'memory' : path.resolve(dataDirRaw),
    databaseUrl: env.DATABASE_URL || undefined,
    devRoutes: env.NODE_ENV !== 'production',
    logRequests: env.SANDBOX_LOG === '1' || logFile !== undefined,
    logFile,
    readCache: env.SANDBOX_READ_CACHE !== '0',
    bodyLimit: 64 * 1024,
    sessionRecordingSecret: serverSecretFromEnv(env, 'SESSION_RECORDING_SECRET', developmentSessionRecordingSecret),
    accountRefSecret: serverSecretFromEnv(env, 'ACCOUNT_REF_SECRET', developmentAccountRefSecret),
    portalGatewayKey: env.PORTAL_GATEWAY_KEY || undefined,
  };
  const merged = { ...base, ...overrides };
  if (overrides.publicUrl && !overrides.issuer) merged.issuer = `${merged.publicUrl}/oidc`;
  if (overrides.publicUrl && !overrides.memberAudience) merged.memberAudience = `${merged.publicUrl}/member`;
  return merged;
}
