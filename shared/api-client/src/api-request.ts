// Every call of every app goes through here: base URL from runtime configuration, JSON, a fresh bearer
// token, an activity event for the session timeout, and the error handling of SPEC section 8.
import axios, { AxiosError, type AxiosInstance } from 'axios';
import { genericMessageKeyForStatus, genericMessages, type GenericMessageKey } from '@portal/contracts/error-messages';
import { getFreshAccessToken, getPortalConfig, reportActivity, requestSignOut, SessionEndedError } from '@portal/session';
import type { ApiBase, ApiCall } from './api-calls';
import { errorDialogStore } from './error-dialog-store';
import { PortalApiError, type FieldError } from './portal-api-error';
import { recordApiError } from './session-recorder';

export interface ApiRequestOptions {
  /** Values for the path template's {placeholders}. */
  params?: Record<string, string | number>;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
  /** The caller shows the error itself: no error dialog (it is still recorded and rethrown). */
  optOutOfErrorDialog?: boolean;
  signal?: AbortSignal;
}

export class MalformedResponseError extends Error {
  override name = 'MalformedResponseError';
}

/**
 * Parses the body as JSON. A successful response that is not JSON is a failure (the browser's own
 * JSON parsing would silently make it null); an error response keeps its raw text.
 */
function parseBody(data: unknown, _headers: unknown, status?: number): unknown {
  if (typeof data !== 'string' || data === '') return data === '' ? null : data;
  try {
    return JSON.parse(data);
  } catch {
    if (status !== undefined && status >= 200 && status < 300) throw new MalformedResponseError('the response is not JSON');
    return data;
  }
}

// No timeout by default (SPEC section 7); success is 200 to 299.
const http: AxiosInstance = axios.create({
  headers: { Accept: 'application/json' },
  validateStatus: (status) => status >= 200 && status < 300,
  transitional: { clarifyTimeoutError: true },
  responseType: 'text',
  transformResponse: [parseBody],
});

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

function messageKeyOf(error: unknown): { key: GenericMessageKey; status: number | null; data: unknown } {
  if (error instanceof AxiosError) {
    if (error.response) return { key: genericMessageKeyForStatus(error.response.status), status: error.response.status, data: error.response.data };
    if (error.code === 'ETIMEDOUT' || error.code === 'ECONNABORTED') return { key: 'timeout', status: null, data: null };
    if (error.cause instanceof MalformedResponseError) return { key: 'UNHANDLED_ERROR', status: null, data: null };
    return { key: 'event', status: null, data: null };
  }
  return { key: 'UNHANDLED_ERROR', status: null, data: null };
}

function fail(call: ApiCall, options: ApiRequestOptions, error: PortalApiError): never {
  recordApiError({ code: error.code, url: `${call.base}:${call.path}`, status: error.status });
  const showDialog = call.errors === 'dialog' && !options.optOutOfErrorDialog && error.validationErrors.length === 0;
  if (showDialog) errorDialogStore.getState().show({ code: error.code, message: genericMessages[error.messageKey] });
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
  try {
    const response = await http.request<T>({
      method: call.method,
      url: `${baseUrl(call.base)}/${fillPath(call.path, options.params)}`,
      params: options.query,
      data: options.body,
      signal: options.signal,
      headers: token ? { Authorization: `Bearer ${token}` } : {},
    });
    return response.data;
  } catch (error) {
    if (axios.isCancel(error)) throw error;
    const { key, status, data } = messageKeyOf(error);
    return fail(call, options, new PortalApiError(call.errorCode, key, status, data, validationErrorsOf(data)));
  }
}
