// Dates as members type them: MM/DD/YYYY (also 5/2/1990 or 05-02-1990), the format the portal shows
// dates in (SPEC section 5), and the YYYY-MM-DD the member API takes. One place for every form with a
// date (claims filters, registration, account help).

export interface CalendarDay {
  year: number;
  /** 1 to 12 */
  month: number;
  day: number;
}

const typedDate = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/;
const isoPattern = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** Whether the text has the MM/DD/YYYY shape (not whether it is a real date). */
export function looksLikeTypedDate(text: string): boolean {
  return typedDate.test(text.trim());
}

/** The calendar day of a typed date, or null when it is not a real date (02/30, 13/01, 00/10...). */
export function parseTypedDate(text: string): CalendarDay | null {
  const match = typedDate.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  // Day 0 of the next month is the last day of this one (leap years included).
  if (month < 1 || month > 12 || day < 1 || day > new Date(Date.UTC(year, month, 0)).getUTCDate()) return null;
  return { year, month, day };
}

export function isoDate({ year, month, day }: CalendarDay): string {
  return `${year}-${pad(month)}-${pad(day)}`;
}

/** "5/2/1990" as "1990-05-02"; null when it is not a real date. */
export function typedDateToIso(text: string): string | null {
  const day = parseTypedDate(text);
  return day ? isoDate(day) : null;
}

/** "2026-03-07" as "03/07/2026" for a date field; anything else as an empty field. */
export function isoToTypedDate(iso: string): string {
  const match = isoPattern.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
