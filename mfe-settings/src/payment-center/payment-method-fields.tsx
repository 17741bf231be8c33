// The payment method part of a payment or autopay form: bank account or card, then only that
// method's fields. Account and card numbers stay in the form: never in the URL, storage or logs.
import { ChoiceGroupField, TextField } from '@portal/forms';
import { paymentMethodOptions } from './payment-method-values';

export interface PaymentMethodFieldsProps {
  legend: string;
  /** The chosen method (the form's `method` value). */
  method: string;
}

export function PaymentMethodFields({ legend, method }: PaymentMethodFieldsProps) {
  return (
    <>
      <ChoiceGroupField name="method" legend={legend} options={paymentMethodOptions} required />
      {method === 'bank' && (
        <>
          <TextField
            name="routingNumber"
            label="Routing number"
            hint="The 9-digit number at the bottom left of a check."
            inputMode="numeric"
            autoComplete="off"
            required
          />
          <TextField name="accountNumber" label="Account number" inputMode="numeric" autoComplete="off" required />
        </>
      )}
      {method === 'card' && (
        <>
          <TextField name="cardNumber" label="Card number" inputMode="numeric" autoComplete="cc-number" required />
          <TextField name="cardExpiry" label="Expiry date" hint="MM/YY, for example 08/29." autoComplete="cc-exp" required />
        </>
      )}
    </>
  );
}
