// The one sanitiser for HTML that comes from the server (notice, messages, dialogs, content), with
// the allow-list of docs/product/validation.md#format-phone: links with href, class and target; class on p, div and span;
// the schemes http, https, ftp, mailto and tel. Everything else is dropped.
import DOMPurify from 'dompurify';

const allowedTags = ['a', 'p', 'div', 'span'];
const allowedAttributes = ['href', 'class', 'target'];
const allowedUri = /^(?:https?|ftp|mailto|tel):/i;

const purifier = DOMPurify();
purifier.addHook('uponSanitizeAttribute', (node, data) => {
  // href and target only on links; class on every allowed element.
  if ((data.attrName === 'href' || data.attrName === 'target') && node.nodeName !== 'A') data.keepAttr = false;
  if (data.attrName === 'target' && !['_blank', '_self'].includes(data.attrValue)) data.keepAttr = false;
  // DOMPurify tests an href with every whitespace and control character removed and keeps an empty one,
  // so it lets through href="" and values like "h\u2000ttps://…" that browsers read as relative links.
  // Test the value as the URL parser reads it (it ignores only tabs and newlines) against the schemes.
  if (data.attrName === 'href' && !allowedUri.test(data.attrValue.replace(/[\t\n\r]/g, ''))) data.keepAttr = false;
});
purifier.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  return purifier.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    // rel is never taken from the HTML (DOMPurify would keep any value that looks like an allowed URI,
    // e.g. rel="tel: opener", on any element); the afterSanitizeAttributes hook sets it on _blank links.
    ALLOWED_ATTR: allowedAttributes,
    ALLOWED_URI_REGEXP: allowedUri,
    // target holds no URI; without this DOMPurify would test its value against the URI allow-list.
    ADD_URI_SAFE_ATTR: ['target'],
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
  });
}

/** Renders server HTML after sanitising it; the only place the portal sets innerHTML. */
export function SanitizedHtml({ html, className }: { html: string; className?: string }) {
  return <div className={className} dangerouslySetInnerHTML={{ __html: sanitizeHtml(html) }} />;
}
