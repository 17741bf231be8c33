// Autopay (drafts on the 26th): its state, enrolment, changing the payment method, and turning it off
// after a confirmation.
import { useState } from 'react';
import type { ApiData } from '@portal/api-client/use-api-data';
import { applyServerErrors, CheckboxField, PortalForm, usePortalForm } from '@portal/forms';
import { formatDate } from '@portal/ui/dates';
import { Button, ConfirmDialogOnDemand } from '@portal/ui';
import { validationErrorsOf } from '../common/api-failure';
import { Loaded } from '../common/loaded';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { useSave } from '../common/use-save';
import { autopayAccountText, autopayAuthorizationText, autopayEnrolledText, autopaySchema, draftDayText, emptyAutopay } from './autopay-rules';
import { saveAutopay, type Autopay } from './payment-api';
import { paymentMethodDetails } from './payment-method-rules';
import { PaymentMethodFields } from './payment-method-fields';
import styles from '../common/common.module.css';

function AutopayForm({ memberId, changing, onSaved, onCancel }: { memberId: string; changing: boolean; onSaved: (autopay: Autopay) => void; onCancel?: () => void }) {
  const form = usePortalForm({ schema: autopaySchema(), defaultValues: emptyAutopay });
  const { save } = useSave();
  return (
    <PortalForm
      id="autopay"
      form={form}
      aria-label={changing ? 'Change autopay payment method' : 'Set up autopay'}
      onSubmit={(values) =>
        save(
          async () => onSaved(await saveAutopay(memberId, { enrolled: true, ...paymentMethodDetails(values) })),
          '',
          (error) => applyServerErrors(form, validationErrorsOf(error)),
        )
      }
    >
      <PaymentMethodFields
        legend={changing ? 'New payment method' : 'Draft my premium from'}
        method={form.values.method}
      />
      <CheckboxField name="authorize" label={autopayAuthorizationText} required />
      <div className={styles.actions}>
        <Button type="submit">{changing ? 'Save payment method' : 'Turn on autopay'}</Button>
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </PortalForm>
  );
}

function AutopayPanel({ memberId, loaded }: { memberId: string; loaded: Autopay }) {
  const [autopay, setAutopay] = useState(loaded);
  const [changing, setChanging] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [message, setMessage] = useState<{ text: string; version: number } | null>(null);
  const { save } = useSave();

  const saved = (next: Autopay, text: string) => {
    setAutopay(next);
    setConfirmingOff(false);
    setChanging(false);
    setMessage((previous) => ({ text, version: (previous?.version ?? 0) + 1 }));
  };

  return (
    <>
      {/* Takes focus: enrolling, changing and turning off all replace the buttons the member used. */}
      <SuccessStatus message={message?.text ?? null} version={message?.version} takeFocus />
      {autopay.enrolled ? (
        <>
          <p>
            Autopay is on. We draft your premium on the {draftDayText(autopay.draftDay)} of each month from your {autopayAccountText(autopay.method, autopay.accountLast4)}
            {autopay.enrolledOn ? ` (since ${formatDate(autopay.enrolledOn)})` : ''}.
          </p>
          {changing ? (
            <AutopayForm memberId={memberId} changing onSaved={(next) => saved(next, successMessages.autopayChanged)} onCancel={() => setChanging(false)} />
          ) : (
            <div className={styles.actions}>
              <Button variant="secondary" onClick={() => setChanging(true)}>
                Change payment method
              </Button>
              <Button variant="secondary" onClick={() => setConfirmingOff(true)}>
                Turn off autopay
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <p>Autopay is off. Turn it on and we draft your premium on the {draftDayText()} of each month, so you never miss a payment.</p>
          <AutopayForm memberId={memberId} changing={false} onSaved={(next) => saved(next, autopayEnrolledText(next.draftDay))} />
        </>
      )}
      {confirmingOff && (
        <ConfirmDialogOnDemand
          title="Turn off autopay?"
          width={420}
          confirmLabel="Turn off autopay"
          cancelLabel="Keep autopay"
          onClose={() => setConfirmingOff(false)}
          onConfirm={() => {
            // The dialog closes first (focus back on the page), then the status takes focus.
            setConfirmingOff(false);
            void save(async () => saved(await saveAutopay(memberId, { enrolled: false }), successMessages.autopayCanceled), '');
          }}
        >
          <p>You will need to pay each bill yourself, by its due date.</p>
        </ConfirmDialogOnDemand>
      )}
    </>
  );
}

/** Autopay, from the autopay state the payment center loads once (the bill form reads it too). */
export function AutopaySection({ memberId, data }: { memberId: string; data: ApiData<Autopay> }) {
  return <Loaded data={data} what="your autopay settings">{(loaded) => <AutopayPanel memberId={memberId} loaded={loaded} />}</Loaded>;
}
