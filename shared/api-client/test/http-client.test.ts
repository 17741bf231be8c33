// The one HTTP client (docs/http.md): what its interceptors add to a request, and what they leave alone.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiCalls,
  apiRequest,
  DocumentLoadError,
  errorDialogStore,
  fetchMemberDocument,
  httpClient,
  httpStatusOf,
} from '@portal/api-client';
import { activityStore, sessionStore, setPortalConfig } from '@portal/session';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';
import { testAccessToken } from '@portal/testing/test-tokens';

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
}

type Reply = { status: number; headers?: Record<string, string>; body?: string };

/** A loopback server that records each request and answers with `reply(url)`. */
async function startServer(reply: (url: string) => Reply) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    received.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    req.resume();
    req.on('end', () => {
      const { status, headers, body } = reply(req.url ?? '');
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers }).end(body ?? '');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

let api: Awaited<ReturnType<typeof startServer>>;
let elsewhere: Awaited<ReturnType<typeof startServer>>;
const accessToken = testAccessToken();

beforeAll(async () => {
  elsewhere = await startServer(() => ({ status: 200, headers: { 'Content-Type': 'application/pdf' }, body: '%PDF' }));
  api = await startServer((url): Reply => {
    if (url.endsWith('/moved.pdf')) return { status: 302, headers: { Location: `${elsewhere.origin}/moved.pdf` } };
    if (url.endsWith('.pdf')) return { status: 200, headers: { 'Content-Type': 'application/pdf' }, body: '%PDF' };
    if (url.includes('/chat/gone')) return { status: 409, body: '{}' };
    return { status: 200, body: '{}' };
  });
  setPortalConfig({ ...testRuntimeConfig, memberApiBaseUrl: `${api.origin}/member/portal/v1`, fhirBaseUrl: `${api.origin}/fhir/R4` });
});

afterAll(async () => {
  await api.close();
  await elsewhere.close();
});

beforeEach(() => {
  api.received.length = 0;
  elsewhere.received.length = 0;
  errorDialogStore.getState().close();
  sessionStore.getState().setTokens({ accessToken, refreshToken: 'r1', userId: 'ava.medical' });
});

describe('the HTTP client', () => {
  it('is one axios instance, created once', async () => {
    const [first, second] = await Promise.all([httpClient(), httpClient()]);
    expect(first).toBe(second);
    expect(await httpClient()).toBe(first);
  });

  it('sends no User-Agent of its own, a header a browser would have to preflight', async () => {
    await apiRequest(apiCalls.memberships, { params: { userId: 'u' } });
    const headers = api.received[0]?.headers ?? {};
    expect(headers['user-agent']).not.toMatch(/axios/);
    expect(headers.authorization).toBe(`Bearer ${accessToken}`);
  });

  it('sends a call with the token of the session it was made in, even when the member signs out before it goes', async () => {
    const call = apiRequest(apiCalls.memberships, { params: { userId: 'u' } });
    sessionStore.getState().reset();
    await expect(call).resolves.toEqual({});
    expect(api.received[0]?.headers.authorization).toBe(`Bearer ${accessToken}`);
  });

  it('sends a POST without a body with no Content-Type (axios would call it form-encoded)', async () => {
    await apiRequest(apiCalls.sso);
    expect(api.received[0]).toMatchObject({ method: 'POST', url: '/member/portal/v1/sso' });
    expect(api.received[0]?.headers['content-type']).toBeUndefined();
  });

  it("fails a call whose body cannot be written as the portal's own fault, sending nothing", async () => {
    const body: Record<string, unknown> = {};
    body.self = body;
    await expect(apiRequest(apiCalls.contact, { body })).rejects.toMatchObject({
      code: 'CON-0001',
      messageKey: 'UNHANDLED_ERROR',
      status: null,
    });
    expect(api.received).toEqual([]);
    expect(errorDialogStore.getState().error).toEqual({ code: 'CON-0001' });
  });

  it("sends a request without `portal` (the chat's) as given: no token, no activity event, and its status is readable on failure", async () => {
    activityStore.setState({ lastActivityAt: 0 });
    const client = await httpClient();
    await expect(client.post(`${api.origin}/chat/sessions`, { text: 'hi' })).resolves.toMatchObject({ status: 200, data: {} });
    const failure = await client.post(`${api.origin}/chat/gone`, {}).catch((error: unknown) => error);
    expect(httpStatusOf(failure)).toBe(409);
    expect(httpStatusOf(new Error('not an HTTP answer'))).toBeNull();
    expect(api.received.map((request) => request.headers.authorization)).toEqual([undefined, undefined]);
    expect(activityStore.getState().lastActivityAt).toBe(0);
    expect(errorDialogStore.getState().error).toBeNull();
  });
});

describe('member documents on the HTTP client', () => {
  it('fetches a PDF from the member API with the token and an activity event', async () => {
    activityStore.setState({ lastActivityAt: 0 });
    const blob = await fetchMemberDocument('/member/portal/v1/documents/plan.pdf');
    expect(blob.type).toBe('application/pdf');
    expect(api.received.map((request) => [request.url, request.headers.authorization, request.headers.accept])).toEqual([
      ['/member/portal/v1/documents/plan.pdf', `Bearer ${accessToken}`, 'application/pdf'],
    ]);
    expect(activityStore.getState().lastActivityAt).toBeGreaterThan(0);
  });

  it('does not follow a redirect: the document fails and the other host is never asked', async () => {
    await expect(fetchMemberDocument('/member/portal/v1/documents/moved.pdf')).rejects.toMatchObject({
      name: 'DocumentLoadError',
      status: null,
    });
    expect(api.received).toHaveLength(1);
    expect(elsewhere.received).toEqual([]);
  });

  it('attaches the token to a document on the member API origin only, whoever built the request', async () => {
    const client = await httpClient();
    await expect(client.get(`${elsewhere.origin}/plan.pdf`, { portal: { kind: 'document' } })).rejects.toBeInstanceOf(DocumentLoadError);
    expect(elsewhere.received).toEqual([]);
  });

  it('refuses an answer that is not a PDF, and gives a failed document its status', async () => {
    await expect(fetchMemberDocument('/member/portal/v1/documents/missing')).rejects.toMatchObject({
      name: 'DocumentLoadError',
      status: null,
    });
    const client = await httpClient();
    const failure = await client
      .get(`${api.origin}/member/portal/v1/chat/gone`, { portal: { kind: 'document' } })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DocumentLoadError);
    expect(failure).toMatchObject({ status: 409 });
  });
});
