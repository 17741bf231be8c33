// Every call of every app goes through here: base URL from runtime configuration, JSON, a fresh bearer
// token, an activity event for the session timeout, and the error handling of SPEC section 8.
import { genericMessageKeyForStatus, genericMessages, type GenericMessageKey } from '@portal/contracts/error-messages';
import { getFreshAccessToken, getPortalConfig, reportActivity, requestSignOut, SessionEndedError } from '@portal/session';
import type { ApiBase, ApiCall } from './api-calls';
import { errorDialogStore } from './error-dialog-store';
import { fetchJson, HttpStatusError, MalformedResponseError, NoResponseError } from './fetch-json';
import { PortalApiError, type FieldError } from './portal-api-error';
import { withQuery, type QueryValues } from './query-string';
import { recordApiError } from './session-recorder';

export interface ApiRequestOptions {
  /** Values for the path template's {placeholders}. */
  params?: Record<string, string | number>;
  query?: QueryValues;
  body?: unknown;
  /** The caller shows the error itself: no error dialog (it is still recorded and rethrown). */
  optOutOfErrorDialog?: boolean;
  signal?: AbortSignal;
}

export function baseUrl(base: ApiBase): string {
  const config = getPortalConfig();
  switch (base) {
    case 'member':
      return config.memberApiBaseUrl;
    case 'messageCenter':
      return `${config.memberApiBaseUrl}/message-center`;
    case 'abcbs':
      return `${new URL(config.memberApiBaseUrl).origin}/abcbs/v1`;
    case 'fhir':
      return config.fhirBaseUrl;
  }
}

export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

function validationErrorsOf(data: unknown): FieldError[] {
  const list = (data as { validationErrors?: unknown } | null)?.validationErrors;
  return Array.isArray(list) ? list.filter((item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string') : [];
}

interface FailureKind {
  key: GenericMessageKey;
  status: number | null;
  data: unknown;
  /**
   * Whether the generic message describes what happened. A fault of the portal's own code (a call it
   * could not even build, such as a path without its user id) is not a server's doing: the dialog then
   * shows its own text instead, "please refresh and try again ... contact us" (SPEC section 8).
   */
  worded: boolean;
}

// A success that is not JSON is UNHANDLED_ERROR ("error communicating with server"); so is any other
// unexpected error, which the dialog tells in its own words.
function failureKindOf(error: unknown): FailureKind {
  if (error instanceof HttpStatusError) return { key: genericMessageKeyForStatus(error.status), status: error.status, data: error.body, worded: true };
  if (error instanceof NoResponseError) return { key: error.reason === 'aborted' ? 'timeout' : 'event', status: null, data: null, worded: true };
  return { key: 'UNHANDLED_ERROR', status: null, data: null, worded: error instanceof MalformedResponseError };
}

function fail(call: ApiCall, options: ApiRequestOptions, error: PortalApiError, worded = true): never {
  recordApiError({ code: error.code, url: `${call.base}:${call.path}`, status: error.status });
  const showDialog = call.errors === 'dialog' && !options.optOutOfErrorDialog && error.validationErrors.length === 0;
  if (showDialog) errorDialogStore.getState().show(worded ? { code: error.code, message: genericMessages[error.messageKey] } : { code: error.code });
  throw error;
}

export async function apiRequest<T>(call: ApiCall, options: ApiRequestOptions = {}): Promise<T> {
  reportActivity();
  let token: string | null = null;
  if (call.authenticated) {
    try {
      token = await getFreshAccessToken();
    } catch (error) {
      if (error instanceof SessionEndedError) {
        requestSignOut({ reason: 'OAU-0001' });
        throw new PortalApiError('OAU-0001', 'UNAUTHORIZED_ERROR', null, null, []);
      }
      throw error;
    }
    if (!token) fail(call, options, new PortalApiError(call.errorCode, 'UNAUTHORIZED_ERROR', null, null, []));
  }
  // No timeout (SPEC section 7): only the caller's signal ends a request early.
  try {
    const url = withQuery(`${baseUrl(call.base)}/${fillPath(call.path, options.params)}`, options.query);
    return (await fetchJson({ method: call.method, url, body: options.body, token, signal: options.signal })) as T;
  } catch (error) {
    // The caller cancelled: it gets its own abort reason back, with no dialog and nothing recorded.
    if (options.signal?.aborted && error === options.signal.reason) throw error;
    const { key, status, data, worded } = failureKindOf(error);
    return fail(call, options, new PortalApiError(call.errorCode, key, status, data, validationErrorsOf(data)), worded);
  }
}
