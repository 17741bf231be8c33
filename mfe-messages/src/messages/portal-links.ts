// Message bodies link to portal pages with paths such as "/claims". The sanitiser keeps only links with
// an allowed scheme (docs/product/validation.md#format-phone), so such paths are made absolute on the portal's own origin
// first; anything else is left for the sanitiser to judge. DOMParser runs no script.
export function withAbsolutePortalLinks(html: string, origin: string): string {
  if (!html.includes('href')) return html;
  const document = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  for (const link of document.querySelectorAll('a[href]')) {
    const href = link.getAttribute('href') ?? '';
    // "/path" only: "//host" is another site, and "path" without a slash is ambiguous.
    if (/^\/(?!\/)/.test(href)) link.setAttribute('href', `${origin}${href}`);
  }
  return document.body.innerHTML;
}

/** The in-portal path of a link on the portal's origin that opens in the same tab, else null. */
export function inPortalPath(link: HTMLAnchorElement, origin: string): string | null {
  if (!link.hasAttribute('href') || (link.target && link.target !== '_self')) return null;
  let url: URL;
  try {
    url = new URL(link.href, origin);
  } catch {
    return null;
  }
  return url.origin === origin ? `${url.pathname}${url.search}${url.hash}` : null;
}
