// Forgot password, which also unlocks a locked account (docs/product/session.md#session-token-exchange, docs/product/validation.md#validate-password-new): a one-time passcode
// by email or text, then the security question answers and a new password. The member API's
// public/account-recovery calls do each step; the recovery id and token live in memory only. The
// passcode request gets the same answer whether or not the username and date of birth match an
// account (docs/security.md, "Public endpoints that resist guessing"), so the page says "if"; an account
// with no email address or mobile phone on file is refused with LOG-0016 and the help line instead.
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@portal/routing';
import { withPageLoading } from '@portal/api-client';
import { startSignIn } from '@portal/session';
import { Button, ErrorAlert, Notice } from '@portal/ui';
import { problemOf, problemText, type Problem } from '../errors/problem';
import {
  emptyPasscodeRequestForm,
  type PasscodeChannel,
  type PasscodeRequest,
  type PasscodeRequestFormValues,
  type ResetPasswordValues,
} from './account-help-schemas';
import { PasscodeForm } from './passcode-form';
import { PasscodeRequestForm } from './passcode-request-form';
import { ResetPasswordForm } from './reset-password-form';
import styles from '../registration/registration.module.css';
import { requestRecoveryPasscode, resetForgottenPassword, verifyRecoveryPasscode } from './api';

type Step =
  | { name: 'request'; problem: Problem | null }
  | { name: 'passcode'; request: PasscodeRequest; recoveryId: string; resent: boolean }
  | { name: 'reset'; recoveryToken: string; questions: string[] }
  | { name: 'done' };

/** Codes after which the recovery has to start again from a new passcode request. */
const recoveryEnded = new Set(['FOR-0004']);

/** Where the passcode went, if the details matched: the API does not say whether they did. */
function passcodeSentText(channel: PasscodeChannel, resent: boolean): string {
  const what = resent ? 'a new passcode' : 'a passcode';
  const where = channel === 'email' ? 'to the email address on your account' : 'by text to the mobile phone on your account';
  return `If the username and date of birth match an account, we sent ${what} ${where}.`;
}

const stepHeadings: Record<Step['name'], string> = {
  request: 'Get a passcode',
  passcode: 'Enter your passcode',
  reset: 'Choose a new password',
  done: 'Your password has been reset',
};

/** Runs one call at a time with a busy flag; a call returns its failure instead of throwing. */
function useOneCallAtATime() {
  const [busy, setBusy] = useState(false);
  const inFlight = useRef(false);
  const run = async <T,>(call: () => Promise<T>, then: (result: T) => void): Promise<Problem | null> => {
    // Enter pressed twice must not send twice.
    if (inFlight.current) return null;
    inFlight.current = true;
    setBusy(true);
    try {
      then(await withPageLoading(call()));
      return null;
    } catch (error) {
      return problemOf(error);
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };
  return { busy, run };
}

/** Each new step starts at its heading, so screen-reader and keyboard users know where they are. */
function useFocusOnEachNewStep(stepName: Step['name']) {
  const heading = useRef<HTMLHeadingElement>(null);
  const firstStep = useRef(true);
  useEffect(() => {
    if (firstStep.current) {
      firstStep.current = false;
      return;
    }
    heading.current?.focus();
  }, [stepName]);
  return heading;
}

function PasswordResetDone({ onSignIn }: { onSignIn: () => void }) {
  return (
    <Notice role="status" title="Your password has been reset and your account is unlocked.">
      <p>Sign in with your username and your new password.</p>
      <Button onClick={onSignIn}>Sign in</Button>
    </Notice>
  );
}

/** The first step: the username and date of birth the passcode is sent for, after any problem that ended an earlier try. */
function RequestStep(props: {
  id: string;
  problem: Problem | null;
  values: PasscodeRequestFormValues;
  sending: boolean;
  onSend: (request: PasscodeRequest, values: PasscodeRequestFormValues) => Promise<Problem | null>;
}) {
  return (
    <>
      {props.problem && (
        <ErrorAlert>
          <p>{problemText(props.problem)}</p>
        </ErrorAlert>
      )}
      <p>Enter your username and date of birth. We’ll send a one-time passcode to the email address or mobile phone on your account.</p>
      <PasscodeRequestForm id={`${props.id}-request`} values={props.values} onSend={props.onSend} sending={props.sending} />
    </>
  );
}

export function ForgotPassword({ id }: { id: string }) {
  const navigate = useNavigate();
  const [step, setStep] = useState<Step>({ name: 'request', problem: null });
  const [requestValues, setRequestValues] = useState<PasscodeRequestFormValues>(emptyPasscodeRequestForm);
  const { busy, run } = useOneCallAtATime();
  const heading = useFocusOnEachNewStep(step.name);

  const requestPasscode = (request: PasscodeRequest, values: PasscodeRequestFormValues, resent = false) => {
    setRequestValues(values);
    return run(
      () => requestRecoveryPasscode(request),
      ({ recoveryId }) => setStep({ name: 'passcode', request, recoveryId, resent }),
    );
  };

  const startOver = (problem: Problem | null = null) => setStep({ name: 'request', problem });

  const signIn = () => void startSignIn().catch(() => navigate('/login'));

  let content;
  switch (step.name) {
    case 'request':
      content = (
        <RequestStep
          id={id}
          problem={step.problem}
          values={requestValues}
          sending={busy}
          onSend={(request, values) => requestPasscode(request, values)}
        />
      );
      break;
    case 'passcode':
      content = (
        <>
          <p className={styles.status}>{passcodeSentText(step.request.channel, step.resent)}</p>
          <p>It can take a few minutes to arrive. If nothing arrives, check your username and date of birth and start over.</p>
          <PasscodeForm
            key={step.recoveryId}
            id={`${id}-passcode`}
            busy={busy}
            onVerify={(passcode) =>
              run(
                () => verifyRecoveryPasscode({ recoveryId: step.recoveryId, passcode }),
                ({ recoveryToken, securityQuestions }) => setStep({ name: 'reset', recoveryToken, questions: securityQuestions }),
              )
            }
            onResend={() =>
              void requestPasscode(step.request, requestValues, true).then((problem) => {
                if (problem) startOver(problem);
              })
            }
            onStartOver={() => startOver()}
          />
        </>
      );
      break;
    case 'reset':
      content = (
        <>
          <p>Answer your security questions, then choose a new password. Resetting your password also unlocks your account.</p>
          <ResetPasswordForm
            id={`${id}-reset`}
            questions={step.questions}
            busy={busy}
            onReset={async (values: ResetPasswordValues) => {
              const problem = await run(
                () =>
                  resetForgottenPassword({
                    recoveryToken: step.recoveryToken,
                    answer1: values.answer1,
                    answer2: values.answer2,
                    newPassword: values.newPassword,
                  }),
                () => setStep({ name: 'done' }),
              );
              if (problem && recoveryEnded.has(problem.code)) {
                startOver(problem);
                return null;
              }
              return problem;
            }}
          />
        </>
      );
      break;
    case 'done':
      content = <PasswordResetDone onSignIn={signIn} />;
      break;
  }

  return (
    <div>
      <h3 ref={heading} tabIndex={-1}>
        {stepHeadings[step.name]}
      </h3>
      {content}
    </div>
  );
}
