// The dashboard's plan documents card (declared in src/remote-manifest.ts): the button opens the
// document link modal (documents-dialog.tsx), whose code (and the dialog frame's) loads when it is
// first opened, not with the card.
import { lazy, Suspense, useState } from 'react';
import type { DashboardCardBodyProps } from '@portal/contracts/remote-page';
import { useSelectedMemberId } from '@portal/session';
import { Button, LoadingStatus } from '@portal/ui';
import '../app-name';

const DocumentsDialog = lazy(() => import('./documents-dialog'));

export default function DocumentsCard(_props: DashboardCardBodyProps) {
  const memberId = useSelectedMemberId();
  const [open, setOpen] = useState(false);
  return (
    <>
      <p>Your benefit summary, plan documents and forms.</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        View plan documents
      </Button>
      {open && (
        <Suspense fallback={<LoadingStatus>Loading your documents…</LoadingStatus>}>
          <DocumentsDialog memberId={memberId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
