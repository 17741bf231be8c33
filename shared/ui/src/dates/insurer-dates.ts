// Showing dates, the part of the one date module that needs no Luxon (the date rules are in
// calendar-days.ts, on Luxon). Dates show as MM/DD/YYYY or YYYY-MM-DD and a missing date as
// "invalid date", each on the day it was in the insurer's time zone: a calendar day ("2026-03-07") is
// that day, a time without an offset is already the insurer's local time, and a timestamp with an
// offset (or a Date) is the day it was in Central time, never its UTC date, so a message sent at 8 p.m.
// Central shows the day it was sent. The browser's Intl does the time-zone conversion, so pages that
// only show dates (the dashboard's cards, the staff pages) load this and not Luxon (@portal/ui/dates/display);
// the date rules read days through it too (calendar-day-rules.ts).

/** The insurer's time zone: chats run in it, and every date the portal shows is a day in it. */
export const insurerTimeZone = 'America/Chicago';

/** What a missing or unreadable date shows. */
export const invalidDateText = 'invalid date';

/** A calendar day or timestamp as the member API sends it (ISO 8601), or a Date. */
export type DateValue = string | Date | null | undefined;

/** A moment as read on the insurer's clock. */
interface InsurerClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
}

// YYYY-MM-DD, optionally THH:mm, :ss and a fraction, then optionally Z or an offset (+05, +0530, +05:30).
const isoMoment = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:[.,]\d+)?)?(Z|[+-]\d{2}(?::?\d{2})?)?)?$/;

const centralClock = new Intl.DateTimeFormat('en-US', {
  timeZone: insurerTimeZone,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
});

/** A calendar day by its parts (month 1 to 12), as a typed date of birth is read. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/** How many days the month has (February's 28 or 29 included). */
export function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is this month's last day; setUTCFullYear, unlike Date.UTC, takes years before 100 as they are.
  const lastDay = new Date(0);
  lastDay.setUTCFullYear(year, month, 0);
  return lastDay.getUTCDate();
}

/** Whether the parts name a day the calendar has (no 02/30, no month 13), in years 1 to 9999. */
export function isRealDay(year: number, month: number, day: number): boolean {
  if (![year, month, day].every(Number.isInteger) || year < 1 || year > 9999 || month < 1 || month > 12) return false;
  return day >= 1 && day <= daysInMonth(year, month);
}

function clockOfInstant(instant: Date): InsurerClock | null {
  if (Number.isNaN(instant.getTime())) return null;
  const parts = Object.fromEntries(centralClock.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    hour: Number(parts.hour) % 24,
    minute: Number(parts.minute),
  };
}

/** The moment on the insurer's clock, or null when missing or unreadable. */
function insurerClock(value: DateValue): InsurerClock | null {
  if (value instanceof Date) return clockOfInstant(value);
  if (typeof value !== 'string') return null;
  const match = isoMoment.exec(value.trim());
  if (!match) return null;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = [1, 2, 3, 4, 5, 6].map((index) => Number(match[index] ?? 0));
  if (!isRealDay(year, month, day) || hour > 23 || minute > 59 || second > 59) return null;
  const offset = match[7];
  if (offset === undefined) return { year, month, day, hour, minute };
  const withColon = offset === 'Z' || offset.length !== 5 ? offset : `${offset.slice(0, 3)}:${offset.slice(3)}`;
  const asIso = `${match[0].slice(0, match[0].length - offset.length)}${offset.length === 3 ? `${offset}:00` : withColon}`;
  return clockOfInstant(new Date(asIso));
}

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The day a date was on the insurer's clock, by its parts; null when missing or unreadable. */
export function insurerDayOf(value: DateValue): CalendarDay | null {
  const clock = insurerClock(value);
  return clock ? { year: clock.year, month: clock.month, day: clock.day } : null;
}

/** MM/DD/YYYY, the date members read on every page. */
export function formatDate(value: DateValue): string {
  const clock = insurerClock(value);
  return clock ? `${twoDigits(clock.month)}/${twoDigits(clock.day)}/${clock.year}` : invalidDateText;
}

/** YYYY-MM-DD, the other date format (machine-readable places such as a time element). */
export function formatIsoDate(value: DateValue): string {
  const clock = insurerClock(value);
  return clock ? `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}` : invalidDateText;
}

/** The time of day in Central time, such as "8:05 PM"; empty when there is none. */
export function formatTime(value: DateValue): string {
  const clock = insurerClock(value);
  if (!clock) return '';
  return `${clock.hour % 12 || 12}:${twoDigits(clock.minute)} ${clock.hour < 12 ? 'AM' : 'PM'}`;
}

/** The day of the month autopay drafts the premium: the 26th. */
export const autopayDraftDay = 26;

const ordinalRules = new Intl.PluralRules('en-US', { type: 'ordinal' });
const ordinalSuffixes: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** A day of the month as members read it: 1st, 2nd, 3rd, 4th, 11th, 21st, 22nd, 26th. */
export function ordinalDay(day: number): string {
  return `${day}${ordinalSuffixes[ordinalRules.select(day)] ?? 'th'}`;
}
