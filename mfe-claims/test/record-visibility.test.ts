import { recordVisible, visibleRecords } from '../src/health-records/record-visibility';
import { ageOn, patientName, titleCaseName } from '../src/coverage/member-names';

const today = new Date(2026, 10, 22);

describe('whose health records a member may open (SPEC sections 6 and 9)', () => {
  const member = (memberId: string, birthDate: string | undefined) => ({ memberId, name: memberId, birthDate });

  it('shows a dependent’s record until the day they turn 18', () => {
    expect(recordVisible(member('D1', '2008-11-23'), 'P1', today)).toBe(true); // 18 tomorrow
    expect(recordVisible(member('D1', '2008-11-22'), 'P1', today)).toBe(false); // 18 today
    expect(recordVisible(member('D1', '2008-11-21'), 'P1', today)).toBe(false);
    expect(recordVisible(member('D1', '2011-06-20'), 'P1', today)).toBe(true);
  });

  it('always shows the member’s own record, and never a dependent’s without a birth date', () => {
    expect(recordVisible(member('P1', '1960-01-01'), 'P1', today)).toBe(true);
    expect(recordVisible(member('D1', undefined), 'P1', today)).toBe(false);
    expect(recordVisible(member('D1', 'unknown'), 'P1', today)).toBe(false);
  });

  it('puts the member first and counts the records kept private', () => {
    const family = [member('D1', '2011-06-20'), member('P1', '1985-03-02'), member('D2', '2007-01-15')];
    expect(visibleRecords(family, 'P1', today)).toEqual({ visible: [family[1], family[0]], privateCount: 1 });
  });
});

describe('member names and ages', () => {
  it('title-cases names per word', () => {
    expect(titleCaseName('AVA MEDICAL')).toBe('Ava Medical');
    expect(titleCaseName('  mary-jane   o’neil ')).toBe('Mary-Jane O’neil');
    expect(titleCaseName("o'brien")).toBe("O'Brien");
    expect(patientName({ name: [{ given: ['NOAH', 'JAMES'], family: 'medical' }] })).toBe('Noah James Medical');
    expect(patientName({})).toBe('');
  });

  it('counts whole years, a birthday today included', () => {
    expect(ageOn('2008-11-22', today)).toBe(18);
    expect(ageOn('2008-11-23', today)).toBe(17);
    expect(ageOn('not a date', today)).toBeNull();
  });
});
