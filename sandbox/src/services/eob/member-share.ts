import { centsFromDollars } from '@portal/contracts/money';
import { lineMemberOwes } from '../../claims/adjudication.ts';
import type { ClaimLine } from '../../db/schema.ts';

/**
 * What the member owes the provider for one claim line, in cents: the claims model's one rule
 * (lineMemberOwes), so the EOB and every other figure agree. Null while the line is pending.
 */
export function memberOwesOnLineCents(line: ClaimLine): number | null {
  const owed = lineMemberOwes(line);
  return owed === null ? null : centsFromDollars(owed);
}
