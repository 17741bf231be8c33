// A small helper so that every data module writes programs the same way.
import type { ContentItem, ExitModalData, ProgramData } from '../content-types';

export function programItem(contentId: string, data: ProgramData, extra: { date_expire?: string; dataExitModal?: ExitModalData } = {}): ContentItem {
  return { content_id: contentId, data, ...extra };
}

/** A phone number as a tel: link, written the way members read it (1-800-555-0161). */
export function phoneLink(display: string): string {
  const digits = display.replace(/\D/g, '');
  return `<a href="tel:+${digits.length === 10 ? `1${digits}` : digits}">${display}</a>`;
}

/** A link to an outside site; it opens in a new tab. */
export function externalLink(href: string, text: string): string {
  return `<a href="${href}" target="_blank">${text} (opens in a new tab)</a>`;
}
