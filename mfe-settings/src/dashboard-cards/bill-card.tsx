// The dashboard's bill card, in Needs your attention (declared in src/remote-manifest.ts: policyholders
// whose plan may open the payment center; the shell draws its frame).
import { DashboardCardData, useApiData } from '@portal/api-client/use-api-data';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { useSelectedMemberId } from '@portal/session';
import { useRights } from '@portal/rights';
import { Link } from '@portal/routing';
import { buttonClassName } from '@portal/ui';
import '../app-name';
import { billDue } from './bill-due';
import { loadAutopay, loadBills } from '../payment-center/api';
import styles from './dashboard-cards.module.css';

/**
 * The premium bill: what is due and when. With autopay on it says autopay will pay it and offers no
 * Pay now (a second payment would pay the bill twice); otherwise Pay now leads to the payment center.
 * Autopay is asked about only when the plan pays online (payBill), so it has autopay.
 */
export default function BillCard(props: DashboardCardBodyProps) {
  const memberId = useSelectedMemberId();
  const autopayOffered = useRights((state) => state.rights?.payBill === true);
  const data = useApiData(
    (signal) => Promise.all([loadBills(memberId, signal), autopayOffered ? loadAutopay(memberId, signal) : Promise.resolve(null)]),
    `bill:${memberId}:${autopayOffered}`,
  );
  return (
    <DashboardCardData data={data} {...props}>
      {([bills, autopay]) => {
        const due = billDue(bills, autopay);
        return (
          <>
            <p className={due.kind === 'paid-up' ? undefined : styles.figure}>{due.text}</p>
            {due.detail && <p>{due.detail}</p>}
            {due.kind === 'due' && (
              <p>
                <Link to="/payment-center" className={buttonClassName('primary')}>
                  Pay now
                </Link>
              </p>
            )}
          </>
        );
      }}
    </DashboardCardData>
  );
}
