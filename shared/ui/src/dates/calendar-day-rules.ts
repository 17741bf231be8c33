// Every date rule of the portal, on calendar days (docs/decisions/0035-one-date-module.md): today in the insurer's
// time zone, a day as YYYY-MM-DD, which day comes first, months added or taken away with the end-of-month clamp
// (August 31 plus 6 months is February 28, or 29), the start of a year, whole years of age, the card-expiry month,
// and the latest dated entry on or before today (content date_logic and date_expire,
// docs/product/content-and-programs.md#content-lookup). A calendar day ("2026-03-07", or "2024-11-8" as the content
// catalogue writes some) is that day; a timestamp or a Date is the day it was in America/Chicago (insurer-dates.ts
// reads it there with the browser's Intl). Days are handed back as YYYY-MM-DD, which the member API sends and takes
// and which compares as text. The rules are on a day's year, month and day, with no time of day and no time zone
// left in them, so they need no date library: pages load @portal/ui/dates/days, not Luxon, and
// shared/ui/test/date-days.test.ts holds every rule to Luxon's answer over years of days.
import { isCardExpiryCurrent as cardExpiryIsCurrentOn } from '@portal/contracts/payment-rules';
import { daysInMonth, insurerDayOf, isRealDay, type CalendarDay } from './insurer-dates';

export type { CalendarDay } from './insurer-dates';

/**
 * A day as the portal has it: YYYY-MM-DD (one-digit month or day allowed), a timestamp (the day it was
 * in Central time), a Date (the same), or a day's parts.
 */
export type DayInput = string | Date | CalendarDay;

const calendarText = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

function realDay(parts: CalendarDay): CalendarDay | null {
  return isRealDay(parts.year, parts.month, parts.day) ? { year: parts.year, month: parts.month, day: parts.day } : null;
}

/** The day's parts, or null when it is missing or not a real day (02/30, 04/31, 02/29 outside leap years, month 13). */
export function calendarDayParts(value: DayInput | null | undefined): CalendarDay | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    const match = calendarText.exec(value.trim());
    return match ? realDay({ year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) }) : insurerDayOf(value);
  }
  return value instanceof Date ? insurerDayOf(value) : realDay(value);
}

const padded = (value: number, digits: number) => String(value).padStart(digits, '0');
const dayText = (day: CalendarDay) => `${padded(day.year, 4)}-${padded(day.month, 2)}-${padded(day.day, 2)}`;

/** The day as YYYY-MM-DD, or null when it is missing or not a real day. */
export function calendarDay(value: DayInput | null | undefined): string | null {
  const day = calendarDayParts(value);
  return day ? dayText(day) : null;
}

/** The day's parts; a day that is missing or not real is a programming error. */
function requiredParts(value: DayInput): CalendarDay {
  const day = calendarDayParts(value);
  if (day === null) throw new RangeError(`not a calendar day: ${String(value)}`);
  return day;
}

/** The day as YYYY-MM-DD; a day that is missing or not real is a programming error. */
function requiredCalendarDay(value: DayInput): string {
  return dayText(requiredParts(value));
}

/** Today in the insurer's time zone (America/Chicago), as YYYY-MM-DD. */
export function insurerToday(now: Date = new Date()): string {
  return requiredCalendarDay(now);
}

const textOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** Negative when day `a` is before day `b`, 0 on the same day, positive after. Both must be real days. */
export function compareDays(a: DayInput, b: DayInput): number {
  return textOrder(requiredCalendarDay(a), requiredCalendarDay(b));
}

/** Whether `day` is a real day before `other`; false when either is missing or unreadable. */
export function isBeforeDay(day: DayInput | null | undefined, other: DayInput): boolean {
  const [a, b] = [calendarDay(day), calendarDay(other)];
  return a !== null && b !== null && a < b;
}

/** Whether `day` is a real day after `other`; false when either is missing or unreadable. */
export function isAfterDay(day: DayInput | null | undefined, other: DayInput): boolean {
  const [a, b] = [calendarDay(day), calendarDay(other)];
  return a !== null && b !== null && a > b;
}

/** Whether a last day (an expiry date) has passed on `today`: it still counts on the day itself. False when unreadable. */
export function hasDayPassed(lastDay: DayInput | null | undefined, today: DayInput): boolean {
  return isBeforeDay(lastDay, today);
}

/**
 * Whether a card's expiry, MM/YY as printed on it (a year of 2000 to 2099), is a real month that has
 * not ended before `today`: a card is good through the last day of its expiry month. The rule is the
 * one the member API applies (@portal/contracts/payment-rules); this gives it today as the insurer counts it.
 */
export function isCardExpiryCurrent(expiry: string, today: DayInput = insurerToday()): boolean {
  return cardExpiryIsCurrentOn(expiry, requiredCalendarDay(today));
}

/**
 * The entry of a dated list in force on `today`: the latest one dated on or before it (entries whose
 * date cannot be read are left out), or undefined before the first date.
 */
export function latestOnOrBefore<T>(entries: readonly T[], dateOf: (entry: T) => string, today: DayInput): T | undefined {
  const now = requiredCalendarDay(today);
  return entries
    .map((entry) => ({ entry, day: calendarDay(dateOf(entry)) }))
    .filter((dated): dated is { entry: T; day: string } => dated.day !== null && dated.day <= now)
    .sort((a, b) => textOrder(a.day, b.day))
    .at(-1)?.entry;
}

/** The same day `months` months later (earlier when negative); a day the month lacks becomes its last. */
export function plusMonths(day: DayInput, months: number): string {
  if (!Number.isInteger(months)) throw new RangeError(`not a whole number of months: ${months}`);
  const from = requiredParts(day);
  const monthIndex = from.year * 12 + (from.month - 1) + months;
  const year = Math.floor(monthIndex / 12);
  const month = monthIndex - year * 12 + 1;
  return dayText({ year, month, day: Math.min(from.day, daysInMonth(year, month)) });
}

/** The same day `months` months earlier; a day the month lacks becomes its last (May 31 less 3 months is February 28). */
export function minusMonths(day: DayInput, months: number): string {
  return plusMonths(day, -months);
}

/** The given day of the month of `day` (a day the month lacks becomes its last), as YYYY-MM-DD: the 26th of a bill's due month. */
export function dayOfSameMonth(day: DayInput, dayOfMonth: number): string {
  if (!Number.isInteger(dayOfMonth) || dayOfMonth < 1) throw new RangeError(`not a day of a month: ${dayOfMonth}`);
  const { year, month } = requiredParts(day);
  return dayText({ year, month, day: Math.min(dayOfMonth, daysInMonth(year, month)) });
}

/** January 1 of the day's year, as YYYY-MM-DD. */
export function startOfYear(day: DayInput): string {
  return dayText({ year: requiredParts(day).year, month: 1, day: 1 });
}

/**
 * Whole years of age on a day: a birthday counts on the day itself, and a February 29 birthday on
 * March 1 of a year without one (the age rules of docs/product/constants.md#constants-pharmacy-age: a guardian under 14, the pharmacy
 * from 17, a dependent's health records until 18).
 */
export function ageOn(birth: DayInput, on: DayInput): number {
  const [born, day] = [requiredParts(birth), requiredParts(on)];
  const hadBirthday = day.month * 100 + day.day >= born.month * 100 + born.day;
  return day.year - born.year - (hadBirthday ? 0 : 1);
}

/** Whether someone born on `birth` is under `years` on `on` (under 14, under 17; until 18 is under 18). */
export function isUnderAge(birth: DayInput, years: number, on: DayInput): boolean {
  return ageOn(birth, on) < years;
}
