// @ts-check
// What the portal's servers accept as a request-target (RFC 9112, section 3.2). Only the origin form is
// served: a path that starts with exactly one "/", then an optional query. Anything else is answered 400
// before any file or upstream is looked at, because the other forms name a host ("//other-host/…",
// "http://other-host/…", "other-host:443") and a server that resolved them against its own origin could be
// made to fetch, or serve as its own, what another host answers.

/**
 * @param {string | undefined} target the raw request-target, as Node's http server hands it (`req.url`)
 * @returns {boolean}
 */
export function isOriginForm(target) {
  if (typeof target !== 'string' || !target.startsWith('/')) return false;
  // "//host/…" is a network-path reference: resolved against a base URL it names another host.
  if (target.startsWith('//')) return false;
  // Browsers treat "\" as "/" in http URLs, so "/\host" can turn into "//host" on the way back.
  if (target.includes('\\')) return false;
  // Control characters and spaces are never part of a valid request-target.
  return ![...target].some((character) => character <= ' ' || character === '\u007f');
}

/**
 * Whether a path is safe to hand to an upstream unchanged: no dot segments and no escaped "/" or "\",
 * in any spelling. Without this, "/member/%2e%2e/sandbox/reset" would pass a check on "/member/" here
 * and reach "/sandbox/reset" upstream, once the upstream's router decodes it.
 * @param {string} pathname the path of an origin-form request-target, still percent-encoded
 */
export function isPlainPath(pathname) {
  if (/%2f|%5c/i.test(pathname)) return false;
  return pathname.split('/').every((segment) => {
    const decoded = segment.replace(/%2e/gi, '.');
    return decoded !== '.' && decoded !== '..';
  });
}
