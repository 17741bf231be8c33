// Dates as members type them: MM/DD/YYYY (also 5/2/1990 or 05-02-1990), the format the portal shows
// dates in (docs/product/validation.md#format-phone), and the YYYY-MM-DD the member API takes. One place for every form with a
// date (claims filters, registration, account help); whether the typed day exists (02/30, 02/29
// outside leap years, 13/01) is the calendar's call (calendar-day-rules.ts).
import { calendarDay, calendarDayParts, type CalendarDay } from './calendar-day-rules';
import { formatDate } from './insurer-dates';

const typedDate = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const isoPattern = /^\d{4}-\d{2}-\d{2}$/;

/** Whether the text has the MM/DD/YYYY shape (not whether it is a real date). */
export function looksLikeTypedDate(text: string): boolean {
  return typedDate.test(text.trim());
}

/** The calendar day of a typed date, or null when it is not a real date (02/30, 13/01, 00/10...). */
export function parseTypedDate(text: string): CalendarDay | null {
  const match = typedDate.exec(text.trim());
  return match ? calendarDayParts({ year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) }) : null;
}

/** "5/2/1990" as "1990-05-02"; null when it is not a real date. */
export function typedDateToIso(text: string): string | null {
  const day = parseTypedDate(text);
  return day ? calendarDay(day) : null;
}

/** "2026-03-07" as "03/07/2026" for a date field; anything else (a timestamp, no real day) as an empty field. */
export function isoToTypedDate(iso: string): string {
  return isoPattern.test(iso) && calendarDay(iso) !== null ? formatDate(iso) : '';
}
