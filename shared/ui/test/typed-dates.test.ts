// Dates as members type them (MM/DD/YYYY, docs/product/validation.md#format-phone), read through the one date module's calendar.
import { isoToTypedDate, looksLikeTypedDate, parseTypedDate, typedDateToIso } from '@portal/ui/dates/days';

describe('typed dates on the date module', () => {
  it('turns real dates into the ISO dates of the member API', () => {
    expect(typedDateToIso('3/7/2026')).toBe('2026-03-07');
    expect(typedDateToIso(' 02/29/2028 ')).toBe('2028-02-29');
    expect(typedDateToIso('05-02-1990')).toBe('1990-05-02');
    expect(parseTypedDate('5/2/1990')).toEqual({ year: 1990, month: 5, day: 2 });
  });

  it('refuses days that do not exist and other shapes', () => {
    for (const unreal of [
      '02/29/2026',
      '02/30/2020',
      '04/31/2026',
      '13/01/2026',
      '00/10/2026',
      '01/00/2026',
      '2026-03-07',
      '03/07/26',
      '',
    ]) {
      expect(typedDateToIso(unreal)).toBeNull();
      expect(parseTypedDate(unreal)).toBeNull();
    }
    expect(looksLikeTypedDate('2026-03-07')).toBe(false);
    expect(looksLikeTypedDate('02/30/2020')).toBe(true);
  });

  it('shows an ISO date in a date field, and anything else as an empty field', () => {
    expect(isoToTypedDate('2026-03-07')).toBe('03/07/2026');
    expect(isoToTypedDate('2026-02-30')).toBe('');
    expect(isoToTypedDate('2026-03-07T02:00:00Z')).toBe('');
    expect(isoToTypedDate('')).toBe('');
  });
});
