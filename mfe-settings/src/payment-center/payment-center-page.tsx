// Payment center (/payment-center): the current bill, paying it (online payments post in 24 to 48
// hours), payment history, autopay (drafts on the 26th), and for Medicare members with a
// medicarePayment identifier the Medicare payment handoff. What shows follows payment-options.
import '../app-name';
import { useState } from 'react';
import { Link } from '@portal/routing';
import { useApiData, type ApiData } from '@portal/api-client/use-api-data';
import type { SelectedPlan } from '@portal/contracts/domain';
import { useRights } from '@portal/rights';
import { useMemberDisplayName } from '@portal/session';
import { formatMoney, MemberGreeting, PageHeader, LoadingStatus } from '@portal/ui';
import { Loaded } from '../common/loaded';
import { PageSection } from '../common/page-section';
import { SuccessStatus } from '../common/success-status';
import { useSelectedPlan } from '../common/current-member';
import { AutopaySection } from './autopay-section';
import { CurrentBill } from './current-bill';
import { MedicarePaymentSection } from './medicare-payment-section';
import { PayBillForm } from './pay-bill-form';
import { loadAutopay, loadBills, loadPayments, type Autopay, type Payment } from './payment-api';
import { PaymentHistory, methodText } from './payment-history';
import { paymentOptions, paymentPostingText, type PaymentOptions } from './payment-options';
import commonStyles from '../common/common.module.css';

export function paymentConfirmation(payment: Payment): string {
  return `Thank you. Your payment of ${formatMoney(payment.amount)} from your ${methodText(payment.method, payment.accountLast4).toLowerCase()} was submitted. Confirmation number ${payment.confirmationNumber}. ${paymentPostingText}`;
}

/** `autopay` null: still loading (the form waits for it, so it knows whether to fill in the amount). */
function Billing({ plan, payOnline, autopay }: { plan: SelectedPlan; payOnline: boolean; autopay: { enrolled: Autopay | null } | null }) {
  // Bumped after a payment, so the bill and the history load again with it.
  const [version, setVersion] = useState(0);
  // Bumped when an earlier payment turns out to have gone through: the history loads again, and the
  // form (with what the member typed) stays.
  const [historyVersion, setHistoryVersion] = useState(0);
  const [confirmation, setConfirmation] = useState<string | null>(null);
  const bills = useApiData((signal) => loadBills(plan.memberId, signal), `bills:${plan.memberId}:${version}`);
  const payments = useApiData((signal) => loadPayments(plan.memberId, signal), `payments:${plan.memberId}:${version}:${historyVersion}`);
  return (
    <>
      <PageSection title="Current bill">
        <Loaded data={bills} what="your bill">
          {(loaded) => <CurrentBill bills={loaded} />}
        </Loaded>
      </PageSection>
      {payOnline && (
        <PageSection title="Pay your bill">
          {/* Takes focus: after a payment the form is replaced by one for the new balance. */}
          <SuccessStatus message={confirmation} version={version} takeFocus />
          {bills.status === 'ready' && autopay ? (
            <PayBillForm
              memberId={plan.memberId}
              bills={bills.data.bills}
              autopay={autopay.enrolled}
              onPaid={(payment) => {
                setConfirmation(paymentConfirmation(payment));
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
      <PageSection title="Payment history">
        <Loaded data={payments} what="your payment history">
          {(loaded) => <PaymentHistory payments={loaded.payments} />}
        </Loaded>
      </PageSection>
    </>
  );
}

function PolicyholderSections({ plan, options }: { plan: SelectedPlan; options: PaymentOptions }) {
  // Loaded once for the autopay section and the bill form (which is not filled in while autopay pays).
  const autopay = useApiData(
    (signal) => (options.autopay ? loadAutopay(plan.memberId, signal) : Promise.resolve(null)),
    options.autopay ? `autopay:${plan.memberId}` : 'no-autopay',
  );
  return (
    <>
      {options.medicareHandoff && (
        <PageSection title="Pay your Medicare premium">
          <MedicarePaymentSection />
        </PageSection>
      )}
      <Billing
        plan={plan}
        payOnline={options.payOnline}
        autopay={autopay.status === 'loading' ? null : { enrolled: autopay.status === 'ready' ? autopay.data : null }}
      />
      {options.autopay && (
        <PageSection title="Autopay">
          <AutopaySection memberId={plan.memberId} data={autopay as ApiData<Autopay>} />
        </PageSection>
      )}
    </>
  );
}

function PaymentSections({ plan }: { plan: SelectedPlan }) {
  const rights = useRights((state) => state.rights);
  const options = paymentOptions(plan, rights);
  if (!options.policyholder) {
    return (
      <p>
        Only the policyholder on your plan can see and pay the bill. If you have a question about your premium, please <Link to="/contact-us">contact us</Link>.
      </p>
    );
  }
  return <PolicyholderSections plan={plan} options={options} />;
}

export default function PaymentCenterPage() {
  const plan = useSelectedPlan();
  const name = useMemberDisplayName();
  return (
    <article className={commonStyles.page}>
      <PageHeader title="Payment center">
        <MemberGreeting name={name} memberId={plan?.memberId} />
      </PageHeader>
      {plan ? <PaymentSections plan={plan} /> : <LoadingStatus>Loading your plan…</LoadingStatus>}
    </article>
  );
}
