// Opens (new tab) or downloads a plan document. Documents need the bearer token, so the PDF is fetched
// with it (by @portal/api-client's fetchMemberDocument: the member API's origin only, application/pdf
// only) and handed to the browser as a local blob URL; for viewing, the tab opens blank inside the
// click (popup blockers allow that). Failures close the tab and show the coded message in the error
// dialog (docs/product/errors-and-messages.md#errors-dialog): FRM-0002 when the request is refused for security (403), FRM-0003 when the
// document is not available (anything else); a blocked popup shows EOB-0002.
import { DocumentLoadError, documentUrl, errorDialogStore, fetchMemberDocument } from '@portal/api-client';
import { codedMessages, type PortalErrorCode } from '@portal/api-client/error-messages';
import { requestSignOut, SessionEndedError } from '@portal/session';

export type DocumentAction = 'view' | 'download';
export type DocumentOutcome = 'opened' | 'downloaded' | 'popup-blocked' | 'failed';

export function documentFailureCode(status: number | null): Extract<PortalErrorCode, 'FRM-0002' | 'FRM-0003'> {
  return status === 403 ? 'FRM-0002' : 'FRM-0003';
}

/** The document's URL on the member API with the chosen action (view or download). */
export function documentActionUrl(url: string, action: DocumentAction): string {
  const absolute = new URL(documentUrl(url));
  absolute.searchParams.set('action', action);
  return absolute.toString();
}

/** A safe file name for a download: "Summary of Benefits 2027" -> "Summary-of-Benefits-2027.pdf". */
export function downloadFileName(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[^\w\s-]+/g, '')
    .trim()
    .replace(/\s+/g, '-');
  return `${base || 'document'}.pdf`;
}

function showCoded(code: PortalErrorCode): void {
  errorDialogStore.getState().show({ code, message: codedMessages[code] });
}

function fail(error: unknown): DocumentOutcome {
  if (error instanceof SessionEndedError) {
    requestSignOut({ reason: 'OAU-0001' });
    return 'failed';
  }
  showCoded(documentFailureCode(error instanceof DocumentLoadError ? error.status : null));
  return 'failed';
}

export function openPlanDocument(document: { url: string; title: string }, action: DocumentAction): Promise<DocumentOutcome> {
  let url: string;
  try {
    url = documentActionUrl(document.url, action);
  } catch (error) {
    return Promise.resolve(fail(error));
  }
  if (action === 'download') return downloadDocument(url, document.title);
  // Inside the click: a window opened after an await would be blocked.
  const tab = window.open('', '_blank');
  if (!tab) {
    showCoded('EOB-0002');
    return Promise.resolve('popup-blocked');
  }
  tab.opener = null;
  return fetchMemberDocument(url).then(
    (blob) => {
      const objectUrl = URL.createObjectURL(blob);
      tab.location.href = objectUrl;
      // The tab has loaded the blob by then; freeing it keeps memory flat across many documents.
      window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
      return 'opened' as const;
    },
    (error: unknown) => {
      tab.close();
      return fail(error);
    },
  );
}

async function downloadDocument(url: string, title: string): Promise<DocumentOutcome> {
  try {
    const objectUrl = URL.createObjectURL(await fetchMemberDocument(url));
    const link = window.document.createElement('a');
    link.href = objectUrl;
    link.download = downloadFileName(title);
    link.hidden = true;
    window.document.body.append(link);
    link.click();
    link.remove();
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    return 'downloaded';
  } catch (error) {
    return fail(error);
  }
}
