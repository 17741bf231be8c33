// Member documents (EOBs, plan documents) are PDFs on the member API that need the bearer token. One
// place fetches them, for every app, on the one HTTP client (docs/http.md): only from the member API's
// own origin (a document URL naming any other host would otherwise receive the member's token), with
// no redirect followed, and only as application/pdf (anything else is not opened, so an HTML answer
// can never run in a tab of ours).
// openMemberDocument opens one in a new tab: the tab opens blank inside the click (popup blockers
// allow that), the PDF is fetched, and the tab is pointed at a local blob URL. A blocked popup shows
// EOB-0002; a failed load closes the tab and shows EOB-0001 (or the given code) in the error dialog.
import { codedMessages, type PortalErrorCode } from '@portal/contracts/error-messages';
import { baseUrl, tokenForRequest } from './api-request';
import { errorDialogStore } from './error-dialog-store';
import { httpClient } from './http-client';
import { recordApiError } from './session-recorder';

export type DocumentOutcome = 'opened' | 'popup-blocked' | 'failed';

/** Why a document could not be loaded: its HTTP status, or null (network, wrong origin or type). */
export class DocumentLoadError extends Error {
  constructor(
    readonly status: number | null,
    reason: string,
  ) {
    super(`the document could not be loaded: ${reason}`);
    this.name = 'DocumentLoadError';
  }
}

/** A document URL from the API (absolute, or a path) on the member API's origin; any other origin is refused. */
export function documentUrl(url: string): string {
  const apiOrigin = new URL(baseUrl('member')).origin;
  const resolved = new URL(url, apiOrigin);
  if (resolved.origin !== apiOrigin) throw new DocumentLoadError(null, 'not on the member API');
  return resolved.toString();
}

/**
 * Fetches a member document with the bearer token; resolves to a PDF blob or rejects with DocumentLoadError
 * (SessionEndedError when the token could not be refreshed). The request interceptor sends the activity
 * event and the token, the response interceptor turns a failure into DocumentLoadError.
 */
export async function fetchMemberDocument(url: string): Promise<Blob> {
  const target = documentUrl(url);
  const token = tokenForRequest();
  const client = await httpClient();
  const response = await client.get<ArrayBuffer>(target, {
    portal: { kind: 'document', token },
    headers: { Accept: 'application/pdf' },
    responseType: 'arraybuffer',
    // No cookies (credentials: 'omit'), and a redirect is an error rather than followed elsewhere.
    withCredentials: false,
    fetchOptions: { redirect: 'error' },
  });
  const type = String(response.headers['content-type'] ?? '')
    .split(';')[0]
    ?.trim()
    .toLowerCase();
  if (type !== 'application/pdf') throw new DocumentLoadError(null, 'not a PDF');
  return new Blob([response.data], { type: 'application/pdf' });
}

function showCoded(code: PortalErrorCode): void {
  errorDialogStore.getState().show({ code, message: codedMessages[code] });
}

export async function openMemberDocument(url: string, failureCode: PortalErrorCode = 'EOB-0001'): Promise<DocumentOutcome> {
  const tab = window.open('', '_blank');
  if (!tab) {
    showCoded('EOB-0002');
    return 'popup-blocked';
  }
  tab.opener = null;
  try {
    const objectUrl = URL.createObjectURL(await fetchMemberDocument(url));
    tab.location.href = objectUrl;
    // The tab has loaded the blob by then; freeing it keeps memory flat across many documents.
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    return 'opened';
  } catch (error) {
    tab.close();
    recordApiError({ code: failureCode, url: 'document', status: error instanceof DocumentLoadError ? error.status : null });
    showCoded(failureCode);
    return 'failed';
  }
}
