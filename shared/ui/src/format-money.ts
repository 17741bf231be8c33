// Money as members read it, and the one rule for amounts that are not known yet.
const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/**
 * What an amount that is not known yet reads as. The member API sends null for the figures of a claim
 * that is still pending (allowed, paid, deductible, coinsurance, what the member owes): "$0.00" would
 * read as "you owe nothing" (issue 21, "Data that never contradicts itself").
 */
export const pendingAmountText = 'Not yet known';

/** Dollar amounts as members read them: $1,234.50; an amount not known yet (null) says so in words. */
export function formatMoney(amount: number | null): string {
  if (amount === null) return pendingAmountText;
  return dollars.format(Number.isFinite(amount) ? amount : 0);
}
