// @ts-check
// The portal's icon, written into its documents (index.html and the landing page, login.html) as a
// data: URL when the shell's production build writes them. A page then asks for no icon file: over
// HTTP/1.1 a browser opens at most six connections to the shell's origin, and the icon request took
// one of them while the shell's main bundle waited for a free one
// (docs/performance.md#what-a-start-up-waits-for). The icon's one source stays shell/public/favicon.svg,
// which the templates name and the servers still serve for anything that asks for it by name.

/** How the templates name the icon: the attribute the build replaces. */
export const iconReference = 'href="/favicon.svg"';

/**
 * The SVG as a data: URL, percent-encoded so that it sits in a double-quoted attribute as it is.
 * @param {string} svg
 */
export function iconDataUrl(svg) {
  const text = svg.trim();
  if (!text.startsWith('<svg')) throw new Error('the portal icon is not an SVG document');
  return `data:image/svg+xml,${encodeURIComponent(text)}`;
}

/**
 * The document with its icon link pointing at the inline icon. The document must name the icon once.
 * @param {string} html
 * @param {string} svg
 */
export function withInlineIcon(html, svg) {
  if (html.split(iconReference).length !== 2) throw new Error(`a portal document must name its icon once, as ${iconReference}`);
  return html.replace(iconReference, () => `href="${iconDataUrl(svg)}"`);
}
