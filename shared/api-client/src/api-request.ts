// Every call of every app goes through here, on the one axios instance (http-client.ts, docs/http.md).
// apiRequest builds the call (path, query, JSON body) and asks for the member's token as the call is
// made; its request interceptor sends the activity event and that token (or fails the call without
// one) and takes the base URL from the runtime configuration; its response interceptor gives a failure
// docs/product/errors-and-messages.md#errors-handling handling, through failCall below.
import { genericMessages } from '@portal/contracts/error-messages';
import { getFreshAccessToken, getPortalConfig } from '@portal/session';
import type { AxiosInstance } from 'axios';
import type { ApiBase, ApiCall } from './api-calls';
import { errorDialogStore } from './error-dialog-store';
import { httpClient, type PortalRequest } from './http-client';
import { PortalApiError } from './portal-api-error';
import { withQuery, type QueryValues } from './query-string';
import { recordApiError } from './session-recorder';

export interface ApiRequestOptions {
  /** Values for the path template's {placeholders}. */
  params?: Record<string, string | number>;
  query?: QueryValues;
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Sent as the Idempotency-Key header: a write the service carries out once per key (a payment, an
   * autopay change). The caller keeps one key per intended change and sends it again on every retry.
   */
  idempotencyKey?: string;
}

export type CallRequest = Extract<PortalRequest, { kind: 'call' }>;

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

/**
 * A failed call (docs/product/errors-and-messages.md#errors-handling): recorded with its error code and URL template, shown in the error
 * dialog unless the call leaves errors to its caller or the answer carries field errors, and thrown.
 * `worded` false: no generic message describes the failure (a fault of the portal's own code), and
 * the dialog shows its own text, "please refresh and try again ... contact us".
 */
export function failCall(request: CallRequest, error: PortalApiError, worded = true): never {
  const { call } = request;
  recordApiError({ code: error.code, url: `${call.base}:${call.path}`, status: error.status });
  const showDialog = call.errors === 'dialog' && error.validationErrors.length === 0;
  if (showDialog)
    errorDialogStore.getState().show(worded ? { code: error.code, message: genericMessages[error.messageKey] } : { code: error.code });
  throw error;
}

/**
 * The call's path and query under its base, and its body: objects travel as JSON, a string as it is,
 * and GET bodies were never sent. No body, no Content-Type (false, not absent: axios would label a POST
 * or PUT without a body as form-encoded). The query is encoded as the APIs always received it.
 */
function buildCall(call: ApiCall, options: ApiRequestOptions): { url: string; data?: string; contentType: string | false } {
  const url = withQuery(fillPath(call.path, options.params), options.query);
  const { body } = options;
  if (body === undefined || body === null || call.method === 'GET') return { url, contentType: false };
  const json = typeof body === 'object';
  return { url, data: json ? JSON.stringify(body) : String(body), contentType: json ? 'application/json' : 'text/plain;charset=UTF-8' };
}

/** The member's token for a request made now (refreshed first when expired); the request interceptor sends it. */
export function tokenForRequest(): Promise<string | null> {
  const token = getFreshAccessToken();
  // Awaited by the request interceptor, which handles a failure; a request that never gets that far
  // (its client could not be loaded) has already failed for that reason.
  token.catch(() => undefined);
  return token;
}

export async function apiRequest<T>(call: ApiCall, options: ApiRequestOptions = {}): Promise<T> {
  const token = call.authenticated ? tokenForRequest() : Promise.resolve(null);
  const request: CallRequest = { kind: 'call', call, token };
  let built: ReturnType<typeof buildCall>;
  try {
    built = buildCall(call, options);
  } catch {
    // A fault of the portal's own code (a path without its user id, a body that cannot be written):
    // nothing is sent, and no generic message describes it.
    return failCall(request, new PortalApiError(call.errorCode, 'UNHANDLED_ERROR', null, null, []), false);
  }
  let client: AxiosInstance;
  try {
    client = await httpClient();
  } catch {
    if (options.signal?.aborted) throw options.signal.reason;
    // The client's code could not be fetched: the network failed before the call could start.
    return failCall(request, new PortalApiError(call.errorCode, 'event', null, null, []));
  }
  // No timeout and 200 to 299 as success: axios's defaults, docs/product/constants.md#constants-http-timeout.
  const response = await client.request<T>({
    method: call.method,
    url: built.url,
    data: built.data,
    headers: { 'Content-Type': built.contentType, ...(options.idempotencyKey ? { 'Idempotency-Key': options.idempotencyKey } : {}) },
    signal: options.signal,
    portal: request,
  });
  return response.data;
}
