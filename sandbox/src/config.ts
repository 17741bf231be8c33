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
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<SandboxConfig> = {}): SandboxConfig {
  const port = intFromEnv('PORT', 4000, env);
  const publicUrl = (env.SANDBOX_PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const portalOrigins = env.PORTAL_ORIGINS
    ? env.PORTAL_ORIGINS.split(',').map((o) => o.trim().replace(/\/+$/, '')).filter(Boolean)
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
    // SPEC section 4: the portal signs out after 15 minutes without activity, so a chain idle that long is dead.
    refreshTokenIdleSeconds: intFromEnv('REFRESH_TOKEN_IDLE_SECONDS', 15 * 60, env),
    dataDir: dataDirRaw === 'memory' ? 'memory' : path.resolve(dataDirRaw),
    databaseUrl: env.DATABASE_URL || undefined,
    devRoutes: env.NODE_ENV !== 'production',
    logRequests: env.SANDBOX_LOG === '1' || logFile !== undefined,
    logFile,
    readCache: env.SANDBOX_READ_CACHE !== '0',
    bodyLimit: 64 * 1024,
  };
  const merged = { ...base, ...overrides };
  if (overrides.publicUrl && !overrides.issuer) merged.issuer = `${merged.publicUrl}/oidc`;
  if (overrides.publicUrl && !overrides.memberAudience) merged.memberAudience = `${merged.publicUrl}/member`;
  return merged;
}
