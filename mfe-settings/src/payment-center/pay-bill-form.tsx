// Pay a bill: which bill, the amount (the bill's balance by default, but left empty while autopay is
// on: autopay pays the bill on the draft day, and a filled-in Pay now would pay it twice), and a bank
// account or card. While the payment is on its way, Pay now is disabled and a polite status says so;
// the payment's Idempotency-Key stays until it is confirmed, so paying again after a lost answer or a
// reload pays once (use-submit-once.ts).
// The confirmation is shown by the page (payment-center-page), which then reloads the bill and history.
import { dollarsFromCents, formatCents } from '@portal/contracts/money';
import { applyServerErrors, PortalForm, SelectField, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import { FailureAlert } from '../common/failure-alert';
import { amountCents, billBalanceCents, emptyPayBill, payBillSchema, unpaidBills, type PayBillValues } from './pay-bill-rules';
import { makePayment, type Autopay, type Bill, type Payment } from './payment-api';
import { paymentMethodDetails } from './payment-method-rules';
import { PaymentMethodFields } from './payment-method-fields';
import { draftDayText } from './autopay-rules';
import { paymentPostingText } from './payment-options';
import { requestKeyStorageKey } from './request-key';
import { useSubmitOnce } from './use-submit-once';
import styles from '../common/common.module.css';

export const paymentProgressText = 'Processing your payment…';

export interface PayBillFormProps {
  memberId: string;
  bills: readonly Bill[];
  autopay: Autopay | null;
  onPaid: (payment: Payment) => void;
  /** A payment the member made earlier went through after all (its answer was lost): show the history again. */
  onEarlierPaymentMade: () => void;
}

export function PayBillForm({ memberId, bills, autopay, onPaid, onEarlierPaymentMade }: PayBillFormProps) {
  const unpaid = unpaidBills(bills);
  const autopayPays = autopay?.enrolled === true;
  const form = usePortalForm({ schema: payBillSchema(unpaid), defaultValues: { ...emptyPayBill(unpaid[0]), ...(autopayPays ? { amount: '' } : {}) } });
  const payment = useSubmitOnce(requestKeyStorageKey('payment', memberId));

  if (unpaid.length === 0) return <p>You have no bill to pay right now. Thank you!</p>;
  const pay = (values: PayBillValues) => {
    const details = { billId: values.billId, amount: dollarsFromCents(amountCents(values) ?? 0), ...paymentMethodDetails(values) };
    return payment.submit(paymentProgressText, (idempotencyKey) => makePayment(memberId, details, idempotencyKey), {
      done: onPaid,
      showFieldErrors: (errors) => applyServerErrors(form, errors),
      alreadyMade: onEarlierPaymentMade,
    });
  };
  const billOptions = unpaid.map((bill) => ({ value: bill.billId, label: `Due ${formatDate(bill.dueDate)}: ${formatCents(billBalanceCents(bill))} to pay` }));

  return (
    <PortalForm
      id="pay-bill"
      form={form}
      aria-label="Pay your bill"
      onSubmit={pay}
    >
      <FailureAlert failure={payment.failure} />
      {payment.startedBefore && (
        <p>
          <strong>A payment you started may not have finished.</strong> Check your payment history below. If you pay again with the same details, you are charged only once.
        </p>
      )}
      {autopayPays && (
        <p>
          <strong>Autopay is on:</strong> it pays your bill on the {draftDayText(autopay.draftDay)}. Pay here only if you want to pay before then.
        </p>
      )}
      <p>{paymentPostingText}</p>
      <SelectField name="billId" label="Bill" options={billOptions} placeholder="Choose a bill" required />
      <TextField name="amount" label="Amount to pay" hint="In dollars, for example 487.25." inputMode="decimal" autoComplete="off" required />
      <PaymentMethodFields legend="Pay with" method={form.values.method} />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={payment.busy || undefined}>
          Pay now
        </Button>
        {/* In the page from the start, so assistive technology hears the words when they appear. */}
        <p role="status" className={styles.progress}>
          {payment.progress}
        </p>
      </div>
    </PortalForm>
  );
}
