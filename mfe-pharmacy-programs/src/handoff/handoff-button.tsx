// A button that leaves the portal for a partner or an outside site: the redirect modal (or, for the
// discount program, the exit modal with its authorization) first, then the partner single sign-on or
// the link in a new tab. A portal path is a plain link. What happened is announced next to the button.
import { useState } from 'react';
import { Link } from '@portal/routing';
import { launchPartnerSso } from '@portal/api-client/partner-handoff';
import { Button, buttonClassName } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import type { ExitModalData } from '../content/content-types';
import { ExitModalDialog } from './exit-modal-dialog';
import type { HandoffAction } from './handoff-action';
import { LeaveSiteDialog } from './leave-site-dialog';
import styles from './handoff.module.css';

export interface HandoffButtonProps {
  label: string;
  /** What the member is going to (the program's title), for the dialogs and the announcement. */
  destination: string;
  action: HandoffAction;
  exitModal?: ExitModalData | null;
  variant?: 'primary' | 'secondary';
}

export function HandoffButton({ label, destination, action, exitModal = null, variant = 'primary' }: HandoffButtonProps) {
  const [dialog, setDialog] = useState<'none' | 'redirect' | 'exit'>('none');
  const [status, setStatus] = useState('');

  if (action.kind === 'internal') {
    return (
      <Link className={buttonClassName(variant)} to={action.to}>
        {label}
      </Link>
    );
  }

  /** Called inside the member's click: the partner window must open before anything is awaited. */
  const continueToPartner = (lead: string, viaLink: 'anchor' | 'script') => {
    const opened = `${lead}${destination} opened in a new tab.`;
    if (action.kind === 'sso') {
      setStatus(`${lead}Opening ${destination}…`);
      void launchPartnerSso(action.key).then((outcome) => setStatus(outcome === 'opened' ? opened : lead.trim()));
      return;
    }
    if (viaLink === 'script') window.open(action.href, '_blank', 'noopener,noreferrer');
    setStatus(opened);
  };

  return (
    <div>
      <Button
        variant={variant}
        onClick={() => {
          setStatus('');
          setDialog(exitModal ? 'exit' : 'redirect');
        }}
      >
        {label}
        {action.kind === 'external' && <span className="portal-visually-hidden"> (opens another website)</span>}
      </Button>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {dialog === 'redirect' && (
        <LeaveSiteDialog
          destination={destination}
          action={action}
          onContinue={() => continueToPartner('', 'anchor')}
          onDismiss={() => setDialog('none')}
        />
      )}
      {dialog === 'exit' && exitModal && (
        <ExitModalDialog
          modal={exitModal}
          onAccept={() => continueToPartner(`Thank you. Your authorization was confirmed on ${formatDate(new Date())}. `, 'script')}
          onDismiss={() => setDialog('none')}
        />
      )}
    </div>
  );
}
