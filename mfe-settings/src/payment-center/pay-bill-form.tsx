// Pay a bill in two steps. The form: which bill, the amount (the bill's balance, which the member may
// change within the payment rules) and where from (the account on file first, when there is one, or
// another account's details). Then the review (payment-review.tsx): nothing is sent until the member
// submits it there; Edit comes back to the form with everything typed. The payment's Idempotency-Key
// stays until it is confirmed, so paying again after a lost answer or a reload pays once
// (use-submit-once.ts). When autopay will pay the bill, both steps say so (autopay-draft.ts).
// The confirmation is shown by the page (payment-center-page), which then reloads the bill and history.
// This module brings Formik, Yup and the forms kit: the page draws the form first without them
// (pay-bill-form-on-intent.tsx) and loads this on the member's first intent on it.
import { useEffect, useRef, useState } from 'react';
import { applyServerErrors, ChoiceGroupField, PortalForm, SelectField, TextField, usePortalForm, type FormValues } from '@portal/forms';
import type { ArrivedFormProps } from '@portal/forms/on-intent';
import { Button } from '@portal/ui';
import { insurerToday } from '@portal/ui/dates/days';
import { FailureAlert } from '../common/failure-alert';
import { autopayDraftFor } from './autopay-draft';
import { AutopayWarning } from './autopay-warning';
import { payBillSchema, paymentDetails } from './pay-bill-rules';
import { amountCents, paysFromSaved, unpaidBills, type PayBillValues } from './pay-bill-values';
import { amountField, billChoices, billField, EarlierPaymentNotice, sourceChoices } from './pay-bill-choices';
import { makePayment, type Autopay, type Bill, type Payment } from './api';
import { PaymentMethodFields } from './payment-method-fields';
import { PaymentReview, type ReviewedPayment } from './payment-review';
import { paymentPostingText } from './payment-options';
import { requestKeyStorageKey } from './request-key';
import { accountText, savedAccountOf } from './saved-account';
import { useSubmitOnce } from './use-submit-once';
import styles from '../common/common.module.css';

export const paymentProgressText = 'Processing your payment…';

export interface PayBillFormProps {
  memberId: string;
  bills: readonly Bill[];
  autopay: Autopay | null;
  onPaid: (payment: Payment, reviewed: ReviewedPayment) => void;
  /** A payment the member made earlier went through after all (its answer was lost): show the history again. */
  onEarlierPaymentMade: () => void;
}

/** What the review shows of the values the form checked. */
function reviewOf(values: PayBillValues, bill: Bill, saved: ReturnType<typeof savedAccountOf>): ReviewedPayment {
  const typedMethod = values.method === 'card' ? 'card' : 'bank';
  const typedLast4 = (values.method === 'card' ? values.cardNumber : values.accountNumber).replace(/\D/g, '').slice(-4);
  return {
    amountCents: amountCents(values) ?? 0,
    accountText: paysFromSaved(values, saved) && saved ? accountText(saved.method, saved.last4) : accountText(typedMethod, typedLast4),
    paymentDate: insurerToday(),
    bill,
  };
}

/** The form with its machinery, taking over from the one drawn first (with what was typed there). */
export default function ArrivedPayBillForm({
  id,
  className,
  'aria-label': label,
  startValues,
  memberId,
  bills,
  autopay,
  onPaid,
  onEarlierPaymentMade,
}: PayBillFormProps & ArrivedFormProps<PayBillValues>) {
  const unpaid = unpaidBills(bills);
  const saved = savedAccountOf(autopay);
  const schema = payBillSchema(unpaid, saved);
  const form = usePortalForm({ schema, defaultValues: startValues as FormValues<typeof schema> });
  const payment = useSubmitOnce(requestKeyStorageKey('payment', memberId));
  const [reviewing, setReviewing] = useState<{ values: PayBillValues; payment: ReviewedPayment } | null>(null);
  const [fieldProblems, setFieldProblems] = useState<string[]>([]);
  // After Edit, the amount field takes focus (the review the member was on is gone).
  const editing = useRef(false);
  useEffect(() => {
    if (!reviewing && editing.current) {
      editing.current = false;
      form.setFocus('amount');
    }
  }, [reviewing, form]);

  const chosenBill = unpaid.find((bill) => bill.billId === form.values.billId);
  const today = insurerToday();

  if (reviewing) {
    const submit = () => {
      setFieldProblems([]);
      return payment.submit(
        paymentProgressText,
        (idempotencyKey) => makePayment(memberId, paymentDetails(reviewing.values, saved), idempotencyKey),
        {
          done: (made) => onPaid(made, reviewing.payment),
          // Field problems stay on the review, and wait on their fields for Edit.
          showFieldErrors: (errors) => {
            setFieldProblems(errors.map((error) => error.message));
            return applyServerErrors(form, errors);
          },
          alreadyMade: onEarlierPaymentMade,
        },
      );
    };
    return (
      <PaymentReview
        payment={reviewing.payment}
        draft={autopayDraftFor(reviewing.payment.bill, autopay, today)}
        busy={payment.busy}
        progress={payment.progress}
        failure={payment.failure}
        fieldProblems={fieldProblems}
        onSubmit={() => void submit()}
        onEdit={() => {
          editing.current = true;
          setReviewing(null);
        }}
      />
    );
  }

  const review = (values: PayBillValues) => {
    const bill = unpaid.find((candidate) => candidate.billId === values.billId);
    if (bill) setReviewing({ values, payment: reviewOf(values, bill, saved) });
  };
  const typesOtherAccount = !saved || form.values.source === 'other';

  return (
    <PortalForm id={id} className={className} form={form} aria-label={label} onSubmit={review}>
      <FailureAlert failure={payment.failure} />
      {payment.startedBefore && <EarlierPaymentNotice />}
      <AutopayWarning draft={autopayDraftFor(chosenBill, autopay, today)} />
      <SelectField {...billField} options={billChoices(unpaid)} />
      <TextField {...amountField} />
      {saved && <ChoiceGroupField name="source" legend="Pay from" options={sourceChoices(saved)} required />}
      {typesOtherAccount && <PaymentMethodFields legend={saved ? 'Another account: pay with' : 'Pay with'} method={form.values.method} />}
      <p>{paymentPostingText}</p>
      <div className={styles.actions}>
        <Button type="submit">Review payment</Button>
      </div>
    </PortalForm>
  );
}
