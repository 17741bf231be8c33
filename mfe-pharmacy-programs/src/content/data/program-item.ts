// A small helper so that every data module writes programs the same way.
import { formatPhone, phoneHref } from '@portal/ui';
import type { ContentItem, ExitModalData, ProgramData } from '../content-types';

export function programItem(
  contentId: string,
  data: ProgramData,
  extra: { date_expire?: string; dataExitModal?: ExitModalData } = {},
): ContentItem {
  return { content_id: contentId, data, ...extra };
}

/**
 * A phone number in program text as a tel: link, shown (800) 555-0161 and dialled +18005550161: the
 * kit's phone rule (docs/product/validation.md#format-phone), as HTML because program bodies are content strings.
 */
export function phoneLink(number: string): string {
  const href = phoneHref(number);
  return href ? `<a href="${href}">${formatPhone(number)}</a>` : number;
}

/** A link to an outside site; it opens in a new tab. */
export function externalLink(href: string, text: string): string {
  return `<a href="${href}" target="_blank">${text} (opens in a new tab)</a>`;
}
