/**
 * Date helpers on UTC calendar dates (YYYY-MM-DD strings), and today as the insurer counts it.
 */

export function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

export function addDays(d: Date, days: number): Date {
  const copy = new Date(d.getTime());
  copy.setUTCDate(copy.getUTCDate() + days);
  return copy;
}

export function addMonths(d: Date, months: number): Date {
  const copy = new Date(d.getTime());
  copy.setUTCMonth(copy.getUTCMonth() + months);
  return copy;
}

export function addYears(d: Date, years: number): Date {
  const copy = new Date(d.getTime());
  copy.setUTCFullYear(copy.getUTCFullYear() + years);
  return copy;
}

export function startOfUtcDay(d: Date): Date {
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
}

/** Whole years between a YYYY-MM-DD birth date and `on`. */
export function ageOn(birthDate: string, on: Date = new Date()): number {
  const [y, m, d] = birthDate.split('-').map(Number) as [number, number, number];
  let age = on.getUTCFullYear() - y;
  const beforeBirthday = on.getUTCMonth() + 1 < m || (on.getUTCMonth() + 1 === m && on.getUTCDate() < d);
  if (beforeBirthday) age -= 1;
  return age;
}

/** A birth date making the person exactly `age` today (birthday `daysPast` days ago). */
export function birthDateForAge(age: number, today: Date, daysPast = 45): string {
  return isoDate(addDays(addYears(today, -age), -daysPast));
}

/**
 * The insurer's time zone: a day is the day it is in Central time, as the portal shows dates
 * (@portal/ui/dates insurerTimeZone; docs/decisions/README.md, dates). The sandbox
 * has no date library, so Intl does the conversion.
 */
export const insurerTimeZone = 'America/Chicago';

/**
 * Today's date (YYYY-MM-DD) in Central time: at 8 p.m. Central it is still today there though UTC has
 * reached tomorrow, so a date the member API records or promises is never a day ahead.
 */
export function insurerToday(now: Date = new Date()): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: insurerTimeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(now);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** A time of day on the insurer's clock, as members read it: "10:42 p.m." (Central time). */
export function insurerClockTime(at: Date): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: insurerTimeZone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return `${part('hour')}:${part('minute')} ${part('dayPeriod').toUpperCase() === 'AM' ? 'a.m.' : 'p.m.'}`;
}

/** The first day of the month after a YYYY-MM-DD date. */
export function firstOfNextMonth(day: string): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  return isoDate(new Date(Date.UTC(year, month, 1)));
}

/**
 * The instant a YYYY-MM-DD day starts in the insurer's time zone (midnight Central, 05:00 or 06:00
 * UTC): the staff audit view's date filters count days as the insurer does.
 */
export function insurerDayStart(day: string): Date {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  // Start from midnight UTC and move by the zone's offset at that instant (then once more, in case
  // the offset differs across a daylight-saving change between the two instants).
  let instant = Date.UTC(y, m - 1, d);
  for (let i = 0; i < 2; i += 1) instant = Date.UTC(y, m - 1, d) - offsetMs(new Date(instant));
  return new Date(instant);
}

/** How far Central wall-clock time is ahead of UTC at an instant (negative: behind). */
function offsetMs(at: Date): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: insurerTimeZone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const wall = Date.UTC(part('year'), part('month') - 1, part('day'), part('hour'), part('minute'), part('second'));
  return wall - Math.floor(at.getTime() / 1000) * 1000;
}

/** The day after a YYYY-MM-DD date. */
export function nextDay(day: string): string {
  return isoDate(addDays(new Date(`${day}T00:00:00Z`), 1));
}
