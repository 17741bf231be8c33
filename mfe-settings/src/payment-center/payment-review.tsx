// The review step of a payment: what will be paid (amount, from which account, masked, on what day,
// for which bill) before anything is sent. "Submit payment" sends it once (use-submit-once.ts keeps
// its Idempotency-Key until it is confirmed); "Edit" goes back to the form with everything typed. A
// refusal is shown here, in place, and the member can edit or submit again.
import { useEffect, useId, useRef } from 'react';
import { formatCents } from '@portal/contracts/money';
import { Button, DataList, ErrorAlert } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { FailureAlert } from '../common/failure-alert';
import type { FailureText } from '../common/api-failure';
import type { AutopayDraft } from './autopay-draft';
import { AutopayWarning } from './autopay-warning';
import type { Bill } from './api';
import { paymentPostingText } from './payment-options';
import styles from '../common/common.module.css';

export interface ReviewedPayment {
  amountCents: number;
  /** The account, masked: "Bank account ending in 6789". */
  accountText: string;
  /** The day the payment is made, YYYY-MM-DD (today in the insurer's time zone). */
  paymentDate: string;
  bill: Bill;
}

/** The bill as the review names it: its due date and the month it covers. */
export function billText(bill: Bill): string {
  return `Premium due ${formatDate(bill.dueDate)}, for coverage ${formatDate(bill.periodStart)} to ${formatDate(bill.periodEnd)}`;
}

export interface PaymentReviewProps {
  payment: ReviewedPayment;
  draft: AutopayDraft | null;
  busy: boolean;
  progress: string;
  failure: FailureText | null;
  /** The API's problems with fields of the form (the amount...), shown here and on the form after Edit. */
  fieldProblems: readonly string[];
  onSubmit(): void;
  onEdit(): void;
}

export function PaymentReview({ payment, draft, busy, progress, failure, fieldProblems, onSubmit, onEdit }: PaymentReviewProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // The form the member used is gone: the review's heading takes focus, so reading starts here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div role="group" aria-labelledby={headingId}>
      <h3 id={headingId} ref={heading} tabIndex={-1}>
        Review your payment
      </h3>
      <FailureAlert failure={failure} />
      {fieldProblems.length > 0 && (
        <ErrorAlert>
          {fieldProblems.map((problem) => (
            <p key={problem}>{problem}</p>
          ))}
          <p>Choose Edit to change your payment.</p>
        </ErrorAlert>
      )}
      <DataList
        items={[
          ['Amount', formatCents(payment.amountCents)],
          ['Pay from', payment.accountText],
          ['Payment date', formatDate(payment.paymentDate)],
          ['Bill', billText(payment.bill)],
        ]}
      />
      <AutopayWarning draft={draft} />
      <p>{paymentPostingText}</p>
      <div className={styles.actions}>
        <Button type="button" aria-disabled={busy || undefined} onClick={() => !busy && onSubmit()}>
          Submit payment
        </Button>
        <Button type="button" variant="secondary" aria-disabled={busy || undefined} onClick={() => !busy && onEdit()}>
          Edit
        </Button>
        {/* In the page from the start, so assistive technology hears the words when they appear. */}
        <p role="status" className={styles.progress}>
          {progress}
        </p>
      </div>
    </div>
  );
}
