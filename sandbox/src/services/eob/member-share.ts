import { centsFromDollars } from '@portal/contracts/money';
import type { ClaimLine } from '../../db/schema.ts';

/**
 * What the member owes the provider for one claim line, in cents: the deductible, the copay, the
 * coinsurance and whatever the plan does not cover. Null while the line is pending (nothing decided).
 */
export function memberOwesOnLineCents(line: ClaimLine): number | null {
  const shares = [line.deductible, line.copay, line.coinsurance, line.notCovered];
  if (shares.some((share) => share === null)) return null;
  return shares.reduce<number>((total, share) => total + centsFromDollars(share ?? 0), 0);
}
