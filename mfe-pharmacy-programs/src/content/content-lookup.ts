// The lookup rules of the content catalogue (docs/product/content-and-programs.md#content-lookup, "Content selection"), as pure functions
// over a catalogue so that tests can hand in their own items and their own "now":
// - content ids match case-insensitively; an unknown id returns the id itself;
// - only the locale en-us has content: any other locale returns nothing;
// - a bypass flag skips the lookup and returns the id (content authors use it to see which id shows where);
// - an item whose date_expire is in the past returns nothing (it still shows on its expiry date);
// - an item with a dated list (date_logic) is switched by date: the entries are sorted by date and the
//   latest one dated on or before today supplies the content (the item its content_key names); before
//   the first date, the item's own (default) data shows;
// - the exit-modal lookup returns the matching item's modal data.
// Dates are calendar days in the insurer's time zone (America/Chicago), reckoned by the one date module
// (@portal/ui/dates): a switch dated 2025-06-12 applies from midnight Central time.
import { calendarDay as dayOf, hasDayPassed, insurerToday, latestOnOrBefore } from '@portal/ui/dates/days';
import type { ContentData, ContentItem, DateLogicEntry, ExitModalData } from './content-types';

export const contentLocale = 'en-us';

export interface LookupOptions {
  /** The member's locale; en-us is the only one with content. Defaults to en-us. */
  locale?: string;
  /** Return the id instead of the content. */
  bypass?: boolean;
  /** Defaults to the current time; what counts is the day it is in Chicago. */
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

const catalogueDate = /^\d{4}-\d{1,2}-\d{1,2}$/;

/** A catalogue date (YYYY-MM-DD, or with one-digit month or day) as YYYY-MM-DD; null when it is not a real day. */
function catalogueDay(value: string | undefined): string | null {
  return value !== undefined && catalogueDate.test(value.trim()) ? dayOf(value) : null;
}

/** A catalogue date as the number yyyymmdd; null when it is not a real day (2023-02-29, "soon", 11/08/2024). */
export function calendarDay(value: string): number | null {
  const day = catalogueDay(value);
  return day === null ? null : Number(day.replace(/-/g, ''));
}

/** Whether the item's expiry date has passed in Chicago (it still shows on the day; an unreadable one counts as no expiry). */
export function isExpired(item: Pick<ContentItem, 'date_expire'>, now: Date): boolean {
  return hasDayPassed(catalogueDay(item.date_expire), insurerToday(now));
}

/** The latest dated entry on or before today in Chicago, if any (entries with unreadable dates are ignored). */
export function activeDateEntry(entries: readonly DateLogicEntry[], now: Date): DateLogicEntry | undefined {
  const readable = entries.filter((entry) => catalogueDay(entry.date) !== null);
  return latestOnOrBefore(readable, (entry) => entry.date, insurerToday(now));
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

/** docs/product/content-and-programs.md#content-lookup: the content, the id itself (unknown id or bypass), or null (other locale, expired). */
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
