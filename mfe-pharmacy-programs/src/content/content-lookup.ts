// The lookup rules of the content catalogue (SPEC section 4, "Content selection"), as pure functions
// over a catalogue so that tests can hand in their own items and their own "now":
// - content ids match case-insensitively; an unknown id returns the id itself;
// - only the locale en-us has content: any other locale returns nothing;
// - a bypass flag skips the lookup and returns the id (content authors use it to see which id shows where);
// - an item whose date_expire is in the past returns nothing (it still shows on its expiry date);
// - an item with a dated list (date_logic) is switched by date: the entries are sorted by date and the
//   latest one dated on or before today supplies the content (the item its content_key names); before
//   the first date, the item's own (default) data shows;
// - the exit-modal lookup returns the matching item's modal data.
// Dates are calendar days in the member's time zone: a switch dated 2025-06-12 applies from midnight.
import type { ContentData, ContentItem, DateLogicEntry, ExitModalData } from './content-types';

export const contentLocale = 'en-us';

export interface LookupOptions {
  /** The member's locale; en-us is the only one with content. Defaults to en-us. */
  locale?: string;
  /** Return the id instead of the content. */
  bypass?: boolean;
  /** Defaults to the current time. */
  now?: Date;
}

export interface ContentCatalogue {
  /** The item with this id, ignoring case. */
  find(contentId: string): ContentItem | undefined;
  readonly items: readonly ContentItem[];
}

export function createCatalogue(items: readonly ContentItem[]): ContentCatalogue {
  const byId = new Map<string, ContentItem>();
  for (const item of items) {
    const key = item.content_id.toLowerCase();
    if (byId.has(key)) throw new Error(`duplicate content id "${item.content_id}"`);
    byId.set(key, item);
  }
  return { items, find: (contentId) => byId.get(contentId.trim().toLowerCase()) };
}

/** Locale tags are case-insensitive (BCP 47), so en-US is en-us too. */
export function isSupportedLocale(locale: string): boolean {
  return locale.trim().toLowerCase() === contentLocale;
}

/** A calendar date (YYYY-MM-DD, or with one-digit month or day) as the number yyyymmdd; null when not a date. */
export function calendarDay(value: string): number | null {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  if (date.getFullYear() !== year || date.getMonth() !== month - 1 || date.getDate() !== day) return null;
  return year * 10_000 + month * 100 + day;
}

/** Today's calendar day in the local time zone, as yyyymmdd. */
export function today(now: Date): number {
  return now.getFullYear() * 10_000 + (now.getMonth() + 1) * 100 + now.getDate();
}

/** Whether the item's expiry date has passed (an unreadable expiry date counts as no expiry). */
export function isExpired(item: Pick<ContentItem, 'date_expire'>, now: Date): boolean {
  if (!item.date_expire) return false;
  const expires = calendarDay(item.date_expire);
  return expires !== null && expires < today(now);
}

/** The latest dated entry on or before today, if any (entries with unreadable dates are ignored). */
export function activeDateEntry(entries: readonly DateLogicEntry[], now: Date): DateLogicEntry | undefined {
  const day = today(now);
  return entries
    .map((entry) => ({ entry, day: calendarDay(entry.date) }))
    .filter((dated): dated is { entry: DateLogicEntry; day: number } => dated.day !== null)
    .sort((a, b) => a.day - b.day)
    .filter((dated) => dated.day <= day)
    .at(-1)?.entry;
}

export type ContentResult =
  | { kind: 'content'; item: ContentItem; data: ContentData }
  | { kind: 'id'; id: string; reason: 'unknown' | 'bypass' }
  | { kind: 'nothing'; reason: 'locale' | 'expired' };

/** The lookup with its reason, for pages that treat an unknown id differently from content. */
export function resolveContent(catalogue: ContentCatalogue, contentId: string, options: LookupOptions = {}): ContentResult {
  const { locale = contentLocale, bypass = false, now = new Date() } = options;
  if (!isSupportedLocale(locale)) return { kind: 'nothing', reason: 'locale' };
  if (bypass) return { kind: 'id', id: contentId, reason: 'bypass' };
  const item = catalogue.find(contentId);
  if (!item) return { kind: 'id', id: contentId, reason: 'unknown' };
  if (isExpired(item, now)) return { kind: 'nothing', reason: 'expired' };
  const entry = item.date_logic ? activeDateEntry(item.date_logic, now) : undefined;
  const dated = entry ? catalogue.find(entry.content_key) : undefined;
  return { kind: 'content', item, data: dated ? dated.data : item.data };
}

/** SPEC section 4: the content, the id itself (unknown id or bypass), or null (other locale, expired). */
export function lookupContent(catalogue: ContentCatalogue, contentId: string, options: LookupOptions = {}): ContentData | null {
  const result = resolveContent(catalogue, contentId, options);
  if (result.kind === 'content') return result.data;
  return result.kind === 'id' ? result.id : null;
}

/**
 * The exit modal of the matching item, or null. The bypass flag does not apply: it shows content ids
 * instead of copy, and must never skip an authorization the member has to give.
 */
export function lookupExitModal(catalogue: ContentCatalogue, contentId: string, options: LookupOptions = {}): ExitModalData | null {
  const result = resolveContent(catalogue, contentId, { ...options, bypass: false });
  return result.kind === 'content' ? (result.item.dataExitModal ?? null) : null;
}
