// Money as members read it, and the one rule for amounts that are not decided yet.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Dollar amounts as members read them: $1,234.50. */
export function formatMoney(amount: number): string {
  return dollars.format(Number.isFinite(amount) ? amount : 0);
}

/**
 * What a figure that is not decided yet reads as. A pending claim shows no allowed, paid, deductible
 * or owed figures: the member API sends 0 for them, and "$0.00" would read as "you owe nothing".
 */
export const pendingAmountText = 'Not yet known';

/** An amount, or "Not yet known" while it is pending. */
export function moneyOrPending(amount: number, pending: boolean): string {
  return pending ? pendingAmountText : formatMoney(amount);
}
