// Forgot username: the member API emails the username to the address on file when the member ID,
// date of birth and email match an account.
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { apiCalls, apiRequest, withPageLoading } from '@portal/api-client';
import { PortalForm, TextField, usePortalForm } from '@portal/forms';
import { Button } from '@portal/ui';
import { problemOf } from '../errors/problem';
import { showProblemOnForm } from '../errors/show-problem';
import { emptyForgotUsernameForm, forgotUsernameSchema, type ForgotUsernameRequest } from './account-help-schemas';
import styles from '../registration/registration.module.css';

export function ForgotUsername() {
  const form = usePortalForm({ schema: forgotUsernameSchema, defaultValues: emptyForgotUsernameForm });
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const busy = useRef(false);
  const status = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (sentMessage) status.current?.focus();
  }, [sentMessage]);

  const send = async (request: ForgotUsernameRequest) => {
    if (busy.current) return;
    busy.current = true;
    setSending(true);
    try {
      const answer = await withPageLoading(apiRequest<{ message?: string }>(apiCalls.recoverUsername, { body: request, optOutOfErrorDialog: true }));
      setSentMessage(answer?.message ?? 'We sent your username to the email address on file.');
    } catch (error) {
      showProblemOnForm(form, problemOf(error));
    } finally {
      busy.current = false;
      setSending(false);
    }
  };

  return (
    <>
      <div ref={status} role="status" tabIndex={-1} className={sentMessage ? styles.notice : undefined}>
        {sentMessage && (
          <>
            <p className={styles.status}>{sentMessage}</p>
            <p>Check your inbox, then sign in with that username. If the email doesn’t arrive within a few minutes, check your spam folder.</p>
            <p>
              <Link to="/login">Go to sign in</Link>
            </p>
          </>
        )}
      </div>
      {!sentMessage && (
        <PortalForm id="forgot-username" form={form} onSubmit={send} aria-label="Forgot your username?">
          <p>We’ll email your username to the address on file when these details match your account.</p>
          <TextField name="memberId" label="Member ID" hint="It’s on the front of your member ID card." autoComplete="off" autoCapitalize="characters" spellCheck={false} required />
          <TextField name="dateOfBirth" label="Date of birth" hint="MM/DD/YYYY, for example 05/20/1990." inputMode="numeric" autoComplete="bday" required />
          <TextField name="email" label="Email address" hint="The email address on your account." type="email" autoComplete="email" spellCheck={false} required />
          <div className={styles.actions}>
            <Button type="submit" aria-disabled={sending || undefined}>
              Email my username
            </Button>
          </div>
        </PortalForm>
      )}
    </>
  );
}
