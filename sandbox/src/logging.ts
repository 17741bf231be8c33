import { closeSync, mkdirSync, openSync, writeSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { LogController, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';

/*
 * Privacy-safe logging: sandbox logs carry no tokens, passcodes or
 * member data. A request line has the method, the route TEMPLATE (never the raw URL, which holds
 * usernames and member ids, and never the query string), the status code and the response time;
 * never headers or bodies. Errors are reduced to their type, code, status and a scrubbed first line
 * of the message.
 */

/** Placeholder for a path segment of an unmatched request that is not a known route word. */
export const HIDDEN_SEGMENT = ':param';

/**
 * Path words of oidc-provider's own endpoints (mounted under /oidc, not fastify routes): discovery,
 * authorization (and its resume path), token, JWKS, userinfo, end session, revocation, introspection.
 */
const OIDC_WORDS = [
  'oidc',
  '.well-known',
  'openid-configuration',
  'auth',
  'oauth2',
  'token',
  'jwks',
  'me',
  'session',
  'end',
  'confirm',
  'success',
  'revocation',
  'introspection',
  'reg',
  'request',
  'device',
  'backchannel',
];

/** The static words of every registered route (fed by an `onRoute` hook in app.ts), plus the provider's. */
export class RouteWords {
  private readonly words = new Set<string>(OIDC_WORDS);

  add(url: string): void {
    for (const segment of url.split('/')) {
      if (segment && !segment.startsWith(':') && !segment.includes('*')) this.words.add(segment);
    }
  }

  has(segment: string): boolean {
    return this.words.has(segment);
  }
}

/**
 * The path of a request that matched no fastify route (404s, and everything the identity provider
 * answers itself), without its query string and with every segment that is not a known route word
 * (a username, member id, interaction id, token, ...) replaced by `:param`.
 */
export function sanitizePath(rawUrl: string | undefined, words: RouteWords): string {
  const pathOnly = (rawUrl ?? '').split(/[?#]/, 1)[0] ?? '';
  const segments = pathOnly.split('/').map((segment) => (segment === '' || words.has(segment) ? segment : HIDDEN_SEGMENT));
  const joined = segments.join('/');
  return joined.startsWith('/') ? joined : `/${joined}`;
}

interface RequestLike {
  method?: string;
  url?: string;
  originalUrl?: string;
  is404?: boolean;
  routeOptions?: { url?: string };
}

/**
 * The route template of a request, e.g. `/member/portal/v1/members/:memberId/claims`; for a request
 * no fastify route matched, its sanitized path. `originalUrl`: the identity provider's mount
 * (middie) rewrites `url` to the part after `/oidc`.
 */
export function routeOf(request: RequestLike, words: RouteWords): string {
  const template = request.is404 ? undefined : request.routeOptions?.url;
  return template ?? sanitizePath(request.originalUrl ?? request.url, words);
}

/**
 * Removes what could identify a member or authenticate a caller from free text (error messages):
 * emails, long token-like strings (JWTs, opaque tokens, ids), runs of 4+ digits (passcodes, phone
 * numbers, member ids, SSN digits, dates) and quoted values.
 */
export function scrubText(text: string): string {
  return text
    .replace(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g, '[email]')
    .replace(/"[^"]*"|'[^']*'|`[^`]*`/g, '[value]')
    .replace(/[A-Za-z0-9_-]{20,}(?:\.[A-Za-z0-9_-]+)*/g, '[token]')
    .replace(/\d{4,}/g, '[number]');
}

export interface SafeError {
  type: string;
  message: string;
  code?: string;
  statusCode?: number;
  stack?: string;
}

/**
 * What the sandbox logs of an error: its type, code, status and the scrubbed first line of its
 * message. Never its other properties (a query's params, a token's payload, grant data, a request's
 * headers) nor its cause. With `stack`, the stack frames (code locations only, without the message).
 */
export function describeError(error: unknown, opts: { stack?: boolean } = {}): SafeError {
  if (!(error instanceof Error)) {
    return { type: typeof error, message: '[not an Error]' };
  }
  const e = error as Error & { code?: unknown; statusCode?: unknown; status?: unknown };
  // A failed Drizzle query's message is "Failed query: <sql>\nparams: <values>": keep the first line.
  const firstLine = (e.message ?? '')
    .split('\n', 1)[0]!
    .split(/\bparams:/, 1)[0]!
    .trim();
  const out: SafeError = { type: e.name || e.constructor?.name || 'Error', message: scrubText(firstLine).slice(0, 300) };
  if (typeof e.code === 'string' || typeof e.code === 'number') {
    // Library codes (FST_ERR_..., ECONNREFUSED, SQLSTATE 23505) as they are; anything else scrubbed.
    const code = String(e.code);
    out.code = /^(?:[A-Z][A-Z0-9_]{1,59}|[0-9A-Z]{5})$/.test(code) ? code : scrubText(code).slice(0, 60);
  }
  const status = typeof e.statusCode === 'number' ? e.statusCode : typeof e.status === 'number' ? e.status : undefined;
  if (status !== undefined) out.statusCode = status;
  if (opts.stack && typeof e.stack === 'string') {
    const frames = e.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .slice(0, 12)
      .map((line) => scrubText(line.trim()));
    if (frames.length) out.stack = frames.join('\n');
  }
  return out;
}

/**
 * Pino redaction as defence in depth: should any log call ever pass headers or token fields, their
 * values are censored. The serializers below never emit them in the first place.
 */
export const REDACT_PATHS = [
  'authorization',
  'cookie',
  'headers.authorization',
  'headers.cookie',
  'headers["set-cookie"]',
  '*.headers.authorization',
  '*.headers.cookie',
  '*.headers["set-cookie"]',
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'access_token',
  'refresh_token',
  'id_token',
  'password',
  'passcode',
  '*.access_token',
  '*.refresh_token',
  '*.id_token',
  '*.password',
  '*.passcode',
];

/**
 * Fastify's request logging, one line per request: instead of "incoming request" (with the raw
 * URL) and "request completed", a single "request completed" line when the response closes, which
 * also covers the identity provider's responses (middleware answers that never reach fastify's
 * onResponse). Every other built-in line goes through the same serializers, never with the raw URL.
 */
class PrivacyLogController extends LogController {
  incomingRequest(request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    reply.raw.once('close', () => {
      const aborted = !reply.raw.writableFinished;
      const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 100) / 100 };
      if (aborted) request.log.info({ ...line, aborted: true }, 'request aborted');
      else request.log.info(line, 'request completed');
    });
  }

  requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request) || !error) return;
    reply.log.error({ req: request, err: error }, 'response stream failed');
  }

  defaultErrorLog(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    if (reply.statusCode >= 500) reply.log.error({ req: request, err: error }, 'request error');
    else reply.log.info({ req: request, err: error }, 'request error');
  }

  routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info({ req: request }, 'route not found');
  }

  writeHeadError(error: Error, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    reply.log.warn({ req: request, err: error }, 'writing the response head failed');
  }
}

/** A synchronous append-only file sink for pino (directories created); closed with the sandbox. */
export interface LogFile {
  write(line: string): void;
  close(): void;
}

export function openLogFile(file: string): LogFile {
  mkdirSync(path.dirname(file), { recursive: true });
  let fd: number | undefined = openSync(file, 'a');
  return {
    write(line: string) {
      if (fd === undefined) return;
      const buffer = Buffer.from(line, 'utf8');
      let offset = 0;
      while (offset < buffer.length) offset += writeSync(fd, buffer, offset, buffer.length - offset);
    },
    close() {
      if (fd === undefined) return;
      closeSync(fd);
      fd = undefined;
    },
  };
}

export interface LoggingSetup {
  /** Fastify options: `logger` (pino with the privacy serializers and redaction) and `logController`. */
  options: Pick<FastifyServerOptions, 'logger' | 'logController'>;
  /** Route words seen so far; fed by an `onRoute` hook in app.ts. */
  words: RouteWords;
  /** Closes the log file, if any. */
  close(): void;
}

/** Logging off: `{ logger: false }`. Logging on: stdout, or `logFile` (appended) when given. */
export function createLogging(opts: { enabled: boolean; logFile?: string | undefined }): LoggingSetup {
  const words = new RouteWords();
  if (!opts.enabled) return { options: { logger: false }, words, close: () => {} };
  const file = opts.logFile ? openLogFile(opts.logFile) : undefined;
  const serializers = {
    req: (request: RequestLike) => ({ method: request.method, route: routeOf(request, words) }),
    res: (reply: { statusCode?: number }) => ({ statusCode: reply.statusCode }),
    // Fastify's type wants a stack string: the frames, or '' when there are none.
    err: (error: unknown) => {
      const safe = describeError(error, { stack: true });
      return { ...safe, stack: safe.stack ?? '' };
    },
  };
  return {
    options: {
      logger: {
        level: 'info',
        serializers,
        redact: { paths: REDACT_PATHS, censor: '[redacted]' },
        ...(file ? { stream: file } : {}),
      },
      logController: new PrivacyLogController(),
    },
    words,
    close: () => file?.close(),
  };
}

/**
 * Turns off oidc-provider's own `debug` output (namespaces `oidc-provider:*`), which prints whole
 * error objects, request paths and token details to stderr when DEBUG matches them, whatever DEBUG
 * says. The provider's `debug` is resolved from the provider's own folder, so this is the same
 * module instance the provider uses.
 */
export function silenceProviderDebug(): void {
  const requireHere = createRequire(import.meta.url);
  const providerEntry = requireHere.resolve('oidc-provider');
  const debug = createRequire(providerEntry)('debug') as {
    disable(): string;
    enable(namespaces: string): void;
    enabled(name: string): boolean;
  };
  const current = debug.disable();
  const kept = current.split(/[\s,]+/).filter((ns) => ns && !/^-?oidc-provider(?::|$)/.test(ns));
  debug.enable([...kept, '-oidc-provider:*'].join(','));
}
