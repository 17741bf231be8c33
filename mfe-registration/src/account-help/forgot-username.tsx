// Forgot username: the member API sends the username to the email or mobile phone given when the
// member ID, date of birth and that email or phone match an account. It answers the same whether or
// not they match (docs/security.md, "Public endpoints that resist guessing"), so the page says "if".
import { useEffect, useRef, useState } from 'react';
import { Link } from '@portal/routing';
import { withPageLoading } from '@portal/api-client';
import { ChoiceGroupField, PhoneField, PortalForm, TextField, usePortalForm, type SubmittedValues } from '@portal/forms';
import { Button, Notice } from '@portal/ui';
import { problemOf } from '../errors/problem';
import { showProblemOnForm } from '../errors/show-problem';
import { emptyForgotUsernameForm, forgotUsernameRequest, forgotUsernameSchema } from './account-help-schemas';
import styles from '../registration/registration.module.css';
import { recoverUsername } from './api';

/** What to do once the username was sent: sign in with it, or try different details. */
function UsernameSentNext({ onTryAgain }: { onTryAgain: () => void }) {
  return (
    <>
      <p>
        Then sign in with that username. If it doesn’t arrive within a few minutes, check your spam folder, check the details you entered,
        or try the other way.
      </p>
      <p>
        <Link to="/login">Go to sign in</Link>
      </p>
      <p>
        <Button variant="secondary" onClick={() => onTryAgain()}>
          Try different details
        </Button>
      </p>
    </>
  );
}

export function ForgotUsername() {
  const form = usePortalForm({ schema: forgotUsernameSchema, defaultValues: emptyForgotUsernameForm });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const status = useRef<HTMLDivElement>(null);
  const { sendBy } = form.values;

  useEffect(() => {
    if (sentMessage) status.current?.focus();
  }, [sentMessage]);

  const send = async (values: SubmittedValues<typeof forgotUsernameSchema>) => {
    if (busy.current) return;
    const request = forgotUsernameRequest(values);
    busy.current = true;
    setSending(true);
    try {
      const answer = await withPageLoading(recoverUsername(request));
      setSentMessage(
        answer?.message ??
          ('email' in request
            ? 'If the details match an account, we sent its username to the email address you gave.'
            : 'If the details match an account, we sent its username by text to the mobile phone number you gave.'),
      );
    } catch (error) {
      showProblemOnForm(form, problemOf(error));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <>
      <Notice ref={status} role="status" tabIndex={-1} title={sentMessage ?? undefined}>
        {sentMessage && <UsernameSentNext onTryAgain={() => setSentMessage(null)} />}
      </Notice>
      {!sentMessage && (
        <PortalForm id="forgot-username" form={form} onSubmit={send} aria-label="Forgot your username?">
          <p>We’ll send your username to the email address or mobile phone on your account when these details match it.</p>
          <TextField
            name="memberId"
            label="Member ID"
            hint="It’s on the front of your member ID card."
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            required
          />
          <TextField
            name="dateOfBirth"
            label="Date of birth"
            hint="MM/DD/YYYY, for example 05/20/1990."
            inputMode="numeric"
            autoComplete="bday"
            required
          />
          <ChoiceGroupField
            name="sendBy"
            legend="How should we send your username?"
            options={[
              { value: 'email', label: 'By email' },
              { value: 'text', label: 'By text message' },
            ]}
          />
          {sendBy === 'email' ? (
            <TextField
              name="email"
              label="Email address"
              hint="The email address on your account."
              type="email"
              autoComplete="email"
              spellCheck={false}
              required
            />
          ) : (
            <PhoneField
              name="mobilePhone"
              label="Mobile phone number"
              hint="The mobile phone on your account, with area code, for example (501) 555-0123."
              required
            />
          )}
          <div className={styles.actions}>
            <Button type="submit" aria-disabled={sending || undefined}>
              Send my username
            </Button>
          </div>
        </PortalForm>
      )}
    </>
  );
}
