// The one date module (@portal/ui/dates, on Luxon): docs/product/validation.md#format-phone formats, "invalid date" when a
// date is missing, and every day as it was in the insurer's time zone (America/Chicago), so a
// timestamp is never cut at its UTC date.
import { dayOfSameMonth, formatDate, formatIsoDate, formatTime, insurerTimeZone } from '@portal/ui/dates/days';

describe('@portal/ui/dates', () => {
  it('shows a calendar day as MM/DD/YYYY or YYYY-MM-DD, as it is', () => {
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatIsoDate('2026-03-07')).toBe('2026-03-07');
    expect(formatDate('2026-12-31')).toBe('12/31/2026');
    expect(formatDate('2027-01-01')).toBe('01/01/2027');
  });

  it('shows a timestamp on the day it was in Central time: 8 p.m. Central is that day, not the next UTC day', () => {
    // 8 p.m. Central Standard Time on March 6 is 02:00 UTC on March 7.
    expect(formatDate('2026-03-07T02:00:00.000Z')).toBe('03/06/2026');
    expect(formatIsoDate('2026-03-07T02:00:00Z')).toBe('2026-03-06');
    // Daylight saving time (UTC-5): 8:30 p.m. Central on July 6.
    expect(formatDate('2026-07-07T01:30:00Z')).toBe('07/06/2026');
    // An offset of its own is honoured, then shown in Central time.
    expect(formatDate('2026-03-06T23:30:00-05:00')).toBe('03/06/2026');
    expect(formatDate('2026-03-07T05:59:59Z')).toBe('03/06/2026');
    expect(formatDate('2026-03-07T06:00:00Z')).toBe('03/07/2026');
    // A time without an offset is already the insurer's local time.
    expect(formatDate('2026-03-06T23:59:00')).toBe('03/06/2026');
    expect(formatDate(new Date('2026-03-07T02:00:00Z'))).toBe('03/06/2026');
  });

  it('shows "invalid date" for a missing or unreadable date (docs/product/validation.md#format-phone)', () => {
    for (const missing of [null, undefined, '', '   ', 'not a date', '2026-02-30', '03/07/2026']) {
      expect(formatDate(missing)).toBe('invalid date');
      expect(formatIsoDate(missing)).toBe('invalid date');
    }
    expect(formatDate(new Date(Number.NaN))).toBe('invalid date');
  });

  it('shows a time of day in Central time', () => {
    expect(insurerTimeZone).toBe('America/Chicago');
    expect(formatTime('2026-03-07T02:05:00Z')).toBe('8:05 PM');
    expect(formatTime('2026-07-06T14:00:00Z')).toBe('9:00 AM');
    expect(formatTime(null)).toBe('');
  });
});

describe('dayOfSameMonth', () => {
  it('gives that day of the month, or the month’s last day when it has none', () => {
    expect(dayOfSameMonth('2026-12-31', 26)).toBe('2026-12-26');
    expect(dayOfSameMonth('2027-02-28', 30)).toBe('2027-02-28');
    expect(dayOfSameMonth('2028-02-01', 31)).toBe('2028-02-29');
  });
});
