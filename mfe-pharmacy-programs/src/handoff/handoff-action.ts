// Where a program's (or the pharmacy center's) button leads: a partner single sign-on, an outside site
// (docs/product/routes-and-guards.md#routes-handoffs: links containing http open in a new tab), or a page of the portal.
import { opensInNewTab } from '@portal/api-client/partner-handoff';
import { partnerKeys, type PartnerKey } from '../content/content-types';

export type HandoffAction = { kind: 'sso'; key: PartnerKey } | { kind: 'external'; href: string } | { kind: 'internal'; to: string };

export function isPartnerKey(value: string): value is PartnerKey {
  return (partnerKeys as readonly string[]).includes(value);
}

/** The button's action: the partner when buttonSSO names one, else the link, else none. */
export function handoffAction({ buttonSSO, buttonLink }: { buttonSSO?: string; buttonLink?: string }): HandoffAction | null {
  const key = buttonSSO?.trim() ?? '';
  if (isPartnerKey(key)) return { kind: 'sso', key };
  const link = buttonLink?.trim() ?? '';
  if (link === '') return null;
  if (opensInNewTab(link)) return /^https?:\/\//i.test(link) ? { kind: 'external', href: link } : null;
  return link.startsWith('/') ? { kind: 'internal', to: link } : null;
}
