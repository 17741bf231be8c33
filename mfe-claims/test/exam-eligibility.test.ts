import { examEligibility, examRules, lastExamDate, nextCoveredOn } from '../src/dashboard-cards/exam-eligibility';
import type { ClaimDetail } from '../src/claims/api';

const claim = (serviceDate: string, status: string, ...codes: string[]) =>
  ({
    claimId: serviceDate,
    status,
    serviceDate,
    lines: codes.map((procedureCode) => ({ procedureCode, description: procedureCode })),
  }) as unknown as ClaimDetail;

describe('exam eligibility from claims', () => {
  it('finds the newest covered exam: exam codes only, denied claims left out', () => {
    const claims = [
      claim('2026-10-02', 'Processed', 'D2391'),
      claim('2026-09-01', 'Processed', 'D0120', 'D1110'),
      claim('2026-11-01', 'Denied', 'D0120'),
      claim('2026-03-01', 'Pending', 'D1110'),
    ];
    expect(lastExamDate(claims, examRules.Dental)).toBe('2026-09-01');
    expect(lastExamDate([claim('2026-05-05', 'Processed', 'V2100')], examRules.Vision)).toBeNull();
    expect(lastExamDate([claim('2026-05-05', 'Pending', '92014')], examRules.Vision)).toBe('2026-05-05');
  });

  it('covers the next exam the same day an interval later, or on the last day of a shorter month', () => {
    expect(nextCoveredOn('2026-09-01', 6)).toBe('2027-03-01');
    expect(nextCoveredOn('2026-08-31', 6)).toBe('2027-02-28');
    expect(nextCoveredOn('2027-08-31', 6)).toBe('2028-02-29');
    expect(nextCoveredOn('2026-05-05', 12)).toBe('2027-05-05');
  });

  it('says whether the exam is covered today, from when if not, or that there is none on record', () => {
    expect(examEligibility(null, examRules.Dental, '2026-11-24')).toEqual({ kind: 'no-record' });
    expect(examEligibility('2026-09-01', examRules.Dental, '2026-11-24')).toEqual({
      kind: 'covered-from',
      last: '2026-09-01',
      next: '2027-03-01',
    });
    expect(examEligibility('2026-05-24', examRules.Dental, '2026-11-24')).toEqual({ kind: 'covered-now', last: '2026-05-24' });
  });
});
