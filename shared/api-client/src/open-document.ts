// Opens a member document (EOB, plan document) in a new tab. Documents need the bearer token, so the
// tab opens blank inside the click (popup blockers allow that), the PDF is fetched with the token, and
// the tab is pointed at a local blob URL. A blocked popup shows EOB-0002; a failed load closes the tab
// and shows EOB-0001 (or the given code) in the error dialog.
import { codedMessages, type PortalErrorCode } from '@portal/contracts/error-messages';
import { getFreshAccessToken, reportActivity } from '@portal/session';
import { baseUrl } from './api-request';
import { errorDialogStore } from './error-dialog-store';
import { HttpStatusError } from './fetch-json';
import { recordApiError } from './session-recorder';

export type DocumentOutcome = 'opened' | 'popup-blocked' | 'failed';

/** A document URL from the API: absolute, or a path on the member API's origin. */
export function documentUrl(url: string): string {
  return new URL(url, new URL(baseUrl('member')).origin).toString();
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
  reportActivity();
  try {
    const token = await getFreshAccessToken();
    const response = await fetch(documentUrl(url), {
      headers: token ? { Authorization: `Bearer ${token}`, Accept: 'application/pdf' } : { Accept: 'application/pdf' },
    });
    if (!response.ok) throw new HttpStatusError(response.status, null);
    const objectUrl = URL.createObjectURL(await response.blob());
    tab.location.href = objectUrl;
    // The tab has loaded the blob by then; freeing it keeps memory flat across many documents.
    window.setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
    return 'opened';
  } catch (error) {
    tab.close();
    recordApiError({ code: failureCode, url: 'document', status: error instanceof HttpStatusError ? error.status : null });
    showCoded(failureCode);
    return 'failed';
  }
}
