// A message's HTML body, sanitised (the only way server HTML is shown). Links to portal pages open in
// the portal without reloading it; other links behave as the sanitiser left them.
import { type MouseEvent } from 'react';
import { useNavigate } from '@portal/routing';
import { SanitizedHtml } from '@portal/ui/sanitized-html';
import { inPortalPath, withAbsolutePortalLinks } from './portal-links';

export function MessageBody({ html, className }: { html: string; className?: string }) {
  const navigate = useNavigate();
  const origin = window.location.origin;

  const followPortalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a');
    const path = link instanceof HTMLAnchorElement ? inPortalPath(link, origin) : null;
    if (path === null) return;
    event.preventDefault();
    void navigate(path);
  };

  return (
    // Clicks bubble from the links inside (keyboard activation included); the div itself is not interactive.
    <div onClick={followPortalLink}>
      <SanitizedHtml html={withAbsolutePortalLinks(html, origin)} className={className} />
    </div>
  );
}
