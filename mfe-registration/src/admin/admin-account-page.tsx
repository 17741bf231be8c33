// /admin/accounts/:accountRef: one account for member-services staff: its state, plans and
// sign-in history, and the actions: block from a date (today or later), unblock from a date, never
// both in one request (docs/product/validation.md#validate-contact-form: the form refuses it, and so does the member API), and unlock a
// lock-out. Every action asks for confirmation, naming the member; the member API writes it to the
// audit trail with the staff member who did it. The address names the account by its opaque reference
// (from the search result), never the member id.
import { useRef, useState } from 'react';
import { Link, useParams } from '@portal/routing';
import { latestData, useApiData } from '@portal/api-client/use-api-data';
import { formOnIntent, LightTextField } from '@portal/forms/on-intent';
import { Button, DataList, LoadFailure, Notice, PageHeader, LoadingStatus, Section } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import { ConfirmDialog } from '@portal/ui/dialog';
import '../app-name';
import { problemLine, problemOf, staffProblemLine } from '../errors/problem';
import { loadAccount, setBlockDates, unlockAccount, type AccountDetail, type AccountSummary, type HistoryEntry } from './api';
import type { BlockDates, BlockFormValues } from './admin-schemas';
import { blockButtonLabel, blockFields, blockRequest, emptyBlock } from './admin-block-fields';
import type { AdminBlockFormProps, BlockFormHandle } from './admin-block-form';
import { actionText, actorText, memberName, stateText, whenText } from './admin-words';
import styles from './admin.module.css';

const historyColumns: readonly DataTableColumn<HistoryEntry>[] = [
  { header: 'When', cell: (entry) => whenText(entry.at) },
  { header: 'What', cell: (entry) => actionText(entry.action) },
  { header: 'By', cell: actorText },
];

// The form draws at once; its rules (Formik, Yup, the date rules) load on the first intent on it.
const BlockForm = formOnIntent<BlockFormValues, AdminBlockFormProps>(() => import('./admin-block-form'));

const lightBlockFields = (
  <>
    {blockFields.map(({ name, label, hint }) => (
      <LightTextField key={name} name={name} label={label} hint={hint} inputMode="numeric" autoComplete="off" />
    ))}
    <Button type="submit">{blockButtonLabel}</Button>
  </>
);

type PendingAction = { kind: 'dates'; dates: BlockDates } | { kind: 'unlock' };

function confirmation(action: PendingAction, name: string): { title: string; label: string; text: string } {
  if (action.kind === 'unlock') {
    return { title: `Unlock ${name}'s account?`, label: `Unlock ${name}`, text: `${name} will be able to sign in again now.` };
  }
  if (action.dates.blockFrom) {
    return {
      title: `Block ${name}'s account?`,
      label: `Block ${name}`,
      text: `${name} won't be able to sign in from ${formatDate(action.dates.blockFrom)} until the account is unblocked.`,
    };
  }
  return {
    title: `Unblock ${name}'s account?`,
    label: `Unblock ${name}`,
    text: `${name} will be able to sign in again from ${formatDate(action.dates.unblockFrom)}.`,
  };
}

/** The account's state, block dates and plans. */
function AccountStateSection({ detail }: { detail: AccountDetail }) {
  const account = detail.account;
  return (
    <Section heading="Account" className={styles.section}>
      <DataList
        items={[
          ['Username', account.username ?? '—'],
          ['Account state', stateText(account.state)],
          ['Block date', account.state.blockFrom ? formatDate(account.state.blockFrom) : 'None'],
          ['Unblock date', account.state.unblockFrom ? formatDate(account.state.unblockFrom) : 'None'],
          [
            'Plans',
            detail.plans.map((plan) => `${plan.name} (${plan.contractType}${plan.isActive ? '' : ', ended'}) ${plan.memberId}`).join('; '),
          ],
        ]}
      />
    </Section>
  );
}

/** Block or unblock from a date, and unlock a lock-out: each asks for confirmation first. */
function BlockAndUnlockSection({
  form,
  locked,
  onPending,
}: {
  form: AdminBlockFormProps['handle'];
  locked: boolean;
  onPending: (action: PendingAction) => void;
}) {
  return (
    <Section heading="Block or unblock" className={styles.section}>
      <p>Give a block date or an unblock date, not both. Dates are today or later, in Central time.</p>
      <BlockForm
        id="admin-block"
        className={styles.form}
        defaultValues={emptyBlock}
        lightFields={lightBlockFields}
        handle={form}
        onDates={(dates) => onPending({ kind: 'dates', dates })}
      />
      {locked && (
        <>
          <h2>Lock-out</h2>
          <p>The account is locked after failed sign-ins.</p>
          <Button variant="secondary" onClick={() => onPending({ kind: 'unlock' })}>
            Unlock account
          </Button>
        </>
      )}
    </Section>
  );
}

/** The latest sign-ins, failures, locks, unlocks and blocks, and the way to the full audit trail. */
function SignInHistorySection({ detail, name }: { detail: AccountDetail; name: string }) {
  const account = detail.account;
  return (
    <Section heading="Sign-in history" className={styles.section}>
      <DataTable
        caption="Latest sign-ins, failures, locks, unlocks and blocks, newest first"
        captionHidden
        columns={historyColumns}
        rows={detail.signInHistory}
        rowKey={(entry) => `${entry.at}-${entry.action}-${entry.actor}`}
        emptyText="No sign-ins yet."
      />
      <p>
        <Link to={`/admin/accounts/${encodeURIComponent(account.accountRef)}/audit`}>See the full audit trail for {name}</Link>
      </p>
    </Section>
  );
}

export default function AdminAccountPage() {
  const accountRef = useParams().accountRef ?? '';
  const [pending, setPending] = useState<PendingAction | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const form = useRef<BlockFormHandle>(null);

  // Loaded again after each action (the state and history change); what was loaded stays on the page
  // meanwhile, and if that load fails.
  const [loads, setLoads] = useState(0);
  const loaded = useApiData((signal) => loadAccount(accountRef, signal), `${accountRef}#${loads}`, { failureMessage: problemLine });
  const detail = latestData(loaded) ?? null;
  const loadFailure = loaded.status === 'failed' ? loaded : null;

  if (loadFailure && !detail) {
    return (
      <>
        <PageHeader title="Account" back={{ to: '/admin/accounts', label: 'Back to account search' }} />
        <LoadFailure message={loadFailure.message} onRetry={loadFailure.retry} />
      </>
    );
  }
  if (!detail) {
    return <LoadingStatus>Loading the account…</LoadingStatus>;
  }

  const account: AccountSummary = detail.account;
  const name = memberName(account);
  const registered = account.state.status !== 'notRegistered';

  async function perform(action: PendingAction) {
    setActionError(null);
    try {
      if (action.kind === 'unlock') await unlockAccount(accountRef);
      else await setBlockDates(accountRef, blockRequest(action.dates));
      setPending(null);
      setDone(
        action.kind === 'unlock'
          ? `${name}'s account is unlocked.`
          : action.dates.blockFrom
            ? `${name}'s account is blocked from ${formatDate(action.dates.blockFrom)}.`
            : `${name}'s account is unblocked from ${formatDate(action.dates.unblockFrom)}.`,
      );
      form.current?.reset();
      setLoads((count) => count + 1);
    } catch (error) {
      const problem = problemOf(error);
      if (action.kind === 'dates' && problem.fieldErrors.length > 0) {
        setPending(null);
        form.current?.showServerErrors(problem.fieldErrors);
      } else {
        setActionError(staffProblemLine(problem));
      }
    }
  }

  const confirmWords = pending ? confirmation(pending, name) : null;

  return (
    <>
      <PageHeader title={name} back={{ to: '/admin/accounts', label: 'Back to account search' }} lead={`Member ID ${account.memberId}`} />
      {done && (
        <Notice role="status">
          <p>{done}</p>
        </Notice>
      )}
      {/* Loading it again after an action failed: what shows may be out of date. */}
      {loadFailure && <LoadFailure message={loadFailure.message} onRetry={loadFailure.retry} />}
      <AccountStateSection detail={detail} />

      {registered && <BlockAndUnlockSection form={form} locked={account.state.locked} onPending={setPending} />}

      <SignInHistorySection detail={detail} name={name} />

      {pending && confirmWords && (
        <ConfirmDialog
          title={confirmWords.title}
          confirmLabel={confirmWords.label}
          busyLabel="Saving…"
          destructive={pending.kind === 'dates' && Boolean(pending.dates.blockFrom)}
          error={actionError}
          onConfirm={() => perform(pending)}
          onClose={() => {
            setPending(null);
            setActionError(null);
          }}
        >
          <p>{confirmWords.text}</p>
        </ConfirmDialog>
      )}
    </>
  );
}
