import type { HraTransaction } from './api';

/** Money added to and paid out of the account over the listed transactions, in dollars. */
export function hraTotals(transactions: readonly HraTransaction[]): { added: number; paidOut: number } {
  let addedCents = 0;
  let paidOutCents = 0;
  for (const { amount } of transactions) {
    // Whole cents, so that many small payments add up exactly.
    const cents = Math.round(amount * 100);
    if (cents >= 0) addedCents += cents;
    else paidOutCents -= cents;
  }
  return { added: addedCents / 100, paidOut: paidOutCents / 100 };
}
