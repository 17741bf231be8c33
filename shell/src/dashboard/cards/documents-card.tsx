// The dashboard's plan documents card: the button opens the document link modal (documents-dialog.tsx),
// whose code loads when it is first opened.
import { lazy, Suspense, useState } from 'react';
import { Button } from '@portal/ui';
import { DashboardCard } from '../dashboard-card';

const DocumentsDialog = lazy(() => import('./documents-dialog'));

export function DocumentsCard({ memberId }: { memberId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DashboardCard title="Plan documents" link={{ to: '/documents', label: 'All documents and forms' }}>
      <p>Your benefit summary, plan documents and forms.</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        View plan documents
      </Button>
      {open && (
        <Suspense fallback={<p role="status">Loading your documents…</p>}>
          <DocumentsDialog memberId={memberId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </DashboardCard>
  );
}
