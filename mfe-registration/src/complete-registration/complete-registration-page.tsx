// /complete-registration, step 4: the member checks what they entered, accepts the terms in the
// terms-and-conditions dialog, and the member API's public/users call creates the account. Then the
// success dialog leads to sign-in (docs/product/routes-and-guards.md#routes-public).
import { useEffect, useRef, useState } from 'react';
import { Link, Navigate } from '@portal/routing';
import { withPageLoading, type FieldError } from '@portal/api-client';
import { formatPhone } from '@portal/forms';
import { ActionRow, Button, buttonClassName, DataList, ErrorAlert, formatPersonName, Notice } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import '../app-name';
import { communicationOptions } from '../communication-settings/communication-options';
import { problemOf, problemText, type Problem } from '../errors/problem';
import {
  canOpenStep,
  clearRegistration,
  firstUnfinishedStep,
  setPendingErrors,
  useRegistrationState,
  type RegistrationDraft,
} from '../registration/registration-draft';
import { RegistrationLayout } from '../registration/registration-layout';
import { stepById, stepOfField, type RegistrationStepId } from '../registration/registration-steps';
import { AcceptTermsDialog } from '../terms/terms-dialog';
import { AccountCreated, type CreatedAccount } from './account-created';
import { registrationRequest } from './registration-request';
import styles from '../registration/registration.module.css';
import { register } from '../registration/api';

function ReviewSection({ title, step, items }: { title: string; step: RegistrationStepId; items: readonly (readonly [string, string])[] }) {
  return (
    <section className={styles.review} aria-label={title}>
      <div className={styles.reviewHeader}>
        <h2>{title}</h2>
        <Link to={stepById(step).path}>
          Change<span className="portal-visually-hidden"> {title.toLowerCase()}</span>
        </Link>
      </div>
      <DataList items={items} />
    </section>
  );
}

/** The failure of the final call, with a way to each step that has something to fix. */
function CreationFailure({ problem }: { problem: Problem }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), [problem]);
  const fixes = problem.fieldErrors.flatMap((error) => {
    const step = stepOfField(error.field);
    return step ? [{ ...error, step: stepById(step) }] : [];
  });
  return (
    <div ref={box} tabIndex={-1}>
      <ErrorAlert>
        <h2>We couldn’t create your account</h2>
        <p>{problemText(problem)}</p>
        {fixes.length > 0 && (
          <ul>
            {fixes.map((fix) => (
              <li key={fix.field}>
                {fix.message} <Link to={fix.step.path}>Fix this in “{fix.step.label}”</Link>
              </li>
            ))}
          </ul>
        )}
        {problem.code === 'REG-0004' && (
          <p>
            <Link to="/login">Sign in</Link> or <Link to="/account-help">get help with your username or password</Link>.
          </p>
        )}
      </ErrorAlert>
    </div>
  );
}

function groupByStep(errors: readonly FieldError[]): Partial<Record<RegistrationStepId, FieldError[]>> {
  const grouped: Partial<Record<RegistrationStepId, FieldError[]>> = {};
  for (const error of errors) {
    const step = stepOfField(error.field);
    if (step) grouped[step] = [...(grouped[step] ?? []), error];
  }
  return grouped;
}

function ReviewAndFinish({ draft, onCreated }: { draft: RegistrationDraft; onCreated: (account: CreatedAccount) => void }) {
  const secrets = useRegistrationState((state) => state.secrets);
  const [termsOpen, setTermsOpen] = useState(false);
  const [creating, setCreating] = useState(false);
  const [failure, setFailure] = useState<Problem | null>(null);
  const sending = useRef(false);
  const request = registrationRequest(draft, secrets);
  const { verified, account } = draft;
  if (!verified || !account) return null;

  const create = async () => {
    if (!request || sending.current) return;
    sending.current = true;
    setCreating(true);
    setFailure(null);
    try {
      await withPageLoading(register(request));
      onCreated({ username: request.username, memberName: formatPersonName(verified.member.firstName, verified.member.lastName) });
      clearRegistration();
    } catch (error) {
      const problem = problemOf(error);
      setPendingErrors(groupByStep(problem.fieldErrors));
      setFailure(problem);
    } finally {
      sending.current = false;
      setCreating(false);
    }
  };

  const membership: [string, string][] = [
    ['Name', formatPersonName(verified.member.firstName, verified.member.lastName)],
    ['Member ID', verified.member.memberId],
    ['Date of birth', formatDate(verified.identity.dateOfBirth)],
  ];
  if (verified.guardian)
    membership.push(['Parent or legal guardian', formatPersonName(verified.guardian.firstName, verified.guardian.lastName)]);
  const communication = draft.communication;

  return (
    <>
      <p className={styles.lead}>Check your details, then accept the terms and conditions to create your account.</p>
      {failure && <CreationFailure problem={failure} />}
      <ReviewSection title="Membership" step="register" items={membership} />
      <ReviewSection
        title="Account"
        step="create-account"
        items={[
          ['Username', account.username],
          ['Email address', account.email],
          ['Mobile phone number', formatPhone(account.mobilePhone)],
          ['First security question', account.securityQuestions[0]],
          ['Second security question', account.securityQuestions[1]],
        ]}
      />
      <ReviewSection
        title="Email options"
        step="communication-settings"
        items={communicationOptions.map((option) => [option.label, communication?.[option.name] ? 'Yes, by email' : 'No'] as const)}
      />
      {request ? (
        <ActionRow>
          <Link to="/communication-settings" className={buttonClassName('secondary')}>
            Back
          </Link>
          <Button onClick={() => setTermsOpen(true)} aria-disabled={creating || undefined}>
            Create my account
          </Button>
          <p role="status" className={styles.status}>
            {creating ? 'Creating your account…' : ''}
          </p>
        </ActionRow>
      ) : (
        <Notice>
          <p>For your security, we don’t keep your password or security answers when the page reloads.</p>
          <p>
            <Link to="/create-account">Enter your password and security answers again</Link>
          </p>
        </Notice>
      )}
      {termsOpen && <AcceptTermsDialog onAccept={() => void create()} onClose={() => setTermsOpen(false)} />}
    </>
  );
}

export default function CompleteRegistrationPage() {
  const draft = useRegistrationState((state) => state.draft);
  const [created, setCreated] = useState<CreatedAccount | null>(null);
  let content;
  if (created) content = <AccountCreated account={created} />;
  else if (canOpenStep(draft, 'complete-registration')) content = <ReviewAndFinish draft={draft} onCreated={setCreated} />;
  else content = <Navigate to={stepById(firstUnfinishedStep(draft)).path} replace />;
  return (
    <RegistrationLayout step="complete-registration" title="Complete registration">
      {content}
    </RegistrationLayout>
  );
}
