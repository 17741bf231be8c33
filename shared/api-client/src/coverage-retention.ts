// The coverage retention rule of SPEC section 5, exactly: a coverage is kept only if it is active, or
// cancelled with an end date within the last 36 months. A hip coverage's id must contain the contract
// id; a dental or vision coverage must match the plan's contract type and its id must contain the
// contract id. A coverage of any other type cannot be tied to the plan and is not kept.
import type { ContractType } from '@portal/contracts/domain';
import { coverageTypeCode, type FhirCoverage } from './fhir-resources';

/** The coverage look-back (SPEC section 9). */
export const coverageLookBackMonths = 36;

const pad = (value: number) => String(value).padStart(2, '0');

/** The local calendar date `months` months before `today`, as YYYY-MM-DD; the 31st falls back to the month's last day. */
export function calendarDateMonthsBefore(today: Date, months: number): string {
  const totalMonths = today.getFullYear() * 12 + today.getMonth() - months;
  const year = Math.floor(totalMonths / 12);
  const month = totalMonths - year * 12;
  const lastDay = new Date(year, month + 1, 0).getDate();
  return `${year}-${pad(month + 1)}-${pad(Math.min(today.getDate(), lastDay))}`;
}

/** The earliest end date a cancelled coverage may have and still be kept. */
export function retentionCutoff(today: Date): string {
  return calendarDateMonthsBefore(today, coverageLookBackMonths);
}

export interface RetentionContext {
  contractId: string;
  contractType: ContractType;
  today: Date;
}

const contractTypeOfCode = { dental: 'Dental', vision: 'Vision' } as const;

function withinLookBack(coverage: Pick<FhirCoverage, 'status' | 'period'>, today: Date): boolean {
  const status = coverage.status?.toLowerCase();
  if (status === 'active') return true;
  if (status !== 'cancelled') return false;
  const end = /^\d{4}-\d{2}-\d{2}/.exec(coverage.period?.end ?? '')?.[0];
  return end !== undefined && end >= retentionCutoff(today);
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
