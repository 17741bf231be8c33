// /documents: plan documents and forms by category, each opened in a new tab or downloaded, with the
// document link modal for the key plan documents. The category filter lives in session storage,
// never in the URL.
import '../app-name';
import { useState } from 'react';
import { useAnsweredOnce, useApiData } from '@portal/api-client/use-api-data';
import { useMemberGreeting, useSelectedMemberId } from '@portal/session';
import { Button, LoadFailure, PageFrame, selectClassName, LoadingStatus } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { contentFor } from '../content/catalogue';
import { useContentOptions } from '../content/content-options';
import { copyParagraphs } from '../content/page-copy';
import { ProgramParagraphs } from '../programs/program-body';
import { useVariantPlan } from '../programs/use-member-programs';
import { groupDocuments, keyDocumentsCategory, visibleGroups, type DocumentGroup } from './document-groups';
import { DocumentLinksDialog } from './document-links-dialog';
import { documentsData, type PlanDocument } from './api';
import { openPlanDocument } from './open-plan-document';
import styles from './documents.module.css';

export const documentsCategoryStorageKey = 'portal.documents.category';

function readCategory(): string {
  try {
    return window.sessionStorage.getItem(documentsCategoryStorageKey) ?? '';
  } catch {
    return '';
  }
}

function saveCategory(category: string): void {
  try {
    if (category) window.sessionStorage.setItem(documentsCategoryStorageKey, category);
    else window.sessionStorage.removeItem(documentsCategoryStorageKey);
  } catch {
    // Without storage the choice lasts as long as the page.
  }
}

function DocumentRow({ document }: { document: PlanDocument }) {
  return (
    <li className={styles.item}>
      <div>
        <h3 className={styles.itemTitle}>{document.title}</h3>
        <p className={styles.meta}>
          Published {formatDate(document.published)} · Version {document.version}
        </p>
      </div>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={() => void openPlanDocument(document, 'view')}>
          View<span className="portal-visually-hidden"> {document.title} (PDF, opens in a new tab)</span>
        </Button>
        <Button variant="secondary" onClick={() => void openPlanDocument(document, 'download')}>
          Download<span className="portal-visually-hidden"> {document.title} (PDF)</span>
        </Button>
      </div>
    </li>
  );
}

function DocumentGroups({ groups }: { groups: readonly DocumentGroup[] }) {
  const [category, setCategory] = useState(readCategory);
  const [linksOpen, setLinksOpen] = useState(false);
  const shown = visibleGroups(groups, category);
  const selected = groups.some((group) => group.category === category) ? category : '';
  const keyDocuments = groups.find((group) => group.category === keyDocumentsCategory)?.documents ?? [];
  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.filter}>
          <label htmlFor="documents-category">Show</label>
          <select
            id="documents-category"
            className={selectClassName()}
            value={selected}
            onChange={(event) => {
              setCategory(event.target.value);
              saveCategory(event.target.value);
            }}
          >
            <option value="">All documents and forms</option>
            {groups.map((group) => (
              <option key={group.category} value={group.category}>
                {group.category} ({group.documents.length})
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={() => setLinksOpen(true)}>
          Key plan documents
        </Button>
      </div>
      {shown.map((group) => (
        <section key={group.category} className={styles.group} aria-label={group.category}>
          <h2>{group.category}</h2>
          <ul className={styles.list}>
            {group.documents.map((document) => (
              <DocumentRow key={document.documentId} document={document} />
            ))}
          </ul>
        </section>
      ))}
      {linksOpen && <DocumentLinksDialog documents={keyDocuments} onClose={() => setLinksOpen(false)} />}
    </>
  );
}

export default function DocumentsPage() {
  const greeting = useMemberGreeting();
  const memberId = useSelectedMemberId();
  const copy = contentFor('documents_forms', useVariantPlan(), useContentOptions());
  const documents = useApiData((signal) => documentsData.list(memberId, signal), `documents:${memberId}`);
  // The help below the list shows once the list has answered, so the list does not push it down.
  const listAnswered = useAnsweredOnce(documents);

  let content;
  if (documents.status === 'loading') content = <LoadingStatus>Loading your documents…</LoadingStatus>;
  else if (documents.status === 'failed') content = <LoadFailure message={documents.message} onRetry={documents.retry} />;
  else if (documents.data.documents.length === 0)
    content = <ProgramParagraphs className={styles.empty} paragraphs={copyParagraphs(copy, 'empty')} />;
  else content = <DocumentGroups groups={groupDocuments(documents.data.documents)} />;

  return (
    <PageFrame width="medium" title="Documents and forms" greeting={greeting}>
      <ProgramParagraphs paragraphs={copyParagraphs(copy, 'intro', { main: true })} />
      {content}
      {listAnswered && <ProgramParagraphs className={styles.help} paragraphs={copyParagraphs(copy, 'help')} />}
    </PageFrame>
  );
}
