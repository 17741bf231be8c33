// Partner handoffs (docs/product/routes-and-guards.md#routes-handoffs "SSO launch"): external apps of the Policy menu and partner single
// sign-on of programs. The blank window opens inside the click (before any await) so popup blockers
// allow it; the sso call returns `ssoForm`, HTML holding a form and an auto-submit script. That HTML is
// never run and never written into a same-origin window: it is parsed with DOMParser (scripts do not
// execute), and only the form's http(s) action, its method and its fields are copied into a fresh form
// in the portal's document, which posts into the new window by name and is removed at once.
import { genericMessages, guidanceMessages } from '@portal/contracts/error-messages';
import { sessionStore } from '@portal/session';
import { apiCalls } from './api-calls';
import { callApi, type CallAnswer, type CallBody } from './typed-call';
import { errorDialogStore } from './error-dialog-store';
import { recordApiError } from './session-recorder';

export type ExternalApp = 'interqual' | 'cob' | 'updatepolicy' | 'updatepolicymetallic' | 'medicarepayment';

export type HandoffOutcome = 'opened' | 'popup-blocked' | 'failed';

type SsoRequest = CallBody<typeof apiCalls.sso>;

/** The partners the sso call knows, by key. */
export type PartnerSsoKey = NonNullable<SsoRequest['key']>;

/** The form of an `ssoForm`, reduced to what the portal re-creates. */
export interface SsoFormData {
  /** Absolute http or https URL. */
  action: string;
  method: 'post' | 'get';
  fields: [name: string, value: string][];
}

/** docs/product/routes-and-guards.md#routes-handoffs: links containing http open in a new tab. */
export function opensInNewTab(href: string): boolean {
  return href.toLowerCase().includes('http');
}

// Controls that a browser would not submit, or whose value is not in the markup.
const unsubmittedInputTypes = new Set(['submit', 'button', 'reset', 'image', 'file']);

/**
 * The form inside an `ssoForm`, or null when there is none or its action is not an absolute http(s)
 * URL. DOMParser builds an inert document: its scripts never run and its elements never load anything.
 */
export function parseSsoForm(html: unknown): SsoFormData | null {
  if (typeof html !== 'string' || html.trim() === '') return null;
  const form = new DOMParser().parseFromString(html, 'text/html').querySelector('form');
  if (!form) return null;
  let action: URL;
  try {
    action = new URL((form.getAttribute('action') ?? '').trim());
  } catch {
    return null;
  }
  if (action.protocol !== 'https:' && action.protocol !== 'http:') return null;
  if (action.username || action.password) return null;
  const method = (form.getAttribute('method') ?? 'get').trim().toLowerCase();
  if (method !== 'post' && method !== 'get') return null;
  const fields: SsoFormData['fields'] = [];
  for (const control of form.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input[name], textarea[name]')) {
    const name = control.getAttribute('name') ?? '';
    if (name === '' || control.hasAttribute('disabled')) continue;
    if (control instanceof HTMLTextAreaElement) {
      fields.push([name, control.textContent ?? '']);
      continue;
    }
    const type = (control.getAttribute('type') ?? 'text').toLowerCase();
    if (unsubmittedInputTypes.has(type)) continue;
    if ((type === 'checkbox' || type === 'radio') && !control.hasAttribute('checked')) continue;
    fields.push([name, control.getAttribute('value') ?? (type === 'checkbox' || type === 'radio' ? 'on' : '')]);
  }
  return { action: action.href, method, fields };
}

/** Posts the form into the named window from the portal's own document, then removes it. */
function submitInto(windowName: string, data: SsoFormData): void {
  const form = document.createElement('form');
  form.action = data.action;
  form.method = data.method;
  form.target = windowName;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of data.fields) {
    const input = document.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.append(input);
  }
  document.body.append(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
}

function showError(message: string): void {
  errorDialogStore.getState().show({ code: apiCalls.sso.errorCode, message });
}

function windowName(): string {
  const random = new Uint32Array(2);
  crypto.getRandomValues(random);
  return `portal-handoff-${Array.from(random, (value) => value.toString(16)).join('')}`;
}

async function completeHandoff(popup: Window, name: string, body: SsoRequest): Promise<HandoffOutcome> {
  let response: CallAnswer<typeof apiCalls.sso> | null;
  try {
    response = await callApi(apiCalls.sso, { body });
  } catch {
    // apiRequest has shown the failure in the error dialog (docs/product/errors-and-messages.md#errors-dialog) and recorded it.
    popup.close();
    return 'failed';
  }
  const form = parseSsoForm(response?.ssoForm);
  if (!form) {
    popup.close();
    recordApiError({ code: apiCalls.sso.errorCode, url: `${apiCalls.sso.base}:${apiCalls.sso.path}`, status: null });
    showError(genericMessages.UNHANDLED_ERROR);
    return 'failed';
  }
  // The member closed the window while the call ran: posting now would open an unasked-for one.
  if (popup.closed) return 'failed';
  submitInto(name, form);
  try {
    // The submission has chosen its window already; the partner page gets no handle on the portal.
    popup.opener = null;
  } catch {
    // Not allowed by this browser: the window keeps its opener.
  }
  return 'opened';
}

/** Opens the blank window synchronously (inside the member's click), then completes the handoff. */
function handoff(body: () => SsoRequest | null): Promise<HandoffOutcome> {
  const payload = body();
  if (!payload) {
    showError(genericMessages.default);
    return Promise.resolve('failed');
  }
  const name = windowName();
  const popup = window.open('about:blank', name);
  if (!popup) {
    errorDialogStore.getState().show({ message: guidanceMessages.handoffPopupBlocked });
    return Promise.resolve('popup-blocked');
  }
  return completeHandoff(popup, name, payload);
}

/** Posts the external-app payload {app, userName, companyId, memberId, contractType, relayState: ''} to the sso call and hands the returned form to a new window. */
export function launchExternalApp(app: ExternalApp): Promise<HandoffOutcome> {
  return handoff(() => {
    const plan = sessionStore.getState().selectedPlan;
    if (!plan) return null;
    return {
      app,
      userName: plan.username,
      companyId: plan.companyId,
      memberId: plan.memberId,
      contractType: plan.contractType,
      relayState: '',
    };
  });
}

/** Partner single sign-on for programs: posts { key, memberId } to the sso call. */
export function launchPartnerSso(key: string): Promise<HandoffOutcome> {
  return handoff(() => {
    const plan = sessionStore.getState().selectedPlan;
    // The key comes from data or a link's address; the member API refuses one it does not know.
    return plan ? { key: key as PartnerSsoKey, memberId: plan.memberId } : null;
  });
}
