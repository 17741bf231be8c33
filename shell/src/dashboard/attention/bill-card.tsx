import { Link } from '@portal/routing';
import { useApiData } from '@portal/api-client/use-api-data';
import { buttonClassName } from '@portal/ui';
import { DashboardCard } from '../dashboard-card';
import { dashboardData } from '../dashboard-data';
import { attentionShape } from './attention-shapes';
import { billDue } from './bill-due';
import styles from '../dashboard.module.css';

/** What is due (two lines on a phone) and when, or that autopay pays it. */
const billShape = attentionShape({ figureLines: 2, textLines: 2 });

/**
 * The premium bill: what is due and when. With autopay on it says autopay will pay it and offers no
 * Pay now (a second payment would pay the bill twice); otherwise Pay now leads to the payment center.
 * `autopayOffered`: the plan pays online (payBill), so it has autopay to ask about.
 */
export function BillCard({ memberId, autopayOffered }: { memberId: string; autopayOffered: boolean }) {
  const data = useApiData(
    (signal) => Promise.all([dashboardData.bills(memberId, signal), autopayOffered ? dashboardData.autopay(memberId, signal) : Promise.resolve(null)]),
    `bill:${memberId}:${autopayOffered}`,
  );
  return (
    <DashboardCard title="Your bill" data={data} link={{ to: '/payment-center', label: 'Go to the payment center' }} loadingShape={billShape}>
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
    </DashboardCard>
  );
}
