// @portal/ui/dates/display shows dates without Luxon, so the pages that only show a date (the
// dashboard's cards, the staff pages) do not download it; what it shows must be what the calendar
// rules (on Luxon) say the day and time were in Central time.
import { insurerDateTime } from '@portal/ui/dates';

describe('@portal/ui/dates/display', () => {
  it('loads no Luxon', () => {
    jest.isolateModules(() => {
      jest.doMock('luxon', () => {
        throw new Error('the display entry point imported Luxon');
      });
      const display = jest.requireActual<typeof import('@portal/ui/dates/display')>('@portal/ui/dates/display');
      expect(display.formatDate('2026-03-07')).toBe('03/07/2026');
    });
    jest.dontMock('luxon');
  });

  it('shows the day and time Luxon reckons in Central time, across both daylight-saving changes', () => {
    jest.isolateModules(() => {
      const { formatDate, formatIsoDate, formatTime } =
        jest.requireActual<typeof import('@portal/ui/dates/display')>('@portal/ui/dates/display');
      // Every 97 minutes from December 2025 to December 2026, and the hours around each change.
      const start = Date.UTC(2025, 11, 1);
      const instants: Date[] = [];
      for (let at = start; at < start + 366 * 86_400_000; at += 97 * 60_000) instants.push(new Date(at));
      for (const iso of ['2026-03-08T07:59:00Z', '2026-03-08T08:00:00Z', '2026-11-01T06:59:00Z', '2026-11-01T07:00:00Z'])
        instants.push(new Date(iso));
      for (const instant of instants) {
        const luxon = insurerDateTime(instant)!;
        expect(formatIsoDate(instant)).toBe(luxon.toFormat('yyyy-MM-dd'));
        expect(formatDate(instant.toISOString())).toBe(luxon.toFormat('MM/dd/yyyy'));
        expect(formatTime(instant)).toBe(luxon.setLocale('en-US').toFormat('h:mm a'));
      }
    });
  });

  it('reads offsets written with or without a colon, and a local time as the insurer’s', () => {
    jest.isolateModules(() => {
      const { formatDate, formatTime } = jest.requireActual<typeof import('@portal/ui/dates/display')>('@portal/ui/dates/display');
      for (const written of ['2026-03-06T23:30:00-05:00', '2026-03-06T23:30:00-0500', '2026-03-06T23:30-05', '2026-03-07T04:30:00.123Z']) {
        expect(formatDate(written)).toBe(insurerDateTime(written)!.toFormat('MM/dd/yyyy'));
        expect(formatTime(written)).toBe('10:30 PM');
      }
      expect(formatTime('2026-03-06T00:05')).toBe('12:05 AM');
      expect(formatTime('2026-03-06T12:05:00')).toBe('12:05 PM');
      for (const unreadable of ['2026-02-29', '2026-13-01', '2026-03-06T24:00', '2026-03-06T10:60', '2026-3-6', '03/06/2026']) {
        expect(formatDate(unreadable)).toBe('invalid date');
        expect(formatTime(unreadable)).toBe('');
      }
    });
  });
});
