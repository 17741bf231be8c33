// @ts-check
// Serves a built app the way production hosting must (docs/architecture.md decision 10): no-cache for the files
// that name other files (index.html, remotes.json, config.json, mf-manifest.json, remote-manifest.json,
// remoteEntry.js), a year of immutable caching for content-hashed files, security headers on every
// response, and for the shell an SPA fallback to index.html.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import sirv from 'sirv';
import { securityHeaders } from './security-headers.mjs';

const alwaysRevalidate = new Set(['/index.html', '/remotes.json', '/config.json', '/mf-manifest.json', '/remote-manifest.json', '/remoteEntry.js']);
const contentHashed = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

/** @param {string} pathname */
export function cacheControlFor(pathname) {
  if (alwaysRevalidate.has(pathname)) return 'no-cache';
  if (contentHashed.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}

/**
 * @param {http.ServerResponse} res
 * @param {number} status
 * @param {string} text
 * @param {Record<string, string>} [headers]
 */
function sendText(res, status, text, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
  res.end(text);
}

/** @param {http.ServerResponse} res */
const notFound = (res) => sendText(res, 404, 'Not found');

/**
 * Whether a request goes through the gateway: its path starts with one of the gateway's prefixes.
 * @param {string} pathname
 * @param {readonly string[]} prefixes
 */
export function isGatewayPath(pathname, prefixes) {
  return prefixes.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Hands a request to the service behind the gateway and its answer back, as a production gateway in
 * front of the insurer's API would (README, "Hosting rules"): the browser calls the API on the
 * portal's own origin, so no call needs a CORS preflight. The service's headers are kept; the
 * security headers already set stay where the service sends none of its own.
 * @param {http.IncomingMessage} req
 * @param {http.ServerResponse} res
 * @param {string} target the service's origin
 */
function forward(req, res, target) {
  const url = new URL(req.url ?? '/', target);
  const upstream = http.request(
    url,
    { method: req.method, headers: { ...req.headers, host: url.host } },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (res.headersSent) res.destroy();
    else sendText(res, 502, 'Bad gateway');
  });
  req.pipe(upstream);
}

/**
 * Whether a path names a hidden file or folder (the build's own bookkeeping, like .build-stamp), as
 * the file server will read it: each segment percent-decoded, so `/%2ebuild-stamp` is hidden too.
 * @param {string} pathname
 */
export function isHiddenPath(pathname) {
  return pathname.split('/').some((segment) => {
    let decoded = segment;
    try {
      decoded = decodeURIComponent(segment);
    } catch {
      // A malformed escape is not a file name the server can read; the file lookup answers it.
    }
    return decoded.startsWith('.');
  });
}

/**
 * @param {{
 *   root: string,
 *   port: number,
 *   host?: string,
 *   spa: boolean,
 *   csp: string | (() => string),
 *   cors?: boolean,
 *   generated?: Record<string, () => string | Promise<string>>,
 *   documents?: Record<string, string>,
 *   gateway?: { prefixes: readonly string[], target: string },
 * }} options
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ root, port, host = '127.0.0.1', spa, csp, cors = false, generated = {}, documents = {}, gateway }) {
  // The policy may follow the deployment (the remote registry names the origins code comes from).
  const fixedHeaders = typeof csp === 'string' ? securityHeaders(csp) : null;
  const headersNow = () => fixedHeaders ?? securityHeaders(typeof csp === 'string' ? csp : csp());
  /** @param {boolean} single */
  const fileHandler = (single) =>
    sirv(root, {
      // Look files up on every request (not once at start), so a new build deployed into the folder
      // is served at once, as a CDN would after an upload.
      dev: true,
      etag: true,
      gzip: true,
      single,
      setHeaders(res, pathname) {
        res.setHeader('Cache-Control', cacheControlFor(pathname));
      },
    });
  const serveFile = fileHandler(false);
  // Only page paths (no file extension) fall back to index.html; a missing script stays a 404.
  const servePage = spa ? fileHandler(true) : serveFile;
  const server = http.createServer((req, res) => {
    for (const [name, value] of Object.entries(headersNow())) res.setHeader(name, value);
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    // The API behind the portal's origin (any method: it is the service's to answer, not a file).
    if (gateway && isGatewayPath(new URL(req.url ?? '/', 'http://localhost').pathname, gateway.prefixes)) {
      forward(req, res, gateway.target);
      return;
    }
    // Static files only: anything but reading (or a CORS preflight) is refused, never served a page.
    if (!['GET', 'HEAD', 'OPTIONS'].includes(req.method ?? '')) {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD, OPTIONS' });
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, { Allow: 'GET, HEAD, OPTIONS', 'Cache-Control': 'no-cache' });
      res.end();
      return;
    }
    const pathname = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Hidden files are not part of the site.
    if (isHiddenPath(pathname)) {
      notFound(res);
      return;
    }
    const makeBody = generated[pathname];
    if (makeBody) {
      // A body made now, or a promise of one (remotes.json with the remotes' manifests, serve-portal.mjs).
      Promise.resolve()
        .then(makeBody)
        .then(
          (body) => {
            res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache' });
            res.end(body);
          },
          // A deployment file that cannot be read (being replaced, or removed) is a server error, not a crash.
          () => sendText(res, 503, 'Temporarily unavailable', { 'Retry-After': '1' }),
        );
      return;
    }
    // A page with a document of its own (the pre-rendered landing page) is served as that file.
    const ownDocument = documents[pathname];
    const servesOwnDocument = ownDocument !== undefined && fs.existsSync(path.join(root, ownDocument));
    if (servesOwnDocument) req.url = `/${ownDocument}`;
    const handler = servesOwnDocument || /\.[a-z0-9]+$/i.test(pathname) ? serveFile : servePage;
    handler(req, res, () => notFound(res));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
