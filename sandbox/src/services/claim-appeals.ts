import { appealFilingDays } from '@portal/contracts/claim-appeals';
import { addDays, isoDate } from '../seed/dates.ts';

/** The last day to appeal a claim processed on a YYYY-MM-DD day, as YYYY-MM-DD. */
export function appealDeadline(processedDate: string): string {
  return isoDate(addDays(new Date(`${processedDate}T00:00:00Z`), appealFilingDays));
}
