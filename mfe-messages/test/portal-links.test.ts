import { inPortalPath, withAbsolutePortalLinks } from '../src/messages/portal-links';
import { sanitizeHtml } from '@portal/ui/sanitized-html';

const origin = 'http://localhost:3000';

describe('withAbsolutePortalLinks', () => {
  it('makes links to portal paths absolute on the portal origin, so the sanitiser keeps them', () => {
    const html = '<p>See <a href="/claims">Claims</a> and <a href="https://example.com/x">this</a>.</p>';
    const absolute = withAbsolutePortalLinks(html, origin);
    expect(absolute).toBe('<p>See <a href="http://localhost:3000/claims">Claims</a> and <a href="https://example.com/x">this</a>.</p>');
    expect(sanitizeHtml(absolute)).toContain('<a href="http://localhost:3000/claims">Claims</a>');
  });

  it('leaves other sites, relative paths and dangerous links for the sanitiser', () => {
    const html = '<a href="//evil.example.com/x">a</a><a href="claims">b</a><a href="javascript:alert(1)">c</a>';
    const absolute = withAbsolutePortalLinks(html, origin);
    expect(absolute).toBe(html);
    expect(sanitizeHtml(absolute)).not.toContain('javascript');
  });

  it('returns text without links unchanged', () => {
    expect(withAbsolutePortalLinks('<p>No links here.</p>', origin)).toBe('<p>No links here.</p>');
  });
});

describe('inPortalPath', () => {
  const link = (attributes: Record<string, string>) => {
    const element = document.createElement('a');
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    return element;
  };

  it('gives the path of a same-origin link that opens in this tab', () => {
    expect(inPortalPath(link({ href: `${window.location.origin}/claims?x=1#top` }), window.location.origin)).toBe('/claims?x=1#top');
  });

  it('leaves other sites, new tabs and links without href to the browser', () => {
    expect(inPortalPath(link({ href: 'https://example.com/claims' }), window.location.origin)).toBeNull();
    expect(inPortalPath(link({ href: `${window.location.origin}/claims`, target: '_blank' }), window.location.origin)).toBeNull();
    expect(inPortalPath(link({}), window.location.origin)).toBeNull();
  });
});
