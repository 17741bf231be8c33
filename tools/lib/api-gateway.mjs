// @ts-check
// The API gateway of the portal's own server: it hands calls under a fixed prefix (/member/, /fhir/) to
// one fixed upstream origin per prefix and passes the answer back, as the production gateway in front of
// the insurer's API does (docs/decisions/0002-api-gateway-on-http-proxy-3.md). Forwarding itself is
// http-proxy-3's; this module decides what may cross:
// - only origin-form request-targets with a plain path (request-target.mjs); the upstream's origin is
//   fixed, never taken from the request;
// - request headers by allow-list, plus the caller's address in X-Forwarded-For and Forwarded, which the
//   upstream trusts only together with the gateway key (PORTAL_GATEWAY_KEY);
// - response headers by allow-list, so the upstream can never set cookies, replace the portal's
//   Content-Security-Policy or framing rules, widen a service worker's scope or pin HSTS for the portal.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createProxyServer } from 'http-proxy-3';
import { isOriginForm, isPlainPath } from './request-target.mjs';

/** Request headers a browser's API call needs upstream; every other one stays at the gateway. */
export const forwardedRequestHeaders = Object.freeze([
  'accept',
  'accept-encoding',
  'accept-language',
  'authorization',
  'cache-control',
  'content-length',
  'content-type',
  'idempotency-key',
  'if-match',
  'if-modified-since',
  'if-none-match',
  'user-agent',
]);

/**
 * Response headers the portal takes from the upstream. Security headers are never among them: the
 * portal's own always apply (security-headers.mjs).
 */
export const forwardedResponseHeaders = Object.freeze([
  'cache-control',
  'content-disposition',
  'content-encoding',
  'content-language',
  'content-length',
  'content-type',
  'etag',
  'expires',
  'last-modified',
  'retry-after',
  'vary',
  'www-authenticate',
]);

/** Methods an API call may use through the gateway; CONNECT and TRACE never cross. */
const forwardedMethods = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** How long the gateway waits for an upstream to connect, and then for its answer. */
export const upstreamConnectTimeoutMs = 5_000;
export const upstreamAnswerTimeoutMs = 60_000;

/** The header that tells the upstream a forwarded address comes from this gateway. */
export const gatewayKeyHeader = 'x-portal-gateway-key';

/** A fresh key for one run of the portal and its sandbox, when none is configured. */
export const newGatewayKey = () => randomBytes(24).toString('base64url');

/**
 * The caller's address as Forwarded (RFC 7239) writes it: IPv6 quoted and in brackets.
 * @param {string} address
 */
export function forwardedFor(address) {
  return address.includes(':') ? `for="[${address}]"` : `for=${address}`;
}

/**
 * @param {string} upstream
 * @returns {URL}
 */
function upstreamOrigin(upstream) {
  const url = new URL(upstream);
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.pathname !== '/' || url.search || url.username) {
    throw new Error(`a gateway upstream is an http(s) origin and nothing more, got "${upstream}"`);
  }
  return new URL(url.origin);
}

/**
 * The path as the access log writes it: no query string, and ids (segments of more than three
 * characters holding a digit; "v1" and "R4" stay) written as ":id", so the log holds no member data.
 * @param {string} pathname
 */
export function loggedPath(pathname) {
  return pathname
    .split('/')
    .map((segment) => ((/\d/.test(segment) && segment.length > 3) || segment.length > 40 ? ':id' : segment))
    .join('/');
}

/**
 * @param {string | undefined} file
 * @returns {(line: string) => void}
 */
function accessLogWriter(file) {
  if (!file) return () => {};
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const stream = fs.createWriteStream(file, { flags: 'a' });
  return (line) => stream.write(`${line}\n`);
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} text
 */
function refuse(res, status, text) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/**
 * @param {{
 *   routes: Record<string, string>,
 *   key?: string,
 *   accessLog?: string,
 *   connectTimeoutMs?: number,
 *   answerTimeoutMs?: number,
 * }} options
 *   routes: path prefix ("/member/") → upstream origin ("http://localhost:4000")
 *   key: sent upstream with every call, so the upstream trusts the forwarded address (PORTAL_GATEWAY_KEY)
 *   accessLog: a file the gateway appends one line per call to
 */
export function createApiGateway({
  routes,
  key,
  accessLog,
  connectTimeoutMs = upstreamConnectTimeoutMs,
  answerTimeoutMs = upstreamAnswerTimeoutMs,
}) {
  const table = Object.entries(routes).map(([prefix, upstream]) => {
    if (!prefix.startsWith('/') || !prefix.endsWith('/')) throw new Error(`a gateway prefix starts and ends with "/", got "${prefix}"`);
    return { prefix, target: upstreamOrigin(upstream) };
  });
  const writeLog = accessLogWriter(accessLog);
  const agent = new http.Agent({ keepAlive: true });
  const proxy = createProxyServer({
    agent,
    changeOrigin: true,
    xfwd: false,
    selfHandleResponse: true,
    proxyTimeout: answerTimeoutMs,
    connectTimeout: connectTimeoutMs,
  });

  proxy.on('proxyRes', (proxyRes, _req, res) => {
    /** @type {Record<string, string | string[]>} */
    const headers = {};
    for (const name of forwardedResponseHeaders) {
      const value = proxyRes.headers[name];
      if (value !== undefined) headers[name] = value;
    }
    res.writeHead(proxyRes.statusCode ?? 502, headers);
    proxyRes.pipe(res);
  });
  // Calls whose upstream did not answer in time: a 504, not a 502, so the portal says the service is slow.
  /** @type {WeakSet<http.IncomingMessage>} */
  const timedOut = new WeakSet();
  proxy.on('proxyReq', (proxyReq, req) => {
    proxyReq.once('timeout', () => timedOut.add(req));
  });
  proxy.on('error', (error, req, res) => {
    if (!(res instanceof http.ServerResponse)) return;
    if (res.headersSent) {
      res.destroy();
      return;
    }
    const late = timedOut.has(req) || /timeout|timed out/i.test(error.message);
    refuse(res, late ? 504 : 502, late ? 'Gateway timeout' : 'Bad gateway');
  });

  /**
   * The route a path belongs to, or undefined when the gateway has nothing to do with it.
   * @param {string} pathname
   */
  const routeOf = (pathname) => table.find(({ prefix }) => pathname.startsWith(prefix));

  return {
    prefixes: table.map(({ prefix }) => prefix),

    /**
     * Whether a request is the gateway's to answer (its path is under one of the prefixes).
     * @param {http.IncomingMessage} req
     */
    handles(req) {
      const target = req.url ?? '';
      if (!isOriginForm(target)) return false;
      return routeOf(target.split('?')[0] ?? '') !== undefined;
    },

    /**
     * @param {http.IncomingMessage} req an origin-form request under one of the prefixes (see handles)
     * @param {http.ServerResponse} res
     */
    forward(req, res) {
      const started = Date.now();
      const target = req.url ?? '';
      const pathname = target.split('?')[0] ?? '';
      const route = routeOf(pathname);
      res.once('finish', () =>
        writeLog(`${new Date(started).toISOString()} ${req.method} ${loggedPath(pathname)} ${res.statusCode} ${Date.now() - started}ms`),
      );
      if (!route || !isOriginForm(target) || !isPlainPath(pathname)) {
        refuse(res, 400, 'Bad request');
        return;
      }
      if (!forwardedMethods.has(req.method ?? '')) {
        res.setHeader('Allow', [...forwardedMethods].join(', '));
        refuse(res, 405, 'Method not allowed');
        return;
      }
      /** @type {http.IncomingHttpHeaders} */
      const headers = {};
      for (const name of forwardedRequestHeaders) {
        const value = req.headers[name];
        if (value !== undefined) headers[name] = value;
      }
      const caller = req.socket.remoteAddress ?? 'unknown';
      headers['x-forwarded-for'] = caller;
      headers.forwarded = `${forwardedFor(caller)};proto=http`;
      if (key) headers[gatewayKeyHeader] = key;
      // http-proxy-3 copies the request's headers upstream: it sees only the allowed ones.
      req.headers = headers;
      proxy.web(req, res, { target: route.target });
    },

    close() {
      proxy.close();
      agent.destroy();
    },
  };
}
