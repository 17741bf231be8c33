// @ts-check
// Security headers of the production servers (docs/decisions/0013-static-hosting-like-production.md).
// Every answer carries the same short set. A document (an HTML answer: a page) carries the portal's
// Content-Security-Policy and Permissions-Policy instead of the short policy: those two only act on a
// document, and the page policy names every remote's origin five times, over a kilobyte that each of
// a page's fifty scripts, stylesheets and API answers would otherwise carry uncompressed on HTTP/1.1.

/**
 * The portal's Content-Security-Policy, for its pages.
 * @param {{ scriptOrigins: string[], connectOrigins: string[], formOrigins: string[] }} origins
 *   scriptOrigins: where the portal's code comes from (the remotes' origins): scripts, styles, images and
 *   fonts, and nothing else; connectOrigins: the services the pages call (API, FHIR, identity provider,
 *   chat); formOrigins: where a form may post (the identity provider's sign-in pages)
 */
export function contentSecurityPolicy({ scriptOrigins, connectOrigins, formOrigins }) {
  const code = ["'self'", ...new Set(scriptOrigins)].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    // Inline styles only (never scripts): Radix's scroll lock (the shell's menu drawer and chat panel)
    // injects a <style> element.
    `style-src ${code} 'unsafe-inline'`,
    `img-src ${code} data:`,
    `font-src ${code}`,
    // The remotes' origins too: the shell reads their manifests.
    `connect-src ${["'self'", ...new Set([...scriptOrigins, ...connectOrigins])].join(' ')}`,
    `form-action ${["'self'", ...new Set(formOrigins)].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of every answer that is not a page (a script, a stylesheet, JSON, an image): should one
 * be opened as a document, nothing in it runs, loads or frames it.
 */
export const answerPolicy = "default-src 'none'; frame-ancestors 'none'";

/** Headers of every answer. */
export const answerHeaders = Object.freeze({
  'Content-Security-Policy': answerPolicy,
  'Referrer-Policy': 'no-referrer',
  'X-Content-Type-Options': 'nosniff',
  'X-Frame-Options': 'DENY',
  'Cross-Origin-Resource-Policy': 'cross-origin',
});

/**
 * What a document carries instead of, or beside, the answer headers.
 * @param {string} csp the portal's policy (contentSecurityPolicy)
 */
export function documentHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  };
}

/**
 * The headers a document is sent with: the answer headers, with the document's own in place.
 * @param {string} csp
 */
export function securityHeaders(csp) {
  return { ...answerHeaders, ...documentHeaders(csp) };
}

/**
 * Whether an answer of this Content-Type is a document a browser shows as a page.
 * @param {unknown} contentType
 */
export function isDocumentType(contentType) {
  return /^\s*text\/html\b/i.test(String(contentType ?? ''));
}
