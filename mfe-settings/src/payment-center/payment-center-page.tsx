// Payment center (/payment-center): paying the bill first (a form, a review, a confirmation; online
// payments post in 24 to 48 hours), then the current bill with the past bills, payment history and
// autopay (drafts on the 26th); for Medicare members with a medicarePayment identifier the Medicare
// payment handoff in the place of the form. What shows follows payment-options.
import '../app-name';
import { useState, type ReactNode } from 'react';
import { Link } from '@portal/routing';
import { useAnsweredOnce, useApiData, type ApiData } from '@portal/api-client/use-api-data';
import type { SelectedPlan } from '@portal/contracts/domain';
import { useRights } from '@portal/rights';
import { useMemberGreeting } from '@portal/session';
import { PageFrame, LoadingStatus } from '@portal/ui';
import { Loaded } from '../common/loaded';
import { PageSection } from '../common/page-section';
import { useSelectedPlan } from '../common/current-member';
import { AutopaySection } from './autopay-section';
import { CurrentBill } from './current-bill';
import { MedicarePaymentSection } from './medicare-payment-section';
import { PayBillForm } from './pay-bill-form-on-intent';
import { loadAutopay, loadBills, loadPayments, type Autopay } from './api';
import { PaymentConfirmation, type ConfirmedPayment } from './payment-confirmation';
import { PaymentHistory } from './payment-history';
import { paymentOptions, type PaymentOptions } from './payment-options';
import layoutStyles from './payment-center.module.css';

/**
 * `autopay` null: still loading (the form waits for it, so it knows the account on file and whether
 * autopay pays the bill). `autopayAnswered`: it has answered once (kept while it loads again).
 */
function Billing({
  plan,
  payOnline,
  medicareHandoff,
  autopay,
  autopayAnswered,
  autopaySection,
}: {
  plan: SelectedPlan;
  payOnline: boolean;
  medicareHandoff: boolean;
  autopay: { enrolled: Autopay | null } | null;
  autopayAnswered: boolean;
  autopaySection: ReactNode;
}) {
  // Bumped after a payment, so the bill and the history load again with it.
  const [version, setVersion] = useState(0);
  // Bumped when an earlier payment turns out to have gone through: the history loads again, and the
  // form (with what the member typed) stays.
  const [historyVersion, setHistoryVersion] = useState(0);
  const [confirmed, setConfirmed] = useState<ConfirmedPayment | null>(null);
  const bills = useApiData((signal) => loadBills(plan.memberId, signal), `bills:${plan.memberId}:${version}`);
  const payments = useApiData((signal) => loadPayments(plan.memberId, signal), `payments:${plan.memberId}:${version}:${historyVersion}`);
  const billAnswered = useAnsweredOnce(bills);
  const historyAnswered = useAnsweredOnce(payments);
  const payColumn = (medicareHandoff || payOnline) && (
    <div className={layoutStyles.pay}>
      {medicareHandoff && (
        <PageSection title="Pay your Medicare premium">
          <MedicarePaymentSection />
        </PageSection>
      )}
      {payOnline && (
        <PageSection title="Pay your bill">
          {/* Its heading takes focus: after a payment the review is replaced by a form for the new balance. */}
          <PaymentConfirmation confirmed={confirmed} />
          {bills.status === 'ready' && autopay ? (
            <PayBillForm
              memberId={plan.memberId}
              bills={bills.data.bills}
              autopay={autopay.enrolled}
              onPaid={(payment, reviewed) => {
                setConfirmed((previous) => ({ payment, reviewed, version: (previous?.version ?? 0) + 1 }));
                setVersion((value) => value + 1);
              }}
              onEarlierPaymentMade={() => setHistoryVersion((value) => value + 1)}
            />
          ) : bills.status === 'loading' || !autopay ? (
            <LoadingStatus>Loading your bill…</LoadingStatus>
          ) : (
            // The failure and its Try again show once, under Current bill.
            <p>You can pay once your bill has loaded.</p>
          )}
        </PageSection>
      )}
    </div>
  );
  // Each section waits for the one above it that is still loading: shown at once, it would be pushed
  // down the page when that one's content arrives. The form waits for the bill and autopay, the
  // current bill for the form, the history for the bill, autopay for the history.
  const billShown = !payOnline || (billAnswered && autopayAnswered);
  const historyShown = billShown && billAnswered;
  const autopayShown = historyShown && historyAnswered;
  return (
    <div className={payColumn ? layoutStyles.layout : undefined}>
      {payColumn}
      {billShown && (
        <div className={layoutStyles.side}>
          <PageSection title="Current bill">
            <Loaded data={bills} what="your bill">
              {(loaded) => <CurrentBill bills={loaded} />}
            </Loaded>
          </PageSection>
        </div>
      )}
      {historyShown && (
        <div className={layoutStyles.side}>
          <PageSection title="Payment history">
            <Loaded data={payments} what="your payment history">
              {(loaded) => <PaymentHistory payments={loaded.payments} />}
            </Loaded>
          </PageSection>
        </div>
      )}
      {autopayShown && autopaySection && <div className={layoutStyles.side}>{autopaySection}</div>}
    </div>
  );
}

function PolicyholderSections({ plan, options }: { plan: SelectedPlan; options: PaymentOptions }) {
  // Loaded once for the autopay section and the bill form (the account on file, and whether autopay pays the bill).
  const autopay = useApiData(
    (signal) => (options.autopay ? loadAutopay(plan.memberId, signal) : Promise.resolve(null)),
    options.autopay ? `autopay:${plan.memberId}` : 'no-autopay',
  );
  const autopayAnswered = useAnsweredOnce(autopay);
  return (
    <Billing
      plan={plan}
      payOnline={options.payOnline}
      medicareHandoff={options.medicareHandoff}
      autopay={autopay.status === 'loading' ? null : { enrolled: autopay.status === 'ready' ? autopay.data : null }}
      autopayAnswered={autopayAnswered}
      autopaySection={
        options.autopay && (
          <PageSection title="Autopay">
            <AutopaySection memberId={plan.memberId} data={autopay as ApiData<Autopay>} />
          </PageSection>
        )
      }
    />
  );
}

function PaymentSections({ plan }: { plan: SelectedPlan }) {
  const rights = useRights((state) => state.rights);
  const options = paymentOptions(plan, rights);
  if (!options.policyholder) {
    return (
      <p>
        Only the policyholder on your plan can see and pay the bill. If you have a question about your premium, please{' '}
        <Link to="/contact-us">contact us</Link>.
      </p>
    );
  }
  return <PolicyholderSections plan={plan} options={options} />;
}

export default function PaymentCenterPage() {
  const plan = useSelectedPlan();
  const greeting = useMemberGreeting();
  return (
    <PageFrame className={layoutStyles.page} title="Payment center" greeting={greeting}>
      {plan ? <PaymentSections plan={plan} /> : <LoadingStatus>Loading your plan…</LoadingStatus>}
    </PageFrame>
  );
}
