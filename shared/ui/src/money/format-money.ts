// Money as members read it, and the one rule for amounts that are not decided yet. Amounts are written
// as whole cents by the portal's one money module (@portal/contracts/money).
import { centsFromDollars, formatCents } from '@portal/contracts/money';

/**
 * What a figure that is not decided yet reads as. A pending claim shows no allowed, paid, deductible
 * or owed figures: the member API sends null for them ("Data that never contradicts
 * itself"), and "$0.00" would read as "you owe nothing".
 */
export const pendingAmountText = 'Not yet known';

/** Dollar amounts as members read them: $1,234.50; an amount not known yet (null) says so in words. */
export function formatMoney(amount: number | null): string {
  if (amount === null) return pendingAmountText;
  return formatCents(Number.isFinite(amount) ? centsFromDollars(amount) : 0);
}

/** An amount, or "Not yet known" while it is pending (or not known: null). */
export function moneyOrPending(amount: number | null, pending: boolean): string {
  return pending ? pendingAmountText : formatMoney(amount);
}
