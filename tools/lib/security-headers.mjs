// @ts-check
// Security headers for every response of the production server (docs/decisions/0013-static-hosting-like-production.md).

/**
 * The portal's Content-Security-Policy.
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

/** @param {string} csp */
export function securityHeaders(csp) {
  return {
    'Content-Security-Policy': csp,
    'Referrer-Policy': 'no-referrer',
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    'Cross-Origin-Resource-Policy': 'cross-origin',
  };
}
