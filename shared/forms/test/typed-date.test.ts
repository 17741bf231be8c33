import { isoToTypedDate, looksLikeTypedDate, parseTypedDate, typedDateToIso } from '../src/typed-date';

describe('typed dates (MM/DD/YYYY, docs/product/validation.md#format-phone)', () => {
  it('turns real dates into the ISO dates of the member API', () => {
    expect(typedDateToIso('3/7/2026')).toBe('2026-03-07');
    expect(typedDateToIso(' 02/29/2028 ')).toBe('2028-02-29');
    expect(typedDateToIso('05-02-1990')).toBe('1990-05-02');
  });

  it('refuses dates that do not exist and other shapes', () => {
    expect(typedDateToIso('02/29/2026')).toBeNull();
    expect(parseTypedDate('02/30/2020')).toBeNull();
    expect(typedDateToIso('13/01/2026')).toBeNull();
    expect(typedDateToIso('00/10/2026')).toBeNull();
    expect(typedDateToIso('2026-03-07')).toBeNull();
    expect(looksLikeTypedDate('2026-03-07')).toBe(false);
    expect(looksLikeTypedDate('02/30/2020')).toBe(true);
  });

  it('shows an ISO date in a date field, and anything else as an empty field', () => {
    expect(isoToTypedDate('2026-03-07')).toBe('03/07/2026');
    expect(isoToTypedDate('')).toBe('');
  });
});
