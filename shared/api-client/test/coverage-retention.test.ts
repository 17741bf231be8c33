import {
  calendarDateMonthsBefore,
  coverageSearchStart,
  isRetainedCoverage,
  retainedCoverages,
  retentionCutoff,
  type FhirCoverage,
} from '../src/fhir-coverage';

const today = new Date(2026, 10, 22, 9, 30); // 22 November 2026, local time
const medical = { contractId: 'H10001001', contractType: 'Medical', today } as const;

function coverage(overrides: Partial<FhirCoverage> & { code?: string } = {}): FhirCoverage {
  const { code = 'hip', ...rest } = overrides;
  return {
    resourceType: 'Coverage',
    id: `H10001001-01-${code}-2026`,
    status: 'active',
    period: { start: '2026-01-01', end: '2026-12-31' },
    type: { coding: [{ system: 'https://sandbox.example/fhir/CodeSystem/coverage-type', code }] },
    ...rest,
  };
}

const cancelledEnding = (end: string, code = 'hip') =>
  coverage({ code, id: `H10001001-01-${code}-old`, status: 'cancelled', period: { start: '2022-01-01', end } });

describe('coverage retention (docs/product/claims-and-care.md#care-coverage-retention)', () => {
  it('looks back 36 calendar months from today', () => {
    expect(retentionCutoff(today)).toBe('2023-11-22');
    expect(calendarDateMonthsBefore(new Date(2026, 4, 31), 36)).toBe('2023-05-31');
    // No 29 February in 2025: the cut-off falls back to the month's last day.
    expect(calendarDateMonthsBefore(new Date(2028, 1, 29), 36)).toBe('2025-02-28');
    expect(calendarDateMonthsBefore(new Date(2027, 0, 15), 36)).toBe('2024-01-15');
  });

  it('takes today as a calendar day in Chicago, or a Date as its day there, whatever the machine’s zone', () => {
    expect(retentionCutoff('2026-11-22')).toBe('2023-11-22');
    expect(isRetainedCoverage(cancelledEnding('2023-11-22'), { ...medical, today: '2026-11-22' })).toBe(true);
    expect(isRetainedCoverage(cancelledEnding('2023-11-21'), { ...medical, today: '2026-11-22' })).toBe(false);
    const zone = process.env.TZ;
    try {
      process.env.TZ = 'UTC';
      // 9 p.m. Central on November 21 is already November 22 in UTC: the cut-off is still November 21.
      expect(retentionCutoff(new Date('2026-11-22T03:00:00Z'))).toBe('2023-11-21');
    } finally {
      process.env.TZ = zone;
    }
  });

  it('searches from January 1 of the year 36 months ago, in Chicago', () => {
    expect(coverageSearchStart('2026-11-22')).toBe('2023-01-01');
    expect(coverageSearchStart('2027-01-01')).toBe('2024-01-01');
    // 11:30 p.m. Central on December 31, 2026 is 2027 in UTC: still 2026 in Chicago.
    expect(coverageSearchStart(new Date('2027-01-01T05:30:00Z'))).toBe('2023-01-01');
    expect(coverageSearchStart()).toMatch(/^\d{4}-01-01$/);
  });

  it('keeps a cancelled coverage that ended on the day 36 months ago or later, and drops one that ended the day before', () => {
    expect(isRetainedCoverage(cancelledEnding('2023-11-21'), medical)).toBe(false);
    expect(isRetainedCoverage(cancelledEnding('2023-11-22'), medical)).toBe(true);
    expect(isRetainedCoverage(cancelledEnding('2023-11-23'), medical)).toBe(true);
    expect(isRetainedCoverage(cancelledEnding('2025-12-31'), medical)).toBe(true);
  });

  it('drops a cancelled coverage without an end date, and any status other than active or cancelled', () => {
    expect(isRetainedCoverage(coverage({ status: 'cancelled', period: { start: '2025-01-01' } }), medical)).toBe(false);
    expect(isRetainedCoverage(coverage({ status: 'draft' }), medical)).toBe(false);
    expect(isRetainedCoverage(coverage({ status: 'entered-in-error' }), medical)).toBe(false);
  });

  it('keeps an active coverage whatever its end date', () => {
    expect(isRetainedCoverage(coverage({ period: { start: '2019-01-01', end: '2020-12-31' } }), medical)).toBe(true);
  });

  it('keeps a hip coverage only when its id contains the contract id', () => {
    expect(isRetainedCoverage(coverage({ id: 'H10001001-02-hip-2026' }), medical)).toBe(true);
    expect(isRetainedCoverage(coverage({ id: 'H99999999-01-hip-2026' }), medical)).toBe(false);
  });

  it('keeps dental and vision coverages only of the plan’s contract type and with the contract id', () => {
    const dentalPlan = { contractId: 'D20002002', contractType: 'Dental', today } as const;
    const dental = coverage({ code: 'dental', id: 'D20002002-01-dental-2026' });
    const vision = coverage({ code: 'vision', id: 'D20002002-01-vision-2026' });
    expect(isRetainedCoverage(dental, dentalPlan)).toBe(true);
    expect(isRetainedCoverage(vision, dentalPlan)).toBe(false);
    expect(isRetainedCoverage(coverage({ code: 'dental', id: 'D99999999-01-dental-2026' }), dentalPlan)).toBe(false);
    expect(
      isRetainedCoverage(coverage({ code: 'vision', id: 'V20002003-01-vision-2026' }), {
        contractId: 'V20002003',
        contractType: 'Vision',
        today,
      }),
    ).toBe(true);
    expect(isRetainedCoverage(coverage({ code: 'dental', id: 'H10001001-01-dental-2026' }), medical)).toBe(false);
  });

  it('drops a coverage of an unknown type', () => {
    expect(isRetainedCoverage(coverage({ code: 'pharmacy' }), medical)).toBe(false);
    expect(isRetainedCoverage({ ...coverage(), type: undefined }, medical)).toBe(false);
  });

  it('filters a search result, keeping the order', () => {
    const list = [
      coverage(),
      cancelledEnding('2023-07-31'),
      cancelledEnding('2025-12-31'),
      coverage({ code: 'vision', id: 'H10001001-01-vision-2026' }),
    ];
    expect(retainedCoverages(list, medical).map((item) => [item.status, item.period?.end])).toEqual([
      ['active', '2026-12-31'],
      ['cancelled', '2025-12-31'],
    ]);
  });
});
