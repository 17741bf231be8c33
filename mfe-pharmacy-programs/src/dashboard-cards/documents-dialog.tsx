// The document link modal: the plan's key documents in a dialog, each opening as a PDF in a new tab.
// Its own chunk (documents-card.tsx loads it on open), so the dialog frame is not part of the
// dashboard's first download, nor of the card's (docs/performance.md#page-weight-history).
import { openMemberDocument } from '@portal/api-client';
import { Button, LoadFailure, LoadingStatus, OpensInNewTab } from '@portal/ui';
import { PortalDialog } from '@portal/ui/dialog';
import { documentsData } from '../documents/api';
import { useApiData } from '@portal/api-client/use-api-data';
import styles from './dashboard-cards.module.css';

export default function DocumentsDialog({ memberId, onClose }: { memberId: string; onClose: () => void }) {
  const data = useApiData((signal) => documentsData.list(memberId, signal), `documents:${memberId}`);
  return (
    <PortalDialog title="Plan documents" width={480} onDismiss={onClose}>
      {() => {
        if (data.status === 'loading') return <LoadingStatus>Loading your documents…</LoadingStatus>;
        if (data.status === 'failed') return <LoadFailure message={data.message} onRetry={data.retry} />;
        const { documents } = data.data;
        if (documents.length === 0) return <p>There are no documents for your plan yet.</p>;
        return (
          <ul className={styles.rows}>
            {documents.slice(0, 8).map((document) => (
              <li key={document.documentId}>
                <Button variant="link" onClick={() => void openMemberDocument(document.url, 'FRM-0003')}>
                  {document.title}
                  <OpensInNewTab what="PDF" />
                </Button>
              </li>
            ))}
          </ul>
        );
      }}
    </PortalDialog>
  );
}
