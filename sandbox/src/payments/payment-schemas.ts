// The bills, payments and autopay routes' request and answer shapes. Only the shape is checked here:
// what makes a payment valid (amount, routing number, card number and expiry, one method) is the shared
// payment rules' (payment-checks.ts), so their codes and words are the form's.
import { Type } from 'typebox';
import { savedPaymentMethod } from '@portal/contracts/payment-rules';
import { idempotencyKeyPattern } from './idempotent-answer.ts';

/** A field of the payment method: text the payment rules check (digits, with spaces or dashes allowed). */
const MethodField = (description: string) => Type.Optional(Type.String({ maxLength: 40, description }));

const methodFields = {
  method: Type.Optional(Type.Union([Type.Literal('bank'), Type.Literal('card')])),
  routingNumber: MethodField('9-digit ABA routing number (bank)'),
  accountNumber: MethodField('4 to 17 digits (bank)'),
  cardNumber: MethodField('13 to 19 digits that pass the Luhn check (card)'),
  cardExpiry: MethodField('MM/YY, not before this month in Central time (card)'),
};

export const PaymentBody = Type.Object(
  {
    billId: Type.String({ minLength: 1, maxLength: 40 }),
    amount: Type.Number({
      maximum: 100000,
      multipleOf: 0.01,
      description: 'Dollars: at least 0.01 once rounded to cents, at most the bill’s balance',
    }),
    ...methodFields,
    // 'saved': from the account on file (autopay's), with no numbers typed.
    method: Type.Optional(Type.Union([Type.Literal('bank'), Type.Literal('card'), Type.Literal(savedPaymentMethod)])),
  },
  { additionalProperties: false },
);

export const AutopayBody = Type.Object({ enrolled: Type.Boolean(), ...methodFields }, { additionalProperties: false });

/** Every payment and autopay change carries a key of its own, the same on every retry of it. */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.String({
    pattern: idempotencyKeyPattern,
    description:
      'A new random key (a UUID) per payment or autopay change, sent again unchanged on a retry: a repeated key gets the first answer and changes nothing.',
  }),
});

export const Bill = Type.Object({
  billId: Type.String(),
  periodStart: Type.String(),
  periodEnd: Type.String(),
  dueDate: Type.String(),
  amount: Type.Number(),
  paid: Type.Number(),
  status: Type.String(),
});
export const Payment = Type.Object({
  paymentId: Type.String(),
  billId: Type.Union([Type.String(), Type.Null()]),
  amount: Type.Number(),
  method: Type.String(),
  accountLast4: Type.String(),
  status: Type.String(),
  submittedAt: Type.String(),
  confirmationNumber: Type.String(),
});
export const Autopay = Type.Object({
  enrolled: Type.Boolean(),
  method: Type.Union([Type.String(), Type.Null()]),
  accountLast4: Type.Union([Type.String(), Type.Null()]),
  draftDay: Type.Integer(),
  enrolledOn: Type.Union([Type.String(), Type.Null()]),
});
