// Money as the Care pages phrase it. Amounts come from the member API in dollars; every amount is
// shown through formatMoney so they all read the same ($1,234.50).
import { formatMoney } from '@portal/ui';

/** How much of a limit is met, as a whole percentage from 0 to 100; null when there is no limit. */
export function percentMet(met: number, limit: number): number | null {
  if (!(limit > 0)) return null;
  const share = Math.max(0, met) / limit;
  return Math.min(100, Math.floor(share * 100));
}

/** What is left before a limit is reached, never below zero. */
export function remainingOf(met: number, limit: number): number {
  return Math.max(0, Math.round((limit - met) * 100) / 100);
}

/** A deposit or a payment out of an account, phrased without a bare minus sign. */
export function accountMovement(amount: number): { kind: 'Deposit' | 'Payment'; amount: string } {
  return amount >= 0 ? { kind: 'Deposit', amount: formatMoney(amount) } : { kind: 'Payment', amount: formatMoney(-amount) };
}

/** "$400.00 of $3,000.00" */
export function amountOfLimit(met: number, limit: number): string {
  return `${formatMoney(met)} of ${formatMoney(limit)}`;
}
