// The end of registration: the success dialog (docs/product/routes-and-guards.md#routes-public), then sign-in. The same message stays
// on the page after the dialog closes, so the member can still sign in from there.
import { useState } from 'react';
import { useNavigate } from '@portal/routing';
import { startSignIn } from '@portal/session';
import { Button, Notice } from '@portal/ui';
import { PortalDialog } from '@portal/ui/dialog';

export interface CreatedAccount {
  username: string;
  memberName: string;
}

function useSignIn() {
  const navigate = useNavigate();
  // Sign-in leaves the portal for the identity provider; if it cannot start, the login page can.
  return () => void startSignIn().catch(() => navigate('/login'));
}

function CreatedMessage({ account }: { account: CreatedAccount }) {
  return (
    <>
      <p>
        The account for {account.memberName} has been created. The username is <strong>{account.username}</strong>.
      </p>
      <p>Sign in with the username and password. We’ll send a one-time passcode to the email address or mobile phone you gave us.</p>
    </>
  );
}

export function AccountCreated({ account }: { account: CreatedAccount }) {
  const [dialogOpen, setDialogOpen] = useState(true);
  const signIn = useSignIn();
  return (
    <>
      <Notice role="status" title="Your account is ready" headingLevel={2}>
        <CreatedMessage account={account} />
        <Button onClick={signIn}>Sign in</Button>
      </Notice>
      {dialogOpen && (
        <PortalDialog
          title="Your account is ready"
          width={480}
          onDismiss={() => setDialogOpen(false)}
          actions={(dismiss) => (
            <>
              <Button onClick={signIn}>Sign in</Button>
              <Button variant="secondary" onClick={dismiss}>
                Close
              </Button>
            </>
          )}
        >
          {() => <CreatedMessage account={account} />}
        </PortalDialog>
      )}
    </>
  );
}
