// Pay a bill: which bill, the amount (the bill's balance by default, but left empty while autopay is
// on: autopay pays the bill on the draft day, and a filled-in Pay now would pay it twice), and a bank
// account or card.
// The confirmation is shown by the page (payment-center-page), which then reloads the bill and history.
import { applyServerErrors, PortalForm, SelectField, TextField, usePortalForm } from '@portal/forms';
import { Button, formatMoney } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import { validationErrorsOf } from '../common/api-failure';
import { useSave } from '../common/use-save';
import { billBalance, emptyPayBill, parseAmountCents, payBillSchema, unpaidBills } from './pay-bill-rules';
import { makePayment, type Autopay, type Bill, type Payment } from './payment-api';
import { paymentMethodDetails } from './payment-method-rules';
import { PaymentMethodFields } from './payment-method-fields';
import { draftDayText } from './autopay-rules';
import { paymentPostingText } from './payment-options';

export function PayBillForm({ memberId, bills, autopay, onPaid }: { memberId: string; bills: readonly Bill[]; autopay: Autopay | null; onPaid: (payment: Payment) => void }) {
  const unpaid = unpaidBills(bills);
  const autopayPays = autopay?.enrolled === true;
  const form = usePortalForm({ schema: payBillSchema(unpaid), defaultValues: { ...emptyPayBill(unpaid[0]), ...(autopayPays ? { amount: '' } : {}) } });
  const { save } = useSave();

  if (unpaid.length === 0) return <p>You have no bill to pay right now. Thank you!</p>;
  const billOptions = unpaid.map((bill) => ({ value: bill.billId, label: `Due ${formatDate(bill.dueDate)}: ${formatMoney(billBalance(bill))} to pay` }));

  return (
    <PortalForm
      id="pay-bill"
      form={form}
      aria-label="Pay your bill"
      onSubmit={(values) =>
        save(
          async () => {
            const cents = parseAmountCents(values.amount) ?? 0;
            onPaid(await makePayment(memberId, { billId: values.billId, amount: cents / 100, ...paymentMethodDetails(values) }));
          },
          '',
          (error) => applyServerErrors(form, validationErrorsOf(error)),
        )
      }
    >
      {autopayPays && (
        <p>
          <strong>Autopay is on:</strong> it pays your bill on the {draftDayText(autopay.draftDay)}. Pay here only if you want to pay before then.
        </p>
      )}
      <p>{paymentPostingText}</p>
      <SelectField name="billId" label="Bill" options={billOptions} placeholder="Choose a bill" required />
      <TextField name="amount" label="Amount to pay" hint="In dollars, for example 487.25." inputMode="decimal" autoComplete="off" required />
      <PaymentMethodFields
        legend="Pay with"
        method={form.values.method}
      />
      <Button type="submit">Pay now</Button>
    </PortalForm>
  );
}
