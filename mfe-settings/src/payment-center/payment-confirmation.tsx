// The confirmation of a payment: its heading takes focus (the review the member submitted is gone),
// then what was paid, from which account, for which bill, and the confirmation number the member API
// gave it. The live region is in the page from the start, so assistive technology hears it appear.
import { useEffect, useRef } from 'react';
import { DataList, formatMoney, Notice } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import type { Payment } from './api';
import { billText, type ReviewedPayment } from './payment-review';
import { paymentPostingText } from './payment-options';
import { accountText } from './saved-account';

export interface ConfirmedPayment {
  payment: Payment;
  reviewed: ReviewedPayment;
  /** Changes with every payment, so a second payment's heading takes focus too. */
  version: number;
}

/** The confirmation in a sentence. */
export function paymentConfirmation(payment: Payment): string {
  return `Thank you. Your payment of ${formatMoney(payment.amount)} from your ${accountText(payment.method, payment.accountLast4).toLowerCase()} was submitted. Confirmation number ${payment.confirmationNumber}. ${paymentPostingText}`;
}

export function PaymentConfirmation({ confirmed }: { confirmed: ConfirmedPayment | null }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (confirmed) heading.current?.focus();
  }, [confirmed]);
  return (
    <Notice role="status">
      {confirmed && (
        <>
          <h3 ref={heading} tabIndex={-1}>
            Payment submitted
          </h3>
          <p>{paymentConfirmation(confirmed.payment)}</p>
          <DataList
            items={[
              ['Payment date', formatDate(confirmed.reviewed.paymentDate)],
              ['Bill', billText(confirmed.reviewed.bill)],
            ]}
          />
        </>
      )}
    </Notice>
  );
}
