import { parseTypedDate } from '@portal/ui/dates/days';
import { ageOn, dateOfBirthProblem, needsGuardian, typedDateToIso } from '../src/identity/date-of-birth';

const today = { year: 2026, month: 3, day: 15 };

describe('date of birth', () => {
  it.each([
    ['', 'Enter your date of birth'],
    ['   ', 'Enter your date of birth'],
    ['1990-05-20', 'Enter your date of birth as MM/DD/YYYY, like 05/20/1990'],
    ['05/20/90', 'Enter your date of birth as MM/DD/YYYY, like 05/20/1990'],
    ['13/01/1990', 'Enter a real date of birth, like 05/20/1990'],
    ['00/10/1990', 'Enter a real date of birth, like 05/20/1990'],
    ['04/31/1990', 'Enter a real date of birth, like 05/20/1990'],
    ['02/29/2023', 'Enter a real date of birth, like 05/20/1990'],
    ['12/31/1899', 'Enter a year of birth of 1900 or later'],
    ['03/16/2026', 'Your date of birth must be today or in the past'],
  ])('refuses %p: %s', (typed, message) => {
    expect(dateOfBirthProblem(typed, today)).toBe(message);
  });

  it.each(['05/20/1990', '5/20/1990', '05-20-1990', ' 05/20/1990 ', '02/29/2024', '01/01/1900', '03/15/2026'])('accepts %p', (typed) => {
    expect(dateOfBirthProblem(typed, today)).toBeNull();
  });

  it('turns what was typed into the member API’s YYYY-MM-DD', () => {
    expect(typedDateToIso('5/2/1990')).toBe('1990-05-02');
    expect(parseTypedDate('02/30/2020')).toBeNull();
  });

  it('counts a birthday as a full year on the day itself, also for 29 February', () => {
    expect(ageOn({ year: 2012, month: 3, day: 15 }, today)).toBe(14);
    expect(ageOn({ year: 2012, month: 3, day: 16 }, today)).toBe(13);
    expect(ageOn({ year: 2012, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 })).toBe(13);
    expect(ageOn({ year: 2012, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 })).toBe(14);
  });

  it('asks for a guardian for a child under 14, up to the day before the 14th birthday', () => {
    expect(needsGuardian('03/16/2012', today)).toBe(true);
    expect(needsGuardian('03/15/2012', today)).toBe(false);
    expect(needsGuardian('03/15/2026', today)).toBe(true);
    expect(needsGuardian('05/20/1990', today)).toBe(false);
  });

  it('does not decide about a guardian from a date that is not valid yet', () => {
    expect(needsGuardian('03/16/201', today)).toBe(false);
    expect(needsGuardian('03/16/2027', today)).toBe(false);
  });

  it('reads today in the insurer’s time zone: at 8 p.m. Central on March 6 (March 7 in UTC) March 7 is still to come', () => {
    const eveningInChicago = new Date('2026-03-07T02:00:00Z');
    expect(dateOfBirthProblem('03/07/2026', eveningInChicago)).toBe('Your date of birth must be today or in the past');
    expect(dateOfBirthProblem('03/06/2026', eveningInChicago)).toBeNull();
    // The 14th birthday is tomorrow in Chicago: a guardian is still needed tonight.
    expect(needsGuardian('03/07/2012', eveningInChicago)).toBe(true);
    expect(needsGuardian('03/06/2012', eveningInChicago)).toBe(false);
  });
});
