// @portal/ui/dates/days has every date rule without Luxon, so no page downloads Luxon's 21 KB; each answer must
// be Luxon's: the day it reads is the one Luxon reckons in Central time, a day Luxon's calendar refuses is
// refused, and months, the start of a year and ages come out as Luxon counts them, over years of days.
import { DateTime } from 'luxon';
import { insurerDateTime } from '@portal/ui/dates';

type Days = typeof import('@portal/ui/dates/days');
const days = () => jest.requireActual<Days>('@portal/ui/dates/days');

describe('@portal/ui/dates/days', () => {
  it('loads no Luxon', () => {
    jest.isolateModules(() => {
      jest.doMock('luxon', () => {
        throw new Error('the days entry point imported Luxon');
      });
      const { insurerToday, isAfterDay, formatDate } = days();
      expect(isAfterDay('2026-03-08', '2026-03-07')).toBe(true);
      expect(insurerToday()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(formatDate('2026-03-07')).toBe('03/07/2026');
    });
    jest.dontMock('luxon');
  });

  it('reads an instant as the day Luxon reckons in Central time, across both daylight-saving changes', () => {
    jest.isolateModules(() => {
      const { calendarDay, insurerToday } = days();
      // Every 97 minutes from December 2025 to December 2026, and the minutes around each change and midnight.
      const start = Date.UTC(2025, 11, 1);
      const instants: Date[] = [];
      for (let at = start; at < start + 366 * 86_400_000; at += 97 * 60_000) instants.push(new Date(at));
      for (const iso of [
        '2026-03-08T07:59:00Z',
        '2026-03-08T08:00:00Z',
        '2026-11-01T06:59:00Z',
        '2026-11-01T07:00:00Z',
        '2026-06-30T04:59:59Z',
        '2026-06-30T05:00:00Z',
      ])
        instants.push(new Date(iso));
      for (const instant of instants) {
        const luxonDay = insurerDateTime(instant)!.toFormat('yyyy-MM-dd');
        expect(calendarDay(instant)).toBe(luxonDay);
        expect(calendarDay(instant.toISOString())).toBe(luxonDay);
        expect(insurerToday(instant)).toBe(luxonDay);
      }
    });
  });

  it('takes a calendar day as that day, and refuses the days Luxon’s calendar refuses', () => {
    jest.isolateModules(() => {
      const { calendarDay, calendarDayParts } = days();
      const written = [
        '2024-02-29',
        '2026-02-29',
        '2026-2-28',
        '2024-11-8',
        '2026-04-31',
        '2026-13-01',
        '2026-00-10',
        '2026-01-00',
        '0099-01-01',
        ' 2026-03-07 ',
        '2026-03-06T23:30:00-05:00',
        '2026-03-06T23:30',
        '03/07/2026',
        '',
      ];
      for (const text of written) {
        const luxon =
          text.trim() === ''
            ? null
            : /^\d{4}-\d{1,2}-\d{1,2}$/.test(text.trim())
              ? DateTime.fromObject(
                  Object.fromEntries(['year', 'month', 'day'].map((unit, index) => [unit, Number(text.trim().split('-')[index])])),
                  { zone: 'America/Chicago' },
                )
              : insurerDateTime(text);
        const expected = luxon?.isValid ? luxon.toFormat('yyyy-MM-dd') : null;
        expect([text, calendarDay(text)]).toEqual([text, expected]);
      }
      expect(calendarDayParts({ year: 2024, month: 2, day: 29 })).toEqual({ year: 2024, month: 2, day: 29 });
      expect(calendarDayParts({ year: 2025, month: 2, day: 29 })).toBeNull();
      expect(calendarDayParts({ year: 2025, month: 2.5, day: 1 })).toBeNull();
      expect(calendarDay(null)).toBeNull();
    });
  });

  it('orders days as the calendar does, whatever way each is written', () => {
    jest.isolateModules(() => {
      const { compareDays, isAfterDay, isBeforeDay, hasDayPassed, latestOnOrBefore } = days();
      // 8 p.m. Central on March 6 is March 7 in UTC: still March 6 here.
      expect(compareDays('2026-03-06T20:00:00-06:00', '2026-03-06')).toBe(0);
      expect(compareDays('2026-3-6', '2026-03-07')).toBe(-1);
      expect(compareDays({ year: 2026, month: 3, day: 8 }, '2026-03-07')).toBe(1);
      expect(() => compareDays('2026-02-30', '2026-03-01')).toThrow(RangeError);
      expect(isBeforeDay('2025-12-31', '2026-01-01')).toBe(true);
      expect(isAfterDay('2026-01-01', '2025-12-31')).toBe(true);
      expect(isAfterDay('not a day', '2025-12-31')).toBe(false);
      expect(hasDayPassed('2026-03-07', '2026-03-07')).toBe(false);
      expect(hasDayPassed('2026-03-06', '2026-03-07')).toBe(true);
      const entries = [{ on: '2026-1-5' }, { on: '2025-12-31' }, { on: 'soon' }, { on: '2026-03-08' }, { on: '2026-01-05' }];
      expect(latestOnOrBefore(entries, (entry) => entry.on, '2026-03-07')).toBe(entries[4]);
      expect(latestOnOrBefore(entries, (entry) => entry.on, '2025-12-30')).toBeUndefined();
    });
  });

  it('adds and takes away months, finds a day of the month and the start of a year as Luxon does, every day of six years', () => {
    jest.isolateModules(() => {
      const { plusMonths, minusMonths, dayOfSameMonth, startOfYear } = days();
      const offsets = [-37, -36, -13, -12, -11, -6, -3, -1, 0, 1, 2, 3, 6, 11, 12, 13, 24, 36, 48];
      for (let day = DateTime.fromISO('2023-01-01', { zone: 'America/Chicago' }); day.year < 2029; day = day.plus({ days: 1 })) {
        const text = day.toFormat('yyyy-MM-dd');
        for (const months of offsets) {
          expect([text, months, plusMonths(text, months)]).toEqual([text, months, day.plus({ months }).toFormat('yyyy-MM-dd')]);
          expect(minusMonths(text, months)).toBe(day.minus({ months }).toFormat('yyyy-MM-dd'));
        }
        for (const dayOfMonth of [1, 26, 29, 30, 31]) {
          const start = day.startOf('month');
          expect(dayOfSameMonth(text, dayOfMonth)).toBe(
            start.set({ day: Math.min(dayOfMonth, start.daysInMonth!) }).toFormat('yyyy-MM-dd'),
          );
        }
        expect(startOfYear(text)).toBe(day.startOf('year').toFormat('yyyy-MM-dd'));
      }
      expect(() => plusMonths('2026-02-30', 1)).toThrow(RangeError);
      expect(() => plusMonths('2026-01-31', 1.5)).toThrow(RangeError);
      expect(() => dayOfSameMonth('2026-01-31', 0)).toThrow(RangeError);
    });
  });

  it('counts whole years of age as Luxon’s calendar does, a February 29 birthday on March 1 in other years', () => {
    jest.isolateModules(() => {
      const { ageOn, isUnderAge } = days();
      const births = ['2008-02-29', '2009-03-01', '2012-12-31', '2010-01-01', '2011-06-15'];
      for (const birth of births) {
        const born = DateTime.fromISO(birth, { zone: 'America/Chicago' });
        for (let on = DateTime.fromISO('2025-01-01', { zone: 'America/Chicago' }); on.year < 2029; on = on.plus({ days: 1 })) {
          const reference = on.year - born.year - (on.toFormat('MMdd') >= born.toFormat('MMdd') ? 0 : 1);
          expect(ageOn(birth, on.toFormat('yyyy-MM-dd'))).toBe(reference);
        }
      }
      expect(ageOn('2008-02-29', '2025-02-28')).toBe(16);
      expect(ageOn('2008-02-29', '2025-03-01')).toBe(17);
      expect(isUnderAge('2012-03-07', 14, '2026-03-06')).toBe(true);
      expect(isUnderAge('2012-03-07', 14, '2026-03-07')).toBe(false);
    });
  });
});
