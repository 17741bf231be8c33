// @ts-check
// Security headers for every response of the production server (docs/architecture.md decision 10).

/**
 * @param {{ codeOrigins: string[], connectOrigins: string[], formOrigins: string[] }} origins
 */
export function contentSecurityPolicy({ codeOrigins, connectOrigins, formOrigins }) {
  const code = ["'self'", ...codeOrigins].join(' ');
  return [
    "default-src 'self'",
    `script-src ${code}`,
    // Inline styles only (never scripts): Radix's scroll lock (the shell's menu drawer and chat panel)
    // injects a <style> element.
    `style-src ${code} 'unsafe-inline'`,
    `img-src ${code} data:`,
    `font-src ${code}`,
    `connect-src ${["'self'", ...new Set([...codeOrigins, ...connectOrigins])].join(' ')}`,
    `form-action ${["'self'", ...formOrigins].join(' ')}`,
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
