// The portal's one HTTP client: an axios instance (docs/http.md). Its code, axios and the interceptors,
// is fetched on the first request, so /login and the shell's start-up chunks carry none of it
// (docs/decisions/0017-shared-singletons-strict-versions.md). Member API calls (apiRequest), member documents (fetchMemberDocument) and the
// chat provider all go through it.
import type { AxiosInstance } from 'axios';
import type { ApiCall } from './api-calls';

/**
 * What the interceptors do with a request (docs/http.md, "One instance, two interceptors"). `token` is
 * the member's bearer token as of when the request was made (getFreshAccessToken(), which refreshes an
 * expired one): the request interceptor waits for it and sends it. A request belongs to the session
 * it was made in, so a sign-out before the interceptor runs (it runs once the client's code has
 * loaded) does not turn the request into a signed-out one.
 */
export type PortalRequest =
  /** A call of docs/product/data-and-calls.md#calls-member-api (built by apiRequest): its base URL and token, and docs/product/errors-and-messages.md#errors-handling handling of a failure. */
  | { kind: 'call'; call: ApiCall; token: Promise<string | null> }
  /** A member document: on the member API's origin only, with the token (asked for by the interceptor when not given); a failure is a DocumentLoadError. */
  | { kind: 'document'; token?: Promise<string | null> };

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Set by @portal/api-client alone. A request without it (the chat's) goes out as given. */
    portal?: PortalRequest;
  }
}

let client: Promise<AxiosInstance> | null = null;

/** The one axios instance, created on first use. A load that failed is tried again on the next request. */
export function httpClient(): Promise<AxiosInstance> {
  client ??= import('./axios-instance').then(
    ({ createHttpClient }) => createHttpClient(),
    (error: unknown) => {
      client = null;
      throw error;
    },
  );
  return client;
}

/** The status of an answer outside 200 to 299 that failed a request on httpClient(); null for any other error. */
export function httpStatusOf(error: unknown): number | null {
  const failure = error as { isAxiosError?: unknown; response?: { status?: unknown } } | null;
  const status = failure?.isAxiosError === true ? failure.response?.status : undefined;
  return typeof status === 'number' ? status : null;
}
