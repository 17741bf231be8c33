// The coverage retention rule of docs/product/claims-and-care.md#care-coverage-retention, exactly: a coverage is kept only if it is active, or
// cancelled with an end date within the last 36 months. A hip coverage's id must contain the contract
// id; a dental or vision coverage must match the plan's contract type and its id must contain the
// contract id. A coverage of any other type cannot be tied to the plan and is not kept.
import type { ContractType } from '@portal/contracts/domain';
import { calendarDay, insurerToday, isBeforeDay, minusMonths, startOfYear } from '@portal/ui/dates/days';
import { coverageTypeCode, type FhirCoverage } from './fhir-resources';

/** The coverage look-back (docs/product/constants.md#constants-table). */
export const coverageLookBackMonths = 36;

/**
 * Today for these rules: a calendar day (YYYY-MM-DD, today in the insurer's time zone from
 * `insurerToday` of @portal/ui/dates), or a Date, taken as the day it is in America/Chicago.
 */
export type RetentionDay = string | Date;

/** The calendar day `months` months before `today`, as YYYY-MM-DD; the 31st falls back to the month's last day. */
export function calendarDateMonthsBefore(today: RetentionDay, months: number): string {
  return minusMonths(today, months);
}

/** The earliest end date a cancelled coverage may have and still be kept. */
export function retentionCutoff(today: RetentionDay): string {
  return calendarDateMonthsBefore(today, coverageLookBackMonths);
}

/**
 * The first day the Coverage search asks for (docs/product/data-and-calls.md#calls-member-api: `period=ge{year}-01-01`, the year 36
 * months ago): January 1 of the year of the retention cut-off. Today in Chicago unless given.
 */
export function coverageSearchStart(today: RetentionDay = insurerToday()): string {
  return startOfYear(retentionCutoff(today));
}

export interface RetentionContext {
  contractId: string;
  contractType: ContractType;
  /** Today in the insurer's time zone (`insurerToday()`); a Date is taken as its day in Chicago. */
  today: RetentionDay;
}

const contractTypeOfCode = { dental: 'Dental', vision: 'Vision' } as const;

function withinLookBack(coverage: Pick<FhirCoverage, 'status' | 'period'>, today: RetentionDay): boolean {
  const status = coverage.status?.toLowerCase();
  if (status === 'active') return true;
  if (status !== 'cancelled') return false;
  // period.end is a FHIR date or dateTime: the calendar day it names is what counts.
  const end = calendarDay(/^\d{4}-\d{2}-\d{2}/.exec(coverage.period?.end ?? '')?.[0]);
  return end !== null && !isBeforeDay(end, retentionCutoff(today));
}

export function isRetainedCoverage(coverage: FhirCoverage, { contractId, contractType, today }: RetentionContext): boolean {
  if (!withinLookBack(coverage, today)) return false;
  if (!contractId || !coverage.id?.includes(contractId)) return false;
  const code = coverageTypeCode(coverage);
  if (code === 'hip') return true;
  if (code === 'dental' || code === 'vision') return contractTypeOfCode[code] === contractType;
  return false;
}

export function retainedCoverages(coverages: readonly FhirCoverage[], context: RetentionContext): FhirCoverage[] {
  return coverages.filter((coverage) => isRetainedCoverage(coverage, context));
}
