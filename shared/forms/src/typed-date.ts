// @deprecated: typed dates (MM/DD/YYYY) come from @portal/ui/dates (1.3.0 on), the one
// date module (docs/decisions/0035-one-date-module.md), which knows the calendar through Luxon. This copy, which
// asks the browser's Date whether a day exists, stays exported from @portal/forms only because the
// major-1 contract promises it to remotes built against 1.0 to 1.3 (docs/README.md); it is not moved onto the date module so that @portal/forms, which every page with
// a form loads, does not bring Luxon to pages without a date. No app of the workspace may import it
// (ESLint), and it goes with 2.0.

export interface CalendarDay {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const typedDate = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** @deprecated Use looksLikeTypedDate of @portal/ui/dates. */
export function looksLikeTypedDate(text: string): boolean {
  return typedDate.test(text.trim());
}

/** @deprecated Use parseTypedDate of @portal/ui/dates. */
export function parseTypedDate(text: string): CalendarDay | null {
  const match = typedDate.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Day 0 of the next month is the last day of this one (leap years included).
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

/** @deprecated Use calendarDay of @portal/ui/dates. */
export function isoDate({ year, month, day }: CalendarDay): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** @deprecated Use typedDateToIso of @portal/ui/dates. */
export function typedDateToIso(text: string): string | null {
  const day = parseTypedDate(text);
  return day ? isoDate(day) : null;
}

/** @deprecated Use isoToTypedDate of @portal/ui/dates. */
export function isoToTypedDate(iso: string): string {
  const match = isoPattern.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
