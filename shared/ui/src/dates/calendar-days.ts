// Calendar days in the insurer's time zone, on Luxon: the one place for every date rule of the portal
// (docs/decisions/0035-one-date-module.md). Today is today in America/Chicago; a timestamp counts as the day it was
// there; a calendar day ("2026-03-07", or "2024-11-8" as the content catalogue writes some) is that
// day. Days are handed back as YYYY-MM-DD, which the member API sends and takes, and which compares
// as text. The rules: months added or taken away with the end-of-month clamp (August 31 plus 6 months
// is February 28, or 29), whole years of age, the card-expiry month, and the latest dated entry on or
// before today (content date_logic and date_expire, docs/product/content-and-programs.md#content-lookup).
// Showing a date needs none of this and no Luxon: insurer-dates.ts.
import { DateTime } from 'luxon';
import { isCardExpiryCurrent as cardExpiryIsCurrentOn } from '@portal/contracts/payment-rules';
import { insurerTimeZone, type DateValue } from './insurer-dates';

/** A calendar day by its parts (month 1 to 12), as a typed date of birth is read. */
export interface CalendarDay {
  year: number;
  month: number;
  day: number;
}

/**
 * A day as the portal has it: YYYY-MM-DD (one-digit month or day allowed), a timestamp (the day it was
 * in Central time), a Date (the same), or a day's parts.
 */
export type DayInput = string | Date | CalendarDay;

const isoDay = 'yyyy-MM-dd';

/**
 * The moment in the insurer's time zone as a Luxon DateTime, or null when missing or unreadable. A
 * string without an offset (a calendar day, or a local time) is taken as the insurer's local time; one
 * with an offset or Z is converted to it.
 */
export function insurerDateTime(value: DateValue): DateTime | null {
  const parsed =
    value instanceof Date
      ? DateTime.fromJSDate(value, { zone: insurerTimeZone })
      : typeof value === 'string' && value.trim() !== ''
        ? DateTime.fromISO(value.trim(), { zone: insurerTimeZone })
        : null;
  return parsed?.isValid ? parsed : null;
}
const calendarText = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;

/** The start of the day in Central time, or null when the input is missing or not a real day. */
function dayOf(value: DayInput | null | undefined): DateTime | null {
  if (value === null || value === undefined) return null;
  let parts: CalendarDay | null = null;
  if (typeof value === 'string') {
    const match = calendarText.exec(value.trim());
    if (match) parts = { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
  } else if (!(value instanceof Date)) {
    parts = value;
  }
  // Luxon refuses a day the month does not have (02/30, 04/31, 02/29 outside leap years), month 13...
  const parsed = parts
    ? DateTime.fromObject({ year: parts.year, month: parts.month, day: parts.day }, { zone: insurerTimeZone })
    : insurerDateTime(value as string | Date);
  return parsed?.isValid ? parsed.startOf('day') : null;
}

function requiredDay(value: DayInput): DateTime {
  const day = dayOf(value);
  if (!day) throw new RangeError(`not a calendar day: ${String(value)}`);
  return day;
}

/** The day as YYYY-MM-DD, or null when it is missing or not a real day. */
export function calendarDay(value: DayInput | null | undefined): string | null {
  return dayOf(value)?.toFormat(isoDay) ?? null;
}

/** The day's parts, or null when it is missing or not a real day. */
export function calendarDayParts(value: DayInput | null | undefined): CalendarDay | null {
  const day = dayOf(value);
  return day ? { year: day.year, month: day.month, day: day.day } : null;
}

/** Today in the insurer's time zone (America/Chicago), as YYYY-MM-DD. */
export function insurerToday(now: Date = new Date()): string {
  return requiredDay(now).toFormat(isoDay);
}

/** Negative when day `a` is before day `b`, 0 on the same day, positive after. Both must be real days. */
export function compareDays(a: DayInput, b: DayInput): number {
  return Math.sign(requiredDay(a).toMillis() - requiredDay(b).toMillis());
}

/** Whether `day` is a real day before `other`; false when either is missing or unreadable. */
export function isBeforeDay(day: DayInput | null | undefined, other: DayInput): boolean {
  const [a, b] = [dayOf(day), dayOf(other)];
  return a !== null && b !== null && a < b;
}

/** Whether `day` is a real day after `other`; false when either is missing or unreadable. */
export function isAfterDay(day: DayInput | null | undefined, other: DayInput): boolean {
  const [a, b] = [dayOf(day), dayOf(other)];
  return a !== null && b !== null && a > b;
}

/** The same day `months` months later (earlier when negative); a day the month lacks becomes its last. */
export function plusMonths(day: DayInput, months: number): string {
  return requiredDay(day).plus({ months }).toFormat(isoDay);
}

/** The same day `months` months earlier; a day the month lacks becomes its last (May 31 less 3 months is February 28). */
export function minusMonths(day: DayInput, months: number): string {
  return requiredDay(day).minus({ months }).toFormat(isoDay);
}

/** The given day of the month of `day` (a day the month lacks becomes its last), as YYYY-MM-DD: the 26th of a bill's due month. */
export function dayOfSameMonth(day: DayInput, dayOfMonth: number): string {
  const start = requiredDay(day).startOf('month');
  return start.set({ day: Math.min(dayOfMonth, start.daysInMonth ?? 28) }).toFormat(isoDay);
}

/** January 1 of the day's year, as YYYY-MM-DD. */
export function startOfYear(day: DayInput): string {
  return requiredDay(day).startOf('year').toFormat(isoDay);
}

/**
 * Whole years of age on a day: a birthday counts on the day itself, and a February 29 birthday on
 * March 1 of a year without one (the age rules of docs/product/constants.md#constants-pharmacy-age: a guardian under 14, the pharmacy
 * from 17, a dependent's health records until 18).
 */
export function ageOn(birth: DayInput, on: DayInput): number {
  const [born, day] = [requiredDay(birth), requiredDay(on)];
  const hadBirthday = day.toFormat('MMdd') >= born.toFormat('MMdd');
  return day.year - born.year - (hadBirthday ? 0 : 1);
}

/** Whether someone born on `birth` is under `years` on `on` (under 14, under 17; until 18 is under 18). */
export function isUnderAge(birth: DayInput, years: number, on: DayInput): boolean {
  return ageOn(birth, on) < years;
}

/**
 * Whether a card's expiry, MM/YY as printed on it (a year of 2000 to 2099), is a real month that has
 * not ended before `today`: a card is good through the last day of its expiry month. The rule is the
 * one the member API applies (@portal/contracts/payment-rules); this gives it today as the insurer counts it.
 */
export function isCardExpiryCurrent(expiry: string, today: DayInput = insurerToday()): boolean {
  return cardExpiryIsCurrentOn(expiry, requiredDay(today).toFormat(isoDay));
}

/**
 * The entry of a dated list in force on `today`: the latest one dated on or before it (entries whose
 * date cannot be read are left out), or undefined before the first date.
 */
export function latestOnOrBefore<T>(entries: readonly T[], dateOf: (entry: T) => string, today: DayInput): T | undefined {
  const now = requiredDay(today);
  return entries
    .map((entry) => ({ entry, day: dayOf(dateOf(entry)) }))
    .filter((dated): dated is { entry: T; day: DateTime } => dated.day !== null && dated.day <= now)
    .sort((a, b) => a.day.toMillis() - b.day.toMillis())
    .at(-1)?.entry;
}

/** Whether a last day (an expiry date) has passed on `today`: it still counts on the day itself. False when unreadable. */
export function hasDayPassed(lastDay: DayInput | null | undefined, today: DayInput): boolean {
  return isBeforeDay(lastDay, today);
}
