// Autopay's form (enrolling, or changing the payment method): the forms kit, Formik and Yup come with
// it, so the autopay section fetches it only when it draws it (autopay off) or on the member's intent
// to change the method (autopay on).
import { applyServerErrors, CheckboxField, PortalForm, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { autopayAuthorizationText, autopaySchema, emptyAutopay } from './autopay-rules';
import { autopayProgressText } from './autopay-progress';
import { saveAutopay, type Autopay } from './api';
import { paymentMethodDetails, type PaymentMethodValues } from './payment-method-values';
import { PaymentMethodFields } from './payment-method-fields';
import type { SubmitOnce } from './use-submit-once';
import styles from '../common/common.module.css';

export interface AutopayFormProps {
  memberId: string;
  changing: boolean;
  change: SubmitOnce;
  onSaved: (autopay: Autopay) => void;
  onAlreadyMade: () => void;
  onCancel?: () => void;
}

export function AutopayForm({ memberId, changing, change, onSaved, onAlreadyMade, onCancel }: AutopayFormProps) {
  const form = usePortalForm({ schema: autopaySchema(), defaultValues: emptyAutopay });
  const save = (values: PaymentMethodValues) =>
    change.submit(
      changing ? autopayProgressText.change : autopayProgressText.enrol,
      (idempotencyKey) => saveAutopay(memberId, { enrolled: true, ...paymentMethodDetails(values) }, idempotencyKey),
      {
        done: onSaved,
        showFieldErrors: (errors) => applyServerErrors(form, errors),
        alreadyMade: onAlreadyMade,
      },
    );
  return (
    <PortalForm id="autopay" form={form} aria-label={changing ? 'Change autopay payment method' : 'Set up autopay'} onSubmit={save}>
      <PaymentMethodFields legend={changing ? 'New payment method' : 'Draft my premium from'} method={form.values.method} />
      <CheckboxField name="authorize" label={autopayAuthorizationText} required />
      <div className={styles.actions}>
        <Button type="submit" aria-disabled={change.busy || undefined}>
          {changing ? 'Save payment method' : 'Turn on autopay'}
        </Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </PortalForm>
  );
}
