// @ts-check
// Serves a built app the way production hosting must (docs/decisions/0013-static-hosting-like-production.md): no-cache for the files
// that name other files (index.html, remotes.json, config.json, mf-manifest.json, remote-manifest.json,
// remoteEntry.js), a year of immutable caching for content-hashed files, security headers on every
// response, and for the shell an SPA fallback to index.html.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';
import sirv from 'sirv';
import { isOriginForm } from './request-target.mjs';
import { answerHeaders, documentHeaders, isDocumentType } from './security-headers.mjs';

const alwaysRevalidate = new Set([
  '/index.html',
  '/remotes.json',
  '/config.json',
  '/mf-manifest.json',
  '/remote-manifest.json',
  '/remoteEntry.js',
]);
/** Content-hashed file names (deploy/nginx/portal.conf.template has the same rule; a test compares them). */
export const contentHashed = /\.[0-9a-f]{10}\.[a-z0-9]+$/;

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
 * A page (an answer of type text/html, security-headers.mjs) is sent with the document headers. Decided
 * as the headers are written, when the type is known: sirv sets it from the file it sends, and a
 * gateway answer brings its service's. A 304 (the browser's copy is current) has no type: it carries
 * no policy, since the browser would store the one it carries in place of its copy's.
 * @param {http.ServerResponse} res
 * @param {() => Record<string, string>} headersOfDocument
 */
function sendDocumentHeadersWithPages(res, headersOfDocument) {
  const writeHead = res.writeHead;
  /** @type {any} */ (res).writeHead = (/** @type {number} */ statusCode, /** @type {any[]} */ ...rest) => {
    const given = rest.find((arg) => typeof arg === 'object' && arg !== null && !Array.isArray(arg)) ?? {};
    const typeName = Object.keys(given).find((name) => name.toLowerCase() === 'content-type');
    if (statusCode === 304) {
      for (const name of Object.keys(headersOfDocument())) res.removeHeader(name);
    } else if (isDocumentType(typeName ? given[typeName] : res.getHeader('Content-Type'))) {
      for (const [name, value] of Object.entries(headersOfDocument())) res.setHeader(name, value);
    }
    return writeHead.call(res, statusCode, ...rest);
  };
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

/** Below this a generated file goes out as it is: gzip would save less than its own framing costs. */
const generatedGzipMinBytes = 1024;

/**
 * Whether a request's Accept-Encoding takes gzip: named (or `*`) and not refused with `q=0`.
 * @param {string | undefined} acceptEncoding
 */
function takesGzip(acceptEncoding) {
  const codings = (acceptEncoding ?? '').split(',').map((part) => {
    const [name, ...parameters] = part.trim().toLowerCase().split(';');
    const quality = parameters.map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
    return { name: (name ?? '').trim(), refused: quality !== undefined && Number(quality) === 0 };
  });
  const gzip = codings.find(({ name }) => name === 'gzip');
  if (gzip) return !gzip.refused;
  const any = codings.find(({ name }) => name === '*');
  return Boolean(any && !any.refused);
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
 *   gateway?: ReturnType<typeof import('./api-gateway.mjs').createApiGateway>,
 * }} options
 * @returns {Promise<http.Server>}
 */
export function startStaticServer({ root, port, host = '127.0.0.1', spa, csp, cors = false, generated = {}, documents = {}, gateway }) {
  // The policy may follow the deployment (the remote registry names the origins code comes from).
  const fixedHeaders = typeof csp === 'string' ? documentHeaders(csp) : null;
  const documentHeadersNow = () => fixedHeaders ?? documentHeaders(typeof csp === 'string' ? csp : csp());
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
    for (const [name, value] of Object.entries(answerHeaders)) res.setHeader(name, value);
    sendDocumentHeadersWithPages(res, documentHeadersNow);
    // Only "/path?query" is served; "//host/…", "http://host/…" and the like name another host.
    if (!isOriginForm(req.url)) {
      sendText(res, 400, 'Bad request');
      return;
    }
    if (cors) res.setHeader('Access-Control-Allow-Origin', '*');
    // The server's own health, for a load balancer: never a file and never the page fallback.
    if (req.url === '/healthz' || req.url?.startsWith('/healthz?')) {
      sendText(res, 200, 'ok', { 'Cache-Control': 'no-store' });
      return;
    }
    // The API behind the portal's origin (any method: it is the service's to answer, not a file).
    if (gateway?.handles(req)) {
      gateway.forward(req, res);
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
    // Hidden files are not part of the site, and source maps are never deployed beside the code.
    if (isHiddenPath(pathname) || pathname.endsWith('.map')) {
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
            const headers = { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
            // remotes.json carries the remotes' manifests (about 15 KB) and is read before the first
            // page can be composed: compressed for a browser that takes gzip, as the built files are.
            if (Buffer.byteLength(body) >= generatedGzipMinBytes && takesGzip(req.headers['accept-encoding'])) {
              res.writeHead(200, { ...headers, 'Content-Encoding': 'gzip' });
              res.end(zlib.gzipSync(body));
              return;
            }
            res.writeHead(200, headers);
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
  // CONNECT asks the server to open a tunnel to another host: refused, never answered with a tunnel.
  server.on('connect', (_req, socket) => {
    socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  server.on('close', () => gateway?.close());
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
