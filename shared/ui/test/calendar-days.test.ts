// The date rules of the one date module (@portal/ui/dates/days): calendar days in America/Chicago, months
// with the end-of-month clamp, ages, the card-expiry month, the autopay draft day, dated lists.
import {
  ageOn,
  autopayDraftDay,
  calendarDay,
  calendarDayParts,
  compareDays,
  hasDayPassed,
  insurerToday,
  isAfterDay,
  isBeforeDay,
  isCardExpiryCurrent,
  isUnderAge,
  latestOnOrBefore,
  minusMonths,
  ordinalDay,
  plusMonths,
  startOfYear,
} from '@portal/ui/dates/days';

describe('today and calendar days in the insurer’s time zone', () => {
  it('is today in Chicago, not the UTC date nor the machine’s', () => {
    // 02:00 UTC on March 7 is 8 p.m. on March 6 in Chicago (CST, UTC-6).
    expect(insurerToday(new Date('2026-03-07T02:00:00Z'))).toBe('2026-03-06');
    expect(insurerToday(new Date('2026-03-07T06:00:00Z'))).toBe('2026-03-07');
    // Daylight saving time (CDT, UTC-5): 04:59 UTC on July 7 is still July 6.
    expect(insurerToday(new Date('2026-07-07T04:59:00Z'))).toBe('2026-07-06');
    expect(insurerToday(new Date('2026-07-07T05:00:00Z'))).toBe('2026-07-07');
    // New Year's Eve, 11 p.m. Central, is already next year in UTC.
    expect(insurerToday(new Date('2027-01-01T05:00:00Z'))).toBe('2026-12-31');
  });

  it('does not follow the machine’s time zone (tests run on Chicago’s: jest-preset.mjs)', () => {
    const zone = process.env.TZ;
    try {
      for (const machine of ['UTC', 'Asia/Tokyo', 'America/Los_Angeles']) {
        process.env.TZ = machine;
        expect(insurerToday(new Date('2026-03-07T02:00:00Z'))).toBe('2026-03-06');
        expect(insurerToday(new Date('2026-03-07T07:30:00Z'))).toBe('2026-03-07');
      }
    } finally {
      process.env.TZ = zone;
    }
  });

  it('reads calendar days, timestamps and parts, and refuses days that do not exist', () => {
    expect(calendarDay('2026-03-07')).toBe('2026-03-07');
    expect(calendarDay(' 2024-11-8 ')).toBe('2024-11-08');
    expect(calendarDay('2026-03-07T02:00:00Z')).toBe('2026-03-06');
    expect(calendarDay({ year: 2028, month: 2, day: 29 })).toBe('2028-02-29');
    expect(calendarDayParts('2024-2-29')).toEqual({ year: 2024, month: 2, day: 29 });
    for (const unreal of ['2023-02-29', '2026-04-31', '2026-13-01', '2026-00-10', '11/08/2024', 'soon', '', null, undefined]) {
      expect(calendarDay(unreal)).toBeNull();
    }
    expect(calendarDay({ year: 2026, month: 2, day: 30 })).toBeNull();
    expect(calendarDay(new Date(Number.NaN))).toBeNull();
  });

  it('compares days, whatever the time of day', () => {
    expect(compareDays('2026-03-06', '2026-03-07')).toBe(-1);
    expect(compareDays('2026-03-07', '2026-3-7')).toBe(0);
    expect(compareDays({ year: 2026, month: 3, day: 8 }, '2026-03-07')).toBe(1);
    expect(compareDays('2026-03-07T02:00:00Z', '2026-03-06')).toBe(0);
    expect(() => compareDays('2026-02-30', '2026-03-01')).toThrow(RangeError);
    expect(isBeforeDay('2026-03-06', '2026-03-07')).toBe(true);
    expect(isBeforeDay('2026-03-07', '2026-03-07')).toBe(false);
    expect(isAfterDay('2026-03-08', '2026-03-07')).toBe(true);
    expect(isAfterDay('2026-03-07', '2026-03-07')).toBe(false);
    expect(isAfterDay(null, '2026-03-07')).toBe(false);
    expect(isAfterDay('not a day', '2026-03-07')).toBe(false);
  });
});

describe('months with the end-of-month clamp', () => {
  it('adds months, the month’s last day standing in for a day it lacks', () => {
    expect(plusMonths('2026-09-01', 6)).toBe('2027-03-01');
    expect(plusMonths('2026-08-31', 6)).toBe('2027-02-28');
    expect(plusMonths('2027-08-31', 6)).toBe('2028-02-29');
    expect(plusMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(plusMonths('2026-05-05', 12)).toBe('2027-05-05');
    expect(plusMonths('2026-03-31', -1)).toBe('2026-02-28');
  });

  it('takes months away, for the 36-month look-back', () => {
    expect(minusMonths('2026-11-22', 36)).toBe('2023-11-22');
    expect(minusMonths('2026-05-31', 36)).toBe('2023-05-31');
    expect(minusMonths('2028-02-29', 36)).toBe('2025-02-28');
    expect(minusMonths('2026-05-31', 3)).toBe('2026-02-28');
    expect(startOfYear(minusMonths('2026-11-22', 36))).toBe('2023-01-01');
    expect(startOfYear('2027-01-01')).toBe('2027-01-01');
  });
});

describe('ages', () => {
  it('counts a birthday on the day itself', () => {
    expect(ageOn('2012-03-15', '2026-03-15')).toBe(14);
    expect(ageOn('2012-03-16', '2026-03-15')).toBe(13);
    expect(ageOn('1990-12-31', '2027-01-01')).toBe(36);
    expect(ageOn('2026-03-15', '2026-03-15')).toBe(0);
  });

  it('counts a February 29 birthday on March 1 of a year without one', () => {
    expect(ageOn('2012-02-29', '2026-02-28')).toBe(13);
    expect(ageOn('2012-02-29', '2026-03-01')).toBe(14);
    expect(ageOn('2012-02-29', '2028-02-29')).toBe(16);
  });

  it('says who is under 14 (a guardian registers), under 17 (no pharmacy) and under 18 (a dependent)', () => {
    expect(isUnderAge('2012-03-16', 14, '2026-03-15')).toBe(true);
    expect(isUnderAge('2012-03-15', 14, '2026-03-15')).toBe(false);
    expect(isUnderAge('2009-06-02', 17, '2026-06-01')).toBe(true);
    expect(isUnderAge('2009-06-01', 17, '2026-06-01')).toBe(false);
    expect(isUnderAge('2008-06-02', 18, '2026-06-01')).toBe(true);
    expect(isUnderAge('2008-06-01', 18, '2026-06-01')).toBe(false);
  });
});

describe('card expiry', () => {
  it('takes a card through the last day of its expiry month', () => {
    expect(isCardExpiryCurrent('06/26', '2026-06-30')).toBe(true);
    expect(isCardExpiryCurrent('06/26', '2026-07-01')).toBe(false);
    expect(isCardExpiryCurrent('05/26', '2026-06-15')).toBe(false);
    expect(isCardExpiryCurrent('01/27', '2026-06-15')).toBe(true);
    expect(isCardExpiryCurrent('12/99', '2026-06-15')).toBe(true);
  });

  it('refuses what is not a month as MM/YY', () => {
    for (const unreal of ['13/27', '00/27', '6/27', '06/2027', '']) expect(isCardExpiryCurrent(unreal, '2026-06-15')).toBe(false);
  });

  it('reckons with today in Chicago: 9 p.m. Central on June 30 is July 1 in UTC, and the card still works', () => {
    expect(isCardExpiryCurrent('06/26', insurerToday(new Date('2026-07-01T02:00:00Z')))).toBe(true);
  });
});

describe('the autopay draft day', () => {
  it('is the 26th (docs/product/constants.md#constants-autopay-draft)', () => {
    expect(autopayDraftDay).toBe(26);
    expect(ordinalDay(autopayDraftDay)).toBe('26th');
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [28, '28th'],
    [31, '31st'],
  ])('names day %i the %s', (day, text) => {
    expect(ordinalDay(day)).toBe(text);
  });
});

describe('dated lists and expiry (content date_logic and date_expire)', () => {
  const entries = [
    { date: '2025-06-12', key: '2025' },
    { date: 'June 12', key: 'unreadable' },
    { date: '2024-6-12', key: '2024' },
    { date: '2024-02-30', key: 'no such day' },
  ];
  const dateOf = (entry: { date: string }) => entry.date;

  it('takes the latest entry dated on or before today, sorted by date', () => {
    expect(latestOnOrBefore(entries, dateOf, '2024-06-11')).toBeUndefined();
    expect(latestOnOrBefore(entries, dateOf, '2024-06-12')?.key).toBe('2024');
    expect(latestOnOrBefore(entries, dateOf, '2025-06-11')?.key).toBe('2024');
    expect(latestOnOrBefore(entries, dateOf, '2025-06-12')?.key).toBe('2025');
    expect(latestOnOrBefore(entries, dateOf, new Date('2025-06-12T04:30:00Z'))?.key).toBe('2024');
  });

  it('keeps a last day in force on the day itself', () => {
    expect(hasDayPassed('2024-11-8', '2024-11-08')).toBe(false);
    expect(hasDayPassed('2024-11-8', '2024-11-09')).toBe(true);
    expect(hasDayPassed('soon', '2030-01-01')).toBe(false);
    expect(hasDayPassed(undefined, '2030-01-01')).toBe(false);
  });
});
