// Money as the Care pages phrase it. Amounts come from the member API in dollars; every amount is
// shown through formatMoney so they all read the same ($1,234.50). Progress toward a limit is the
// kit's ProgressMeter (@portal/ui).
import { formatMoney } from '@portal/ui';

/** A deposit or a payment out of an account, phrased without a bare minus sign. */
export function accountMovement(amount: number): { kind: 'Deposit' | 'Payment'; amount: string } {
  return amount >= 0 ? { kind: 'Deposit', amount: formatMoney(amount) } : { kind: 'Payment', amount: formatMoney(-amount) };
}
