import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  apiCalls,
  apiRequest,
  errorDialogStore,
  memberCall,
  messageCenterCall,
  PortalApiError,
  searchCoverages,
  setSessionRecorder,
  type RecordedApiError,
} from '@portal/api-client';
import { coverageSearchStart } from '@portal/api-client/fhir-coverage';
import { activityStore, onSignOutRequested, sessionStore, setPortalConfig } from '@portal/session';
import { testDiscoveryDocument } from '@portal/testing/test-provider-metadata';
import { testRuntimeConfig } from '@portal/testing/test-runtime-config';

// Calls as an app declares them in its api.ts.
const testCalls = {
  messageCount: messageCenterCall('GET', '{memberId}/messages/count', 'BP-NFA-0233'),
  deleteMessage: messageCenterCall('DELETE', '{memberId}/messages/{messageId}', 'BP-NFA-0234'),
  register: memberCall('POST', 'public/users', 'BP-NFA-003', { authenticated: false }),
  membershipsShownInPlace: memberCall('GET', 'users/{userId}/memberships', 'BP-NFA-002', { errors: 'caller' }),
};

// A real HTTP server stands in for the member API; each test says how it answers.
type Answer = { status: number; body: string; contentType?: string; delayMs?: number };
let answer: Answer = { status: 200, body: '{}' };
const received: { url: string; authorization: string | undefined }[] = [];
const sent: {
  method: string;
  accept: string | undefined;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  body: string;
}[] = [];
// The same server is the identity provider (under /oidc); `tokenEndpointAnswer` says how its token
// endpoint answers a refresh: a status, or no answer at all (the connection drops).
let tokenEndpointAnswer: { status: number } | 'no answer' = { status: 200 };
function answerAsIdentityProvider(req: http.IncomingMessage, res: http.ServerResponse): boolean {
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}/oidc`;
  if (req.url === '/oidc/.well-known/openid-configuration') {
    const discovery = {
      ...testDiscoveryDocument,
      issuer,
      authorization_endpoint: `${issuer}/auth`,
      token_endpoint: `${issuer}/oauth2/token`,
      revocation_endpoint: undefined,
    };
    res.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify(discovery));
    return true;
  }
  if (req.url !== '/oidc/oauth2/token') return false;
  if (tokenEndpointAnswer === 'no answer') req.socket.destroy();
  else res.writeHead(tokenEndpointAnswer.status, { 'Content-Type': 'application/json' }).end('{"error":"temporarily_unavailable"}');
  return true;
}

const server = http.createServer((req, res) => {
  if (answerAsIdentityProvider(req, res)) return;
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  received.push({ url: req.url ?? '', authorization: req.headers.authorization });
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    sent.push({
      method: req.method ?? '',
      accept: req.headers.accept,
      contentType: req.headers['content-type'],
      idempotencyKey: req.headers['idempotency-key'] as string | undefined,
      body,
    });
    const { status, contentType, delayMs } = answer;
    const reply = () => res.writeHead(status, { 'Content-Type': contentType ?? 'application/json' }).end(answer.body);
    if (delayMs) setTimeout(reply, delayMs);
    else reply();
  });
});

const base64Url = (value: object) => btoa(JSON.stringify(value)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
const accessToken = `${base64Url({ alg: 'RS256' })}.${base64Url({ sub: 'ava.medical', exp: Math.floor(Date.now() / 1000) + 300 })}.sig`;
const recorded: RecordedApiError[] = [];
const configFor = (port: number) => ({
  ...testRuntimeConfig,
  oidcIssuer: `http://127.0.0.1:${port}/oidc`,
  memberApiBaseUrl: `http://127.0.0.1:${port}/member/portal/v1`,
  fhirBaseUrl: `http://127.0.0.1:${port}/fhir/R4`,
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  setPortalConfig(configFor((server.address() as AddressInfo).port));
  setSessionRecorder({ recordApiError: (event) => recorded.push(event) });
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  received.length = 0;
  sent.length = 0;
  recorded.length = 0;
  errorDialogStore.getState().close();
  sessionStore.getState().setTokens({ accessToken, refreshToken: 'r1', userId: 'ava.medical' });
});

describe('apiRequest', () => {
  it('calls the member API with the bearer token, fills and encodes the path, and fires an activity event', async () => {
    answer = { status: 200, body: JSON.stringify({ userMemberships: [] }) };
    activityStore.setState({ lastActivityAt: 0 });
    const data = await apiRequest<{ userMemberships: unknown[] }>(apiCalls.memberships, { params: { userId: 'ava medical' } });
    expect(data).toEqual({ userMemberships: [] });
    expect(received[0]).toEqual({ url: '/member/portal/v1/users/ava%20medical/memberships', authorization: `Bearer ${accessToken}` });
    expect(activityStore.getState().lastActivityAt).toBeGreaterThan(0);
  });

  it('puts message-center calls under /message-center and sends the query', async () => {
    answer = { status: 200, body: '[]' };
    await apiRequest(testCalls.messageCount, { params: { memberId: 'M1' }, query: { additionalRequestedMemberIds: 'M2,M3' } });
    expect(received[0]?.url).toBe('/member/portal/v1/message-center/M1/messages/count?additionalRequestedMemberIds=M2,M3');
  });

  it('sends JSON bodies as JSON and asks for JSON', async () => {
    answer = { status: 200, body: '{}' };
    await apiRequest(testCalls.register, { body: { memberId: 'M1' } });
    await apiRequest(apiCalls.systemAvailability);
    expect(sent).toEqual([
      { method: 'POST', accept: 'application/json', contentType: 'application/json', body: '{"memberId":"M1"}' },
      { method: 'GET', accept: 'application/json', contentType: undefined, body: '' },
    ]);
  });

  it('sends the Idempotency-Key a write carries, and none on calls without one', async () => {
    answer = { status: 201, body: '{}' };
    const call = {
      method: 'POST',
      path: 'members/{memberId}/payments',
      base: 'member',
      errorCode: 'BP-NFA-100',
      authenticated: true,
      errors: 'caller',
    } as const;
    await apiRequest(call, {
      params: { memberId: 'H1000100101' },
      body: { amount: 1 },
      idempotencyKey: 'a6d0c6b2-4a63-4f4e-9f3b-1f4b7c2d9e10',
    });
    await apiRequest(call, { params: { memberId: 'H1000100101' }, body: { amount: 1 } });
    expect(sent.map((request) => request.idempotencyKey)).toEqual(['a6d0c6b2-4a63-4f4e-9f3b-1f4b7c2d9e10', undefined]);
  });

  it('encodes the query as the APIs always received it, leaving out undefined values', async () => {
    answer = { status: 200, body: '[]' };
    await apiRequest(testCalls.messageCount, { params: { memberId: 'M1' }, query: { q: 'a b:c$d,e&f', skipped: undefined, page: 2 } });
    expect(received[0]?.url).toBe('/member/portal/v1/message-center/M1/messages/count?q=a+b:c$d,e%26f&page=2');
  });

  it('resolves an empty success to null', async () => {
    answer = { status: 204, body: '' };
    await expect(apiRequest(testCalls.deleteMessage, { params: { memberId: 'M1', messageId: 'MSG1' } })).resolves.toBeNull();
  });

  it("gives a cancelled call its caller's abort reason, without a dialog or a record", async () => {
    answer = { status: 200, body: '{}', delayMs: 300 };
    const controller = new AbortController();
    const call = apiRequest(apiCalls.memberships, { params: { userId: 'u' }, signal: controller.signal });
    while (received.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
    controller.abort();
    await expect(call).rejects.toBe(controller.signal.reason);
    expect(errorDialogStore.getState().error).toBeNull();
    expect(recorded).toEqual([]);
  });

  it('maps a request the browser aborted to the timeout message', async () => {
    const browserAbort = jest.spyOn(window, 'fetch').mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiRequest(apiCalls.memberships, { params: { userId: 'u' } })).rejects.toMatchObject({
      messageKey: 'timeout',
      status: null,
    });
    expect(recorded).toEqual([{ code: 'BP-NFA-002', url: 'member:users/{userId}/memberships', status: null }]);
    browserAbort.mockRestore();
  });

  it('keeps the raw text of an error answer that is not JSON', async () => {
    answer = { status: 502, body: 'Bad gateway', contentType: 'text/plain' };
    await expect(apiRequest(apiCalls.memberships, { params: { userId: 'u' } })).rejects.toMatchObject({
      status: 502,
      response: 'Bad gateway',
      serverCode: null,
    });
  });

  it('shows the generic message for the status with the call error code, records code and URL template, and rethrows', async () => {
    answer = { status: 503, body: JSON.stringify({ code: 'X', message: 'down' }) };
    const failure = apiRequest(apiCalls.memberships, { params: { userId: 'ava.medical' } });
    await expect(failure).rejects.toBeInstanceOf(PortalApiError);
    await expect(failure).rejects.toMatchObject({ code: 'BP-NFA-002', status: 503, messageKey: '503' });
    expect(errorDialogStore.getState().error).toEqual({
      code: 'BP-NFA-002',
      message: 'The Member Portal is down for scheduled maintenance. Please try again later.',
    });
    expect(recorded).toEqual([{ code: 'BP-NFA-002', url: 'member:users/{userId}/memberships', status: 503 }]);
    expect(JSON.stringify(recorded)).not.toContain('ava.medical');
  });

  it('uses the default message for unlisted statuses', async () => {
    answer = { status: 418, body: '{}' };
    await expect(apiRequest(apiCalls.memberships, { params: { userId: 'u' } })).rejects.toMatchObject({ messageKey: 'default' });
  });

  it('leaves field errors to the form: no dialog when the response carries validationErrors', async () => {
    answer = {
      status: 400,
      body: JSON.stringify({ code: 'REG-0001', message: 'bad', validationErrors: [{ field: 'memberId', message: 'Required' }] }),
    };
    const failure = apiRequest(testCalls.register, { body: {} });
    await expect(failure).rejects.toMatchObject({
      validationErrors: [{ field: 'memberId', message: 'Required' }],
      response: { code: 'REG-0001' },
    });
    expect(errorDialogStore.getState().error).toBeNull();
  });

  it("leaves a caller's failures to the caller, and only records FHIR failures", async () => {
    answer = { status: 500, body: '{}' };
    await expect(apiRequest(testCalls.membershipsShownInPlace, { params: { userId: 'u' } })).rejects.toBeInstanceOf(PortalApiError);
    await expect(apiRequest(apiCalls.fhirCoverage, { query: { identifier: 'C1' } })).rejects.toMatchObject({
      code: 'BP-FA-006',
      status: 500,
    });
    expect(received.at(-1)?.url).toBe('/fhir/R4/Coverage?identifier=C1');
    expect(errorDialogStore.getState().error).toBeNull();
    expect(recorded.map((event) => event.code)).toEqual(['BP-NFA-002', 'BP-FA-006']);
  });

  it('treats a body that is not JSON as an unhandled error', async () => {
    answer = { status: 200, body: '<html>oops', contentType: 'text/html' };
    await expect(apiRequest(apiCalls.memberships, { params: { userId: 'u' } })).rejects.toMatchObject({
      messageKey: 'UNHANDLED_ERROR',
      status: null,
      response: null,
    });
    expect(errorDialogStore.getState().error).toEqual({
      code: 'BP-NFA-002',
      message: 'There was an error communicating with our server. Please try again.',
    });
  });

  it('shows the dialog\'s own text (docs/product/errors-and-messages.md#errors-dialog, with "contact us") for a fault of the portal itself, which no generic message describes', async () => {
    // A session without its user id cannot even build the call's path: nothing was asked of the server.
    await expect(apiRequest(apiCalls.memberships, { params: { userId: '' } })).rejects.toMatchObject({
      code: 'BP-NFA-002',
      messageKey: 'UNHANDLED_ERROR',
    });
    expect(received).toEqual([]);
    expect(errorDialogStore.getState().error).toEqual({ code: 'BP-NFA-002' });
  });

  it('maps an unreachable server to the connection message', async () => {
    setPortalConfig(configFor(9));
    const browserConsole = jest.spyOn(console, 'error').mockImplementation(() => undefined); // jsdom echoes the refused connection
    await expect(apiRequest(apiCalls.memberships, { params: { userId: 'u' } })).rejects.toMatchObject({ messageKey: 'event' });
    expect(errorDialogStore.getState().error?.message).toMatch(/check your internet connection/);
    setPortalConfig(configFor((server.address() as AddressInfo).port));
    browserConsole.mockRestore();
  });

  it('signs out with OAU-0001 when the token cannot be refreshed', async () => {
    const expired = `${base64Url({ alg: 'RS256' })}.${base64Url({ sub: 'ava.medical', exp: 1 })}.sig`;
    sessionStore.getState().setTokens({ accessToken: expired, refreshToken: null, userId: 'ava.medical' });
    const requests: unknown[] = [];
    const stop = onSignOutRequested((request) => requests.push(request));
    await expect(apiRequest(apiCalls.memberships, { params: { userId: 'u' } })).rejects.toMatchObject({ code: 'OAU-0001' });
    expect(requests).toEqual([{ reason: 'OAU-0001' }]);
    expect(received).toEqual([]);
    stop();
  });

  it.each([
    ['answers a refresh with 503', { status: 503 }, '503', /scheduled maintenance/],
    ['does not answer a refresh', 'no answer' as const, 'event', /check your internet connection/],
  ])(
    'fails the call, but keeps the member signed in, when the identity provider %s',
    async (_name, tokenAnswer, messageKey, dialogText) => {
      tokenEndpointAnswer = tokenAnswer;
      const expired = `${base64Url({ alg: 'RS256' })}.${base64Url({ sub: 'ava.medical', exp: 1 })}.sig`;
      sessionStore.getState().setTokens({ accessToken: expired, refreshToken: 'r1', userId: 'ava.medical' });
      const requests: unknown[] = [];
      const stop = onSignOutRequested((request) => requests.push(request));
      await expect(apiRequest(apiCalls.memberships, { params: { userId: 'u' } })).rejects.toMatchObject({ code: 'BP-NFA-002', messageKey });
      expect(errorDialogStore.getState().error?.message).toMatch(dialogText);
      expect(requests).toEqual([]);
      expect(sessionStore.getState().refreshToken).toBe('r1');
      expect(received.filter((request) => request.url.startsWith('/member/'))).toEqual([]);
      stop();
    },
  );

  it('needs no token for public calls', async () => {
    sessionStore.getState().reset();
    answer = { status: 200, body: JSON.stringify({ isSystemAvailable: true }) };
    await expect(apiRequest(apiCalls.systemAvailability)).resolves.toEqual({ isSystemAvailable: true });
    expect(received[0]?.authorization).toBeUndefined();
  });
});

describe('searchCoverages (docs/product/data-and-calls.md#calls-member-api: period=ge{year}-01-01, the year 36 months ago)', () => {
  const coverageUrl = (start: string) => `/fhir/R4/Coverage?identifier=H10001001&versionId=2&_count=50&period=ge${start}`;

  it('searches from the first day its caller passes (coverageSearchStart of ./fhir-coverage)', async () => {
    answer = { status: 200, body: JSON.stringify({ resourceType: 'Bundle', total: 0 }) };
    await searchCoverages('H10001001', '2023-01-01');
    expect(received.map((request) => request.url)).toEqual([coverageUrl('2023-01-01')]);
  });

  it('still takes a Date (its 1.2 signature) as now, and counts it on the day it is in Chicago', async () => {
    answer = { status: 200, body: JSON.stringify({ resourceType: 'Bundle', total: 0 }) };
    // 11:30 p.m. Central on December 31, 2026 (2027 in UTC).
    await searchCoverages('H10001001', new Date('2027-01-01T05:30:00Z'));
    expect(received.map((request) => request.url)).toEqual([coverageUrl('2023-01-01')]);
  });

  it('computes the start for today in Chicago when a caller built against 1.2 passes nothing', async () => {
    answer = { status: 200, body: JSON.stringify({ resourceType: 'Bundle', total: 0 }) };
    await searchCoverages('H10001001');
    expect(received.map((request) => request.url)).toEqual([coverageUrl(coverageSearchStart())]);
  });
});
