// The one axios instance (docs/http.md), fetched with axios on the first request (http-client.ts).
// axios's defaults are docs/product/constants.md#constants-http-timeout, so they stay: no timeout, and 200 to 299 as success.
// - The request interceptor sends the member's activity event (the session timeout, docs/product/session.md#session-token-exchange)
//   and a fresh bearer token (an expired one is refreshed once for all concurrent callers, and across
//   tabs: @portal/session's token service; asked for as the request is made, see PortalRequest); for a
//   docs/product/data-and-calls.md#calls-bases call it also takes the base URL from the runtime configuration. A call it cannot
//   send (no token, a session that ended, or a token the identity provider could not renew) fails there.
// - The response interceptor gives a failed call docs/product/errors-and-messages.md#errors-handling handling (failCall), turns a failed
//   document into a DocumentLoadError, and hands a caller that cancelled its own abort reason.
// Requests without `portal` (the chat's) only get the instance's settings.
import axios, { AxiosError, type AxiosInstance, type AxiosResponseHeaders, type InternalAxiosRequestConfig } from 'axios';
import { genericMessageKeyForStatus, type GenericMessageKey } from '@portal/contracts/error-messages';
import { getFreshAccessToken, IdentityProviderUnavailableError, reportActivity, requestSignOut, SessionEndedError } from '@portal/session';
import { baseUrl, failCall, type CallRequest } from './api-request';
import type { PortalRequest } from './http-client';
import { DocumentLoadError, documentUrl } from './open-document';
import { PortalApiError, type FieldError } from './portal-api-error';

type DocumentRequest = Extract<PortalRequest, { kind: 'document' }>;

const successful = (status: number) => status >= 200 && status < 300;

/**
 * A call's answer, read here rather than by axios (which would give a success that is not JSON back
 * as text): its JSON, null when empty. An error answer that is not JSON keeps its raw text; a success
 * that is not JSON fails with ERR_BAD_RESPONSE, as axios's strict JSON parsing would (UNHANDLED_ERROR).
 */
function readJson(this: InternalAxiosRequestConfig, text: unknown, _headers: AxiosResponseHeaders, status?: number): unknown {
  if (typeof text !== 'string') return text;
  if (text === '') return null;
  try {
    return JSON.parse(text);
  } catch {
    if (status !== undefined && successful(status)) throw new AxiosError('the response is not JSON', AxiosError.ERR_BAD_RESPONSE, this);
    return text;
  }
}

async function prepareCall(config: InternalAxiosRequestConfig, request: CallRequest): Promise<InternalAxiosRequestConfig> {
  const { call } = request;
  if (call.authenticated) {
    let token: string | null;
    try {
      token = await request.token;
    } catch (error) {
      if (error instanceof SessionEndedError) {
        requestSignOut({ reason: 'OAU-0001' });
        throw new PortalApiError('OAU-0001', 'UNAUTHORIZED_ERROR', null, null, []);
      }
      // The identity provider could not renew the token (the token service tried while it could): this
      // call fails as the provider's failure would, and the member stays signed in.
      if (error instanceof IdentityProviderUnavailableError) {
        const key = error.status === null ? 'event' : genericMessageKeyForStatus(error.status);
        failCall(request, new PortalApiError(call.errorCode, key, error.status, null, []));
      }
      throw error;
    }
    if (!token) failCall(request, new PortalApiError(call.errorCode, 'UNAUTHORIZED_ERROR', null, null, []));
    config.headers.set('Authorization', `Bearer ${token}`);
  }
  try {
    config.baseURL = baseUrl(call.base);
  } catch {
    // No runtime configuration: a fault of the portal's own, which no generic message describes.
    failCall(request, new PortalApiError(call.errorCode, 'UNHANDLED_ERROR', null, null, []), false);
  }
  // The base is the runtime configuration's, whatever a filled path looks like.
  config.allowAbsoluteUrls = false;
  config.headers.set('Accept', 'application/json');
  config.responseType = 'text';
  config.transformResponse = [readJson];
  return config;
}

async function prepareDocument(config: InternalAxiosRequestConfig, request: DocumentRequest): Promise<InternalAxiosRequestConfig> {
  // The member's token goes to the member API's origin only (docs/security.md): checked again where it
  // is attached, whoever built the request. Throws DocumentLoadError for any other origin.
  config.url = documentUrl(config.url ?? '');
  const token = await (request.token ?? getFreshAccessToken());
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  return config;
}

async function prepareRequest(config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> {
  const request = config.portal;
  if (!request) return config;
  reportActivity();
  return request.kind === 'call' ? prepareCall(config, request) : prepareDocument(config, request);
}

function validationErrorsOf(data: unknown): FieldError[] {
  const list = (data as { validationErrors?: unknown } | null)?.validationErrors;
  return Array.isArray(list)
    ? list.filter((item): item is FieldError => typeof item?.field === 'string' && typeof item?.message === 'string')
    : [];
}

// By name: the fetch adapter keeps the name of what fetch threw (under jsdom in tests, Node's errors).
function isBrowserAbort(error: AxiosError): boolean {
  const names = [error.name, (error.cause as { name?: unknown } | undefined)?.name];
  return names.includes('AbortError') || names.includes('TimeoutError');
}

/** docs/product/errors-and-messages.md#errors-dialog generic message for a failure, with its status and the answer's body. */
function failureKindOf(error: AxiosError): { key: GenericMessageKey; status: number | null; data: unknown } {
  const { response } = error;
  if (response) return { key: genericMessageKeyForStatus(response.status), status: response.status, data: response.data };
  // A success that is not JSON (readJson): "error communicating with server".
  if (error.code === AxiosError.ERR_BAD_RESPONSE) return { key: 'UNHANDLED_ERROR', status: null, data: null };
  // No answer: the browser aborted the request, or the network failed.
  return { key: isBrowserAbort(error) ? 'timeout' : 'event', status: null, data: null };
}

function handleFailure(error: unknown): never {
  // Not the HTTP client's error: a call the request interceptor refused (already handled) or a fault.
  if (!axios.isAxiosError(error)) throw error;
  const config = error.config;
  const signal = config?.signal as AbortSignal | undefined;
  // The caller cancelled: it gets its own abort reason back, with no dialog and nothing recorded.
  if (signal?.aborted && axios.isCancel(error)) throw signal.reason;
  const request = config?.portal;
  if (request?.kind === 'document') {
    const status = error.response?.status ?? null;
    throw new DocumentLoadError(status, status === null ? 'network' : `status ${status}`);
  }
  if (request?.kind !== 'call') throw error;
  const { key, status, data } = failureKindOf(error);
  return failCall(request, new PortalApiError(request.call.errorCode, key, status, data, validationErrorsOf(data)));
}

export function createHttpClient(): AxiosInstance {
  const client = axios.create({
    // The platform's fetch, as before axios: the same requests, aborts and network errors, and the
    // fetch options a document needs (no redirects followed).
    adapter: 'fetch',
    // The fetch adapter would send "User-Agent: axios/<version>": outside the CORS safelist, a header
    // Firefox sends and so preflights, which the APIs (allowing Authorization and Content-Type) refuse.
    // false leaves the browser's own.
    headers: { 'User-Agent': false },
    // The APIs take bearer tokens, not cookies: no XSRF header.
    withXSRFToken: false,
  });
  client.interceptors.request.use(prepareRequest);
  client.interceptors.response.use(undefined, handleFailure);
  return client;
}
