// The session timeout warning of docs/product/session.md#session-idle-timeout, as an alert dialog: focus moves into it, it is
// announced with the time left, and both answers are keyboard-reachable. The time left counts down
// without moving focus (time-left.tsx). Dismissing it (Escape) means staying signed in.
import { Button } from '@portal/ui';
import { PortalDialog } from '@portal/ui/dialog';
import { TimeLeft } from './time-left';

export interface SessionTimeoutDialogProps {
  /** When the member is signed out unless they stay (epoch milliseconds). */
  signOutAt: number;
  onStay: () => void;
  onSignOut: () => void;
}

export default function SessionTimeoutDialog({ signOutAt, onStay, onSignOut }: SessionTimeoutDialogProps) {
  return (
    <PortalDialog
      title="Your session is about to end."
      width={360}
      role="alertdialog"
      onDismiss={onStay}
      actions={(stay) => (
        <>
          <Button onClick={stay}>Stay signed in</Button>
          <Button variant="secondary" onClick={onSignOut}>
            Sign out
          </Button>
        </>
      )}
    >
      {() => (
        <>
          <p>
            For your security, we&apos;ll automatically sign you out. Choose &apos;Stay signed in&apos; to continue or &apos;Sign out&apos;
            if you&apos;re done.
          </p>
          <TimeLeft endsAt={signOutAt} />
        </>
      )}
    </PortalDialog>
  );
}
