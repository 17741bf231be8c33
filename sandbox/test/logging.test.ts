import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { loadConfig } from '../src/config.ts';
import { describeError, RouteWords, sanitizePath, scrubText } from '../src/logging.ts';
import { buildSeed } from '../src/seed/data.ts';
import {
  api,
  beginSignIn,
  latestPasscode,
  PASSWORD,
  pkcePair,
  REDIRECT_URI,
  startServer,
  tokenRequest,
  type TestServer,
  type Tokens,
} from './helpers.ts';

// "Audit and privacy": the sandbox's logs hold no tokens, passcodes or member data.

const USERNAME = 'ava.medical';
const MEMBER_ID = 'H1000100101';
const CONTRACT_ID = 'H10001001';
const EMAIL = `${USERNAME}@example.com`;

interface LogLine {
  level: number;
  msg: string;
  req?: { method?: string; route?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  error?: { type?: string; message?: string; statusCode?: number };
  [key: string]: unknown;
}

let server: TestServer | undefined;
let closed = false;
let dir: string;
let logFile: string;
/** Every secret and every piece of member data the flow below sent or received. */
const secrets: Record<string, string> = {};
let lines: LogLine[] = [];
let raw = '';
/** The log without the numeric fields pino adds (time, pid, ...), where short digit runs can occur by chance. */
let withoutNumbers = '';

/** Sign-in as the portal does, keeping every credential along the way. */
async function signInKeepingSecrets(base: string): Promise<{ second: Tokens; exchange: Record<string, string> }> {
  const { verifier, challenge } = pkcePair();
  const { browser, interaction } = await beginSignIn(base, challenge);
  secrets.interactionUid = interaction.split('/').pop()!;

  // A wrong password first (LOG-0014), then the right one.
  const wrongPassword = await browser.post(`${interaction}/login`, { username: USERNAME, password: 'Wrong#Password1' });
  assert.equal(wrongPassword.status, 401);
  const login = await browser.post(`${interaction}/login`, { username: USERNAME, password: PASSWORD });
  assert.equal(login.status, 303);
  const sent = await browser.post(`${interaction}/passcode/send`, { channel: 'email' });
  assert.equal(sent.status, 200);
  const passcode = await latestPasscode(base, EMAIL);
  secrets.passcode = passcode;

  // A bad passcode (LOG-0010), then the right one.
  const wrong = String((Number(passcode) + 500_001) % 1_000_000).padStart(6, '0');
  secrets.wrongPasscode = wrong;
  const bad = await browser.post(`${interaction}/passcode/verify`, { passcode: wrong });
  assert.match(await bad.text(), /LOG-0010/);
  const verified = await browser.post(`${interaction}/passcode/verify`, { passcode });
  assert.equal(verified.status, 303);

  let location = verified.headers.get('location')!;
  for (let i = 0; i < 5 && !location.startsWith(REDIRECT_URI); i += 1) {
    const res = await browser.get(location);
    location = res.headers.get('location') ?? '';
  }
  const code = new URL(location).searchParams.get('code');
  assert.ok(code, `no code in ${location}`);
  secrets.authorizationCode = code;
  for (const [i, cookie] of browser.jar.header().split('; ').entries()) {
    const value = cookie.slice(cookie.indexOf('=') + 1);
    if (value.length >= 16) secrets[`cookie${i}`] = value;
  }

  const exchange = {
    grant_type: 'authorization_code',
    client_id: 'member-portal',
    code,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
  };
  const res = await tokenRequest(base, exchange);
  assert.equal(res.status, 200);
  const first = (await res.json()) as Tokens;
  secrets.codeVerifier = verifier;
  secrets.accessToken = first.access_token;
  secrets.refreshToken = first.refresh_token;
  secrets.idToken = first.id_token;

  // Refresh (rotation): the refresh token travels in a request body, new tokens in the response.
  const refreshed = await tokenRequest(base, {
    grant_type: 'refresh_token',
    client_id: 'member-portal',
    refresh_token: first.refresh_token,
  });
  assert.equal(refreshed.status, 200);
  const second = (await refreshed.json()) as Tokens;
  secrets.accessToken2 = second.access_token;
  secrets.refreshToken2 = second.refresh_token;
  secrets.idToken2 = second.id_token;
  return { second, exchange };
}

before(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'sandbox-log-'));
  // A folder that does not exist yet: SANDBOX_LOG_FILE alone turns logging on and creates it.
  logFile = path.join(dir, 'logs', 'nested', 'sandbox.log');
  const running = await startServer({ SANDBOX_LOG: '', SANDBOX_LOG_FILE: logFile });
  server = running;
  const { base } = running;

  const seed = await buildSeed();
  const member = seed.members.find((m) => m.memberId === MEMBER_ID)!;
  const user = seed.users.find((u) => u.username === USERNAME)!;
  Object.assign(secrets, {
    password: PASSWORD,
    username: USERNAME,
    memberId: MEMBER_ID,
    contractId: CONTRACT_ID,
    email: EMAIL,
    phone: user.phone,
    firstName: member.firstName,
    lastName: member.lastName,
    birthDate: member.birthDate,
    ssnLast4: member.ssnLast4,
    // The 19-year-old son whose inbox the access policy keeps from his mother.
    dependentMemberId: 'H1000100102',
  });

  const { second: tokens, exchange } = await signInKeepingSecrets(base);
  const ava = api(base, tokens.access_token);
  const ok = async (call: string, status = 200) => {
    const res = await ava.get(call);
    assert.equal(res.status, status, `${call}: ${res.text.slice(0, 200)}`);
    return res;
  };

  // Member API calls with the access token (path parameters, query strings, member data in bodies).
  await ok(`users/${USERNAME}/memberships`);
  await ok(`users/${USERNAME}/accessrights/001/${MEMBER_ID}/Medical`);
  await ok(`users/${USERNAME}/profile`);
  await ok(`members/${MEMBER_ID}/claims?pageSize=5&status=Pending&patientMemberId=${MEMBER_ID}`);
  await ok(`members/${MEMBER_ID}/id-cards`);
  const list = await ok(`message-center/${MEMBER_ID}/messages?page=1&pageSize=4`);
  const messageId = String((list.json.messages as { messageId: string }[])[0]!.messageId);
  await ok(`message-center/${MEMBER_ID}/messages/${messageId}`);
  assert.equal((await ava.post(`message-center/${MEMBER_ID}/messages/${messageId}/status`, { status: 'READ' })).status, 200);
  await ok(`message-center/${MEMBER_ID}/messages/count?additionalRequestedMemberIds=H1000100103`);
  await ok(`/fhir/R4/Patient?identifier=${MEMBER_ID}`);
  const verified = await api(base).post('public/registration/verify-member', {
    memberId: 'REG000001',
    ssnLast4: '4321',
    firstName: 'Rae',
    lastName: 'Newman',
    dateOfBirth: '1990-05-20',
  });
  assert.equal(verified.status, 200, verified.text);
  await ok(`public/registration/username-availability?username=${USERNAME}&registrationToken=${String(verified.json.registrationToken)}`);
  // A refusal of the access policy (logged with kind, relationship and route template only).
  await ok(`message-center/${secrets.dependentMemberId}/messages`, 403);

  // Error paths: unknown routes and records, bad tokens, an injected fault.
  await ok(`users/${USERNAME}/no-such-call/${MEMBER_ID}?email=${encodeURIComponent(EMAIL)}`, 404);
  await ok(`message-center/${MEMBER_ID}/messages/MSG999999`, 404);
  assert.equal((await api(base, `${tokens.access_token}x`).get(`members/${MEMBER_ID}/claims`)).status, 401);
  const fault = await fetch(`${base}/sandbox/faults`, {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ path: `members/${MEMBER_ID}/id-cards`, status: 500 }),
  });
  assert.equal(fault.status, 200);
  await ok(`members/${MEMBER_ID}/id-cards`, 500);
  assert.equal((await fetch(`${base}/sandbox/faults`, { method: 'DELETE' })).status, 200);
  // The identity provider: userinfo with the bearer token, revocation with the token in the body.
  await fetch(`${base}/oidc/me`, { headers: { authorization: `Bearer ${tokens.access_token}` } });
  const revoked = await fetch(`${base}/oidc/token/revocation`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'member-portal', token: secrets.refreshToken2! }).toString(),
  });
  assert.equal(revoked.status, 200);
  // The authorization code again: invalid_grant (which also revokes the grant, so it comes last).
  assert.equal((await tokenRequest(base, exchange)).status, 400);
  // An identity-provider server error whose error object carries a failed query's params (the
  // adapter's token ids and payloads) and member data in its message.
  const dbError = Object.assign(
    new Error(
      `Failed query: update "oidc_payloads" set "payload" = $1 where "id" = $2\nparams: ${JSON.stringify({ accountId: USERNAME })},${secrets.refreshToken}`,
    ),
    { params: [secrets.accessToken, secrets.idToken], payload: { accountId: USERNAME, email: EMAIL } },
  );
  running.sandbox.provider.emit('server_error', { oidc: { params: { code: secrets.authorizationCode } } }, dbError);

  await running.close();
  closed = true;
  raw = await readFile(logFile, 'utf8');
  lines = raw
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as LogLine);
  withoutNumbers = lines
    .map(({ time: _time, pid: _pid, hostname: _hostname, reqId: _reqId, responseTime: _responseTime, ...rest }) => JSON.stringify(rest))
    .join('\n');
});

after(async () => {
  if (server && !closed) await server.close();
  await rm(dir, { recursive: true, force: true });
});

const requestLines = () => lines.filter((l) => l.msg === 'request completed');
const find = (method: string, route: string) => requestLines().filter((l) => l.req?.method === method && l.req?.route === route);

describe('sandbox logs (SANDBOX_LOG_FILE)', () => {
  it('writes JSON lines to the file with method, route template, status and response time', () => {
    assert.ok(raw.length > 0, 'log file is empty');
    assert.ok(requestLines().length >= 20, `only ${requestLines().length} request lines`);
    for (const line of requestLines()) {
      assert.deepEqual(Object.keys(line.req ?? {}).sort(), ['method', 'route'], JSON.stringify(line));
      assert.deepEqual(Object.keys(line.res ?? {}), ['statusCode'], JSON.stringify(line));
      assert.equal(typeof line.responseTime, 'number');
      assert.ok(line.req!.route!.startsWith('/'), line.req!.route);
    }
    const claims = find('GET', '/member/portal/v1/members/:memberId/claims');
    assert.deepEqual(claims.map((l) => l.res!.statusCode).sort(), [200, 401]);
    assert.equal(find('GET', '/member/portal/v1/message-center/:memberId/messages/:messageId').length >= 2, true);
    assert.deepEqual(
      find('GET', '/member/portal/v1/members/:memberId/id-cards').map((l) => l.res!.statusCode),
      [200, 500],
    );
    assert.deepEqual(
      find('POST', '/interaction/:uid/passcode/verify').map((l) => l.res!.statusCode),
      [400, 303],
    );
    assert.ok(find('GET', '/oidc/auth').length === 1, 'authorization request logged');
    assert.ok(find('POST', '/oidc/oauth2/token').length === 3, 'token requests logged');
    // Unmatched paths: every segment that is not a route word is hidden.
    assert.deepEqual(
      find('GET', '/member/portal/v1/users/:param/:param/:param').map((l) => l.res!.statusCode),
      [404],
    );
    assert.equal(find('GET', '/oidc/auth/:param').length, 1, 'the resume path without its interaction id');
  });

  it('logs an access refusal by kind, relationship and route template, without ids', () => {
    const refused = lines.filter((l) => l.msg === 'access refused');
    assert.deepEqual(
      refused.map((l) => l.accessRefused),
      [
        {
          kind: 'messages',
          action: 'read',
          relationship: 'adultDependentWithoutFamilyAccess',
          route: '/member/portal/v1/message-center/:memberId/messages',
        },
      ],
    );
  });

  it('logs no query strings, headers or bodies', () => {
    assert.doesNotMatch(raw, /\?|pageSize|"authorization"|"cookie"|"set-cookie"|bearer /i);
    assert.doesNotMatch(raw, /"(url|headers|body|query|params|payload)"/);
  });

  it('reduces the identity provider server error to type, message and status', () => {
    const errors = lines.filter((l) => l.msg === 'oidc server_error');
    assert.equal(errors.length, 1);
    assert.deepEqual(errors[0]!.error, {
      type: 'Error',
      message: 'Failed query: update [value] set [value] = $1 where [value] = $2',
      statusCode: 500,
    });
  });

  it('contains no token, passcode, password or member data', () => {
    assert.ok(Object.keys(secrets).length >= 20);
    for (const [name, value] of Object.entries(secrets)) {
      assert.ok(value && value.length >= 3, `${name} was not captured`);
      assert.ok(!raw.includes(value), `the log contains the ${name} (${value})`);
      // Digits only found next to other digits are not the value (a timestamp, a pid).
      const pattern = new RegExp(`(?<![0-9])${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![0-9])`);
      assert.doesNotMatch(withoutNumbers, pattern, `the log contains the ${name}`);
    }
    // URL-encoded forms too (an email in a query string).
    assert.ok(!raw.includes(encodeURIComponent(EMAIL)));
  });
});

describe('log building blocks', () => {
  it('hides every unknown path segment and drops the query', () => {
    const words = new RouteWords();
    words.add('/member/portal/v1/users/:userId/profile');
    assert.equal(sanitizePath('/member/portal/v1/users/ava.medical/profile?x=1', words), '/member/portal/v1/users/:param/profile');
    assert.equal(sanitizePath('/member/portal/v1/H1000100101/secret-token#frag', words), '/member/portal/v1/:param/:param');
    assert.equal(sanitizePath('/oidc/auth/abcDEF123?code=x', words), '/oidc/auth/:param');
    assert.equal(sanitizePath(undefined, words), '/');
  });

  it('scrubs emails, tokens, digit runs and quoted values out of error text', () => {
    assert.equal(
      scrubText('user ava.medical@example.com code 123456 token eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJhdmEifQ.c2ln id "Ava Martinez"'),
      'user [email] code [number] token [token] id [value]',
    );
  });

  it('describes an error by type, code, status and its first line only', () => {
    const err = Object.assign(new Error('Failed query: select 1\nparams: ava.medical,H1000100101'), {
      code: '23505',
      statusCode: 500,
      params: ['ava.medical'],
      detail: 'Key (username)=(ava.medical) already exists.',
    });
    const described = describeError(err, { stack: true });
    assert.equal(described.type, 'Error');
    assert.equal(described.message, 'Failed query: select 1');
    assert.equal(described.code, '23505');
    assert.equal(described.statusCode, 500);
    assert.match(described.stack ?? '', /^at /);
    assert.doesNotMatch(JSON.stringify(described), /ava|H1000100101|already exists/);
    assert.deepEqual(describeError('a string with ava.medical'), { type: 'string', message: '[not an Error]' });
  });

  it('turns logging on with SANDBOX_LOG=1 (stdout) or SANDBOX_LOG_FILE (a file)', () => {
    assert.deepEqual([loadConfig({}).logRequests, loadConfig({}).logFile], [false, undefined]);
    assert.deepEqual([loadConfig({ SANDBOX_LOG: '1' }).logRequests, loadConfig({ SANDBOX_LOG: '1' }).logFile], [true, undefined]);
    const withFile = loadConfig({ SANDBOX_LOG_FILE: 'tmp/sandbox.log' });
    assert.equal(withFile.logRequests, true);
    assert.equal(withFile.logFile, path.resolve('tmp/sandbox.log'));
  });

  it('keeps oidc-provider debug output off even when DEBUG asks for it', async () => {
    const providerEntry = createRequire(import.meta.url).resolve('oidc-provider');
    const debug = createRequire(providerEntry)('debug') as { enable(ns: string): void; disable(): string; enabled(name: string): boolean };
    const before = debug.disable();
    try {
      debug.enable('oidc-provider:*,other:*');
      assert.equal(debug.enabled('oidc-provider:server_error'), true);
      const again = await startServer();
      await again.close();
      assert.equal(debug.enabled('oidc-provider:server_error'), false);
      assert.equal(debug.enabled('oidc-provider:error'), false);
      assert.equal(debug.enabled('other:thing'), true, 'other namespaces stay as they were');
    } finally {
      debug.enable(before);
    }
  });
});
