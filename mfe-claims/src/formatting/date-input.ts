// Dates the member types (MM/DD/YYYY, as dates are shown everywhere, SPEC section 5) and the ISO
// dates (YYYY-MM-DD) the member API takes.

const usDate = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/;
const isoDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "03/07/2026" (or "3/7/2026") as "2026-03-07"; null when it is not a real calendar date. */
export function usDateToIso(text: string): string | null {
  const match = usDate.exec(text.trim());
  if (!match) return null;
  const [month, day, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 1900 || month < 1 || month > 12 || day < 1) return null;
  // Day 0 of the next month is the last day of this one (leap years included).
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "2026-03-07" as "03/07/2026" for a date field; anything else as an empty field. */
export function isoToUsDate(iso: string): string {
  const match = isoDate.exec(iso);
  return match ? `${match[2]}/${match[3]}/${match[1]}` : '';
}
