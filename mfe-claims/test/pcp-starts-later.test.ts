// A primary care provider change starts on the first of next month: until that day, in Chicago, the
// page says "Starts", from it "Since".
import { startsLater } from '../src/primary-care/current-pcp';

describe('startsLater', () => {
  it('is true before the effective day and false from it on', () => {
    expect(startsLater('2026-07-01', '2026-06-30')).toBe(true);
    expect(startsLater('2026-07-01', '2026-07-01')).toBe(false);
    expect(startsLater('2019-01-01', '2026-06-30')).toBe(false);
    expect(startsLater(null, '2026-06-30')).toBe(false);
  });

  it('reads today in Chicago: 8 p.m. Central on June 30 is July 1 in UTC, and the change has not started', () => {
    expect(startsLater('2026-07-01', new Date('2026-07-01T01:00:00Z'))).toBe(true);
    expect(startsLater('2026-07-01', new Date('2026-07-01T05:00:00Z'))).toBe(false);
  });
});
