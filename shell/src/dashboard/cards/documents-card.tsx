// The document link modal: the plan's key documents in a dialog, each opening as a PDF in a new tab.
import { useState } from 'react';
import { openMemberDocument } from '@portal/api-client';
import { Button, LoadFailure } from '@portal/ui';
import { PortalDialog } from '@portal/ui/dialog';
import { DashboardCard } from '../dashboard-card';
import { dashboardData } from '../dashboard-data';
import { useApiData } from '@portal/api-client/use-api-data';
import styles from '../dashboard.module.css';

function DocumentsDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const data = useApiData((signal) => dashboardData.documents(memberId, signal), `documents:${memberId}`);
  return (
    <PortalDialog title="Plan documents" width={480} onDismiss={onClose}>
      {() => {
        if (data.status === 'loading') return <p role="status">Loading your documents…</p>;
        if (data.status === 'failed') return <LoadFailure message={data.message} onRetry={data.retry} />;
        const { documents } = data.data;
        if (documents.length === 0) return <p>There are no documents for your plan yet.</p>;
        return (
          <ul className={styles.rows}>
            {documents.slice(0, 8).map((document) => (
              <li key={document.documentId}>
                <Button variant="link" onClick={() => void openMemberDocument(document.url, 'FRM-0003')}>
                  {document.title}
                  <span className="portal-visually-hidden"> (PDF, opens in a new tab)</span>
                </Button>
              </li>
            ))}
          </ul>
        );
      }}
    </PortalDialog>
  );
}

export function DocumentsCard({ memberId }: { memberId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <DashboardCard title="Plan documents" link={{ to: '/documents', label: 'All documents and forms' }}>
      <p>Your benefit summary, plan documents and forms.</p>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        View plan documents
      </Button>
      {open && <DocumentsDialog memberId={memberId} onClose={() => setOpen(false)} />}
    </DashboardCard>
  );
}
