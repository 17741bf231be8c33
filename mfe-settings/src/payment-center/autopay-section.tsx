// Autopay (drafts on the 26th): its state, enrolment, changing the payment method, and turning it off
// after a confirmation. Each change is sent once with its own Idempotency-Key (use-submit-once.ts):
// while it is on its way the button that sent it is disabled and a polite status says what is
// happening; a refusal is shown in place and what the member typed stays.
import { useEffect, useState } from 'react';
import type { ApiData } from '@portal/api-client/use-api-data';
import { genericMessages } from '@portal/api-client/error-messages';
import { formatDate } from '@portal/ui/dates/display';
import { Button, ConfirmDialogOnDemand, createOnIntentLoader, LoadFailure, LoadingStatus, useLoadedOnIntent } from '@portal/ui';
import { FailureAlert } from '../common/failure-alert';
import { Loaded } from '../common/loaded';
import { SuccessStatus } from '../common/success-status';
import { successMessages } from '../common/success-messages';
import { autopayAccountText, autopayEnrolledText, draftDayText } from './autopay-texts';
import { autopayProgressText } from './autopay-progress';
import { loadAutopay, saveAutopay, type Autopay } from './api';
import type { AutopayForm as AutopayFormComponent } from './autopay-form';
import { requestKeyStorageKey } from './request-key';
import { useSubmitOnce } from './use-submit-once';
import styles from '../common/common.module.css';

/**
 * The autopay form with Formik, Yup and the forms kit: one request, kept for the visit. Autopay on, it
 * is drawn only after Change payment method, so it comes on the intent to press that (or Turn off
 * autopay, which draws it once autopay is off); autopay off, it is fetched with the section.
 */
export const autopayFormLoader = createOnIntentLoader<typeof AutopayFormComponent>(() =>
  import('./autopay-form').then((module) => module.AutopayForm),
);

/**
 * The autopay form's code. Autopay off, the form is part of the section: asked for at once, drawn when
 * it arrives. `askAgain` asks once more after it failed to arrive.
 */
function useAutopayFormCode(enrolled: boolean) {
  const code = useLoadedOnIntent(autopayFormLoader);
  const { whenLoaded } = code;
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (!enrolled) whenLoaded(() => undefined);
  }, [enrolled, whenLoaded, asked]);
  return { ...code, askAgain: () => setAsked((count) => count + 1) };
}

function AutopayOnText({ autopay }: { autopay: Autopay }) {
  return (
    <p>
      Autopay is on. We draft your premium on the {draftDayText(autopay.draftDay)} of each month from your{' '}
      {autopayAccountText(autopay.method, autopay.accountLast4)}
      {autopay.enrolledOn ? ` (since ${formatDate(autopay.enrolledOn)})` : ''}.
    </p>
  );
}

function AutopayPanel({ memberId, loaded }: { memberId: string; loaded: Autopay }) {
  const [autopay, setAutopay] = useState(loaded);
  const [changing, setChanging] = useState(false);
  const [confirmingOff, setConfirmingOff] = useState(false);
  const [message, setMessage] = useState<{ text: string; version: number } | null>(null);
  const change = useSubmitOnce(requestKeyStorageKey('autopay', memberId));
  const autopayForm = useAutopayFormCode(autopay.enrolled);
  const { whenLoaded } = autopayForm;
  const AutopayForm = autopayForm.loaded;

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

  const formFor = (changingMethod: boolean) =>
    AutopayForm && (
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
      {/* The form's code did not arrive: the connection message, and Try again asks for it once more. */}
      {autopayForm.failed && (
        <LoadFailure
          message={genericMessages.event}
          onRetry={() => (autopay.enrolled ? whenLoaded(() => setChanging(true)) : autopayForm.askAgain())}
        />
      )}
      {autopay.enrolled ? (
        <>
          <AutopayOnText autopay={autopay} />
          {changing ? (
            formFor(true)
          ) : (
            <div className={styles.actions}>
              {/* A press before the form's code has arrived opens it when it arrives. */}
              <Button variant="secondary" {...autopayForm.intent} onClick={() => whenLoaded(() => setChanging(true))}>
                Change payment method
              </Button>
              <Button variant="secondary" {...autopayForm.intent} onClick={() => setConfirmingOff(true)}>
                Turn off autopay
              </Button>
            </div>
          )}
        </>
      ) : (
        <>
          <p>Autopay is off. Turn it on and we draft your premium on the {draftDayText()} of each month, so you never miss a payment.</p>
          {formFor(false) || (!autopayForm.failed && <LoadingStatus className={styles.muted}>Loading the autopay form…</LoadingStatus>)}
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
