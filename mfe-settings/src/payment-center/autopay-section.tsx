// Autopay (drafts on the 26th): its state, enrolment, changing the payment method, and turning it off
// after a confirmation. Each change is sent once with its own Idempotency-Key (use-submit-once.ts):
// while it is on its way the button that sent it is disabled and a polite status says what is
// happening; a refusal is shown in place and what the member typed stays.
import { useState } from 'react';
import type { ApiData } from '@portal/api-client/use-api-data';
import { applyServerErrors, CheckboxField, PortalForm, usePortalForm } from '@portal/forms';
import { formatDate } from '@portal/ui/dates';
import { Button, ConfirmDialogOnDemand } from '@portal/ui';
import { FailureAlert } from '../common/failure-alert';
import { Loaded } from '../common/loaded';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import {
  autopayAccountText,
  autopayAuthorizationText,
  autopayEnrolledText,
  autopaySchema,
  draftDayText,
  emptyAutopay,
} from './autopay-rules';
import { loadAutopay, saveAutopay, type Autopay } from './api';
import { paymentMethodDetails, type PaymentMethodValues } from './payment-method-rules';
import { PaymentMethodFields } from './payment-method-fields';
import { requestKeyStorageKey } from './request-key';
import { useSubmitOnce, type SubmitOnce } from './use-submit-once';
import styles from '../common/common.module.css';

export const autopayProgressText = {
  enrol: 'Turning on autopay…',
  change: 'Saving your new payment method…',
  off: 'Turning off autopay…',
} as const;

interface AutopayFormProps {
  memberId: string;
  changing: boolean;
  change: SubmitOnce;
  onSaved: (autopay: Autopay) => void;
  onAlreadyMade: () => void;
  onCancel?: () => void;
}

function AutopayForm({ memberId, changing, change, onSaved, onAlreadyMade, onCancel }: AutopayFormProps) {
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

function AutopayPanel({ memberId, loaded }: { memberId: string; loaded: Autopay }) {
  const [autopay, setAutopay] = useState(loaded);
  const [changing, setChanging] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [message, setMessage] = useState<{ text: string; version: number } | null>(null);
  const change = useSubmitOnce(requestKeyStorageKey('autopay', memberId));

  const saved = (next: Autopay, text: string) => {
    setAutopay(next);
    setConfirmingOff(false);
    setChanging(false);
    setMessage((previous) => ({ text, version: (previous?.version ?? 0) + 1 }));
  };

  // A change sent earlier went through after all (its answer was lost): show autopay as it is now.
  const showCurrent = () => {
    void loadAutopay(memberId, new AbortController().signal).then(
      (current) => {
        setAutopay(current);
        setChanging(false);
      },
      // The refusal shown already asks the member to check; a reload shows autopay as it is.
      () => undefined,
    );
  };

  const formFor = (changingMethod: boolean) => (
    <AutopayForm
      memberId={memberId}
      changing={changingMethod}
      change={change}
      onSaved={(next) => saved(next, changingMethod ? successMessages.autopayChanged : autopayEnrolledText(next.draftDay))}
      onAlreadyMade={showCurrent}
      onCancel={changingMethod ? () => setChanging(false) : undefined}
    />
  );

  return (
    <>
      {/* Takes focus: enrolling, changing and turning off all replace the buttons the member used. */}
      <SuccessStatus message={message?.text ?? null} version={message?.version} takeFocus />
      {!confirmingOff && <FailureAlert failure={change.failure} />}
      {autopay.enrolled ? (
        <>
          <p>
            Autopay is on. We draft your premium on the {draftDayText(autopay.draftDay)} of each month from your{' '}
            {autopayAccountText(autopay.method, autopay.accountLast4)}
            {autopay.enrolledOn ? ` (since ${formatDate(autopay.enrolledOn)})` : ''}.
          </p>
          {changing ? (
            formFor(true)
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
          {formFor(false)}
        </>
      )}
      {/* In the page from the start, so assistive technology hears the words when they appear. */}
      <p role="status" className={styles.progress}>
        {change.progress}
      </p>
      {confirmingOff && (
        <ConfirmDialogOnDemand
          title="Turn off autopay?"
          width={420}
          confirmLabel="Turn off autopay"
          busyLabel="Turning off…"
          cancelLabel="Keep autopay"
          error={change.failure?.message}
          onClose={() => setConfirmingOff(false)}
          onConfirm={() => {
            // The dialog stays open, its button busy, until the answer; it closes on success and the
            // status takes focus, or explains a refusal in place.
            return change.submit(autopayProgressText.off, (idempotencyKey) => saveAutopay(memberId, { enrolled: false }, idempotencyKey), {
              done: (next) => saved(next, successMessages.autopayCanceled),
              showFieldErrors: () => false,
              alreadyMade: showCurrent,
            });
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
  return (
    <Loaded data={data} what="your autopay settings">
      {(loaded) => <AutopayPanel memberId={memberId} loaded={loaded} />}
    </Loaded>
  );
}
