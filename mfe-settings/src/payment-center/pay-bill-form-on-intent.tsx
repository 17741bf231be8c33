// The pay form as the page draws it on arrival: the same fields, texts and default values as the form
// (pay-bill-form.tsx), without Formik, Yup or the forms kit. The form itself loads on the member's first
// focus, press, touch or key in it and takes over what was typed and where the focus is; a Review
// payment pressed before it arrives is made when it arrives. If it cannot arrive, the connection
// message says so and Try again asks for it once more.
import { useState } from 'react';
import { genericMessages } from '@portal/api-client/error-messages';
import { formOnIntent, LightSelectField, LightTextField } from '@portal/forms/on-intent';
import { LightChoiceGroupField } from '@portal/forms/on-intent/choices';
import { Button, LoadFailure } from '@portal/ui';
import { insurerToday } from '@portal/ui/dates/days';
import { autopayDraftFor } from './autopay-draft';
import { AutopayWarning } from './autopay-warning';
import { amountField, billChoices, billField, EarlierPaymentNotice, payBillFormName, sourceChoices } from './pay-bill-choices';
import type { PayBillFormProps } from './pay-bill-form';
import { emptyPayBill, unpaidBills, type PayBillValues } from './pay-bill-values';
import { paymentMethodOptions } from './payment-method-values';
import { paymentPostingText } from './payment-options';
import { pendingRequestKey, requestKeyStorageKey } from './request-key';
import { savedAccountOf } from './saved-account';
import styles from '../common/common.module.css';

const PayBillFormOnIntent = formOnIntent<PayBillValues, PayBillFormProps>(() => import('./pay-bill-form'));

export function PayBillForm(props: PayBillFormProps) {
  const { memberId, bills, autopay } = props;
  const [startedBefore] = useState(() => pendingRequestKey(requestKeyStorageKey('payment', memberId)).pending() !== null);
  const unpaid = unpaidBills(bills);
  if (unpaid.length === 0) return <p>You have no bill to pay right now. Thank you!</p>;
  const saved = savedAccountOf(autopay);
  const defaults = emptyPayBill(unpaid[0], saved);
  const lightFields = (
    <>
      {startedBefore && <EarlierPaymentNotice />}
      <AutopayWarning draft={autopayDraftFor(unpaid[0], autopay, insurerToday())} />
      <LightSelectField {...billField} options={billChoices(unpaid)} />
      <LightTextField {...amountField} />
      {saved ? (
        <LightChoiceGroupField name="source" legend="Pay from" options={sourceChoices(saved)} defaultValue={defaults.source} required />
      ) : (
        <LightChoiceGroupField name="method" legend="Pay with" options={paymentMethodOptions} defaultValue={defaults.method} required />
      )}
      <p>{paymentPostingText}</p>
      <div className={styles.actions}>
        <Button type="submit">Review payment</Button>
      </div>
    </>
  );
  return (
    <PayBillFormOnIntent
      {...props}
      id="pay-bill"
      aria-label={payBillFormName}
      defaultValues={defaults}
      lightFields={lightFields}
      loadFailure={(tryAgain) => <LoadFailure message={genericMessages.event} onRetry={tryAgain} />}
    />
  );
}
