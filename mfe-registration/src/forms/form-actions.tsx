// The row of buttons under a registration or account-help form: Back to the previous step (a link),
// the submit button, any further buttons, and the status line that says what is being checked. While
// the request runs, the submit button is aria-disabled rather than disabled, so it keeps focus and is
// still announced; the form itself sends once.
import type { ReactNode } from 'react';
import { Link } from '@portal/routing';
import { ActionRow, Button, buttonClassName } from '@portal/ui';
import styles from '../registration/registration.module.css';

export interface FormActionsProps {
  submitLabel: string;
  /** The form's request is under way. */
  busy?: boolean;
  /** What the status line says while busy ("Checking your username…"); no status line without it. */
  busyStatus?: string;
  /** The previous step's path, for the Back link. */
  back?: string;
  /** Further buttons, after the submit button. */
  children?: ReactNode;
}

export function FormActions({ submitLabel, busy = false, busyStatus, back, children }: FormActionsProps) {
  return (
    <ActionRow>
      {back && (
        <Link to={back} className={buttonClassName('secondary')}>
          Back
        </Link>
      )}
      <Button type="submit" aria-disabled={busy || undefined}>
        {submitLabel}
      </Button>
      {children}
      {busyStatus !== undefined && (
        <p role="status" className={styles.status}>
          {busy ? busyStatus : ''}
        </p>
      )}
    </ActionRow>
  );
}
