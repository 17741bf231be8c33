import { Money } from '@portal/ui';
import { isPendingClaim } from '@portal/contracts/claim-status';
import type { ClaimSummary } from './api';
import styles from './claims.module.css';

/**
 * What the member owes first, then what the plan paid and what was billed. While a claim is pending
 * only the billed amount is known (the kit's Money says "Not yet known" for the others).
 */
export function ClaimAmounts({
  claim,
  className,
}: {
  claim: Pick<ClaimSummary, 'status' | 'memberOwe' | 'planPaid' | 'billed'>;
  className?: string;
}) {
  const pending = isPendingClaim(claim.status);
  const amounts: [label: string, amount: number | null, knownWhilePending: boolean][] = [
    ['You owe', claim.memberOwe, false],
    ['Plan paid', claim.planPaid, false],
    ['Billed', claim.billed, true],
  ];
  return (
    <dl className={className ?? styles.amounts}>
      {amounts.map(([label, amount, knownWhilePending], index) => (
        <div key={label} className={index === 0 ? styles.owe : undefined}>
          <dt>{label}</dt>
          <dd>
            <Money amount={amount} pending={pending && !knownWhilePending} />
          </dd>
        </div>
      ))}
    </dl>
  );
}
