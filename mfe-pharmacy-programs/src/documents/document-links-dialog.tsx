// The document link modal: the key plan documents as links in a dialog, each opening as a PDF in a
// new tab (the same modal the dashboard offers, here from the documents page itself).
import { Button, OpensInNewTab } from '@portal/ui';
import { PortalDialog } from '@portal/ui/dialog';
import type { PlanDocument } from './api';
import { openPlanDocument } from './open-plan-document';
import styles from './documents.module.css';

export function DocumentLinksDialog({ documents, onClose }: { documents: readonly PlanDocument[]; onClose: () => void }) {
  return (
    <PortalDialog title="Key plan documents" width={480} onDismiss={onClose}>
      {() =>
        documents.length === 0 ? (
          <p>Your plan documents aren’t available yet. They appear here as soon as they are ready.</p>
        ) : (
          <>
            <p>Each document opens as a PDF in a new tab.</p>
            <ul className={styles.links}>
              {documents.map((document) => (
                <li key={document.documentId}>
                  <Button variant="link" onClick={() => void openPlanDocument(document, 'view')}>
                    {document.title}
                    <OpensInNewTab what="PDF" />
                  </Button>
                </li>
              ))}
            </ul>
          </>
        )
      }
    </PortalDialog>
  );
}
