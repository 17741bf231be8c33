import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { after, before, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { codedErrors, type CodedError, type CodedErrorCode } from '@portal/contracts/error-catalogue';
import { SIGN_IN_LOCK_MINUTES } from '../src/auth/sign-in-lock.ts';
import { developmentSessionRecordingSecret } from '../src/config.ts';
import { insurerClockTime } from '../src/seed/dates.ts';
import { passcodes, users } from '../src/db/schema.ts';
import {
  api,
  beginSignIn,
  Browser,
  decodeJwt,
  latestPasscode,
  PASSWORD,
  pkcePair,
  REDIRECT_URI,
  signIn,
  startServer,
  tokenRequest,
  type TestServer,
} from './helpers.ts';

let server: TestServer;
const sessionRecordingSecret = 'oidc-test-session-recording-secret-0123456789';
const catalogueStatus = (code: CodedErrorCode) => (codedErrors[code] as CodedError).status;

before(async () => {
  server = await startServer({ SESSION_RECORDING_SECRET: sessionRecordingSecret });
});
after(async () => {
  await server.close();
});

describe('OpenID Connect provider', () => {
  it('publishes discovery with the portal endpoints', async () => {
    const res = await fetch(`${server.base}/oidc/.well-known/openid-configuration`);
    assert.equal(res.status, 200);
    const doc = (await res.json()) as Record<string, unknown>;
    assert.equal(doc.issuer, `${server.base}/oidc`);
    assert.equal(doc.token_endpoint, `${server.base}/oidc/oauth2/token`);
    assert.equal(doc.authorization_endpoint, `${server.base}/oidc/auth`);
    assert.ok(String(doc.jwks_uri).startsWith(`${server.base}/oidc/`));
    assert.ok(String(doc.end_session_endpoint).startsWith(`${server.base}/oidc/`));
    assert.deepEqual(doc.code_challenge_methods_supported, ['S256']);
    const jwks = (await (await fetch(String(doc.jwks_uri))).json()) as { keys: Record<string, unknown>[] };
    assert.ok(jwks.keys.length >= 1);
    assert.equal(jwks.keys[0]!.d, undefined, 'no private key material in JWKS');
  });

  it('signs in with password + emailed passcode + PKCE, issuing a JWT access token and a refresh token', async () => {
    const tokens = await signIn(server.base, 'ava.medical');
    assert.equal(tokens.token_type, 'Bearer');
    assert.ok(tokens.refresh_token, 'refresh token issued for offline_access');
    assert.ok(tokens.id_token);
    const claims = decodeJwt(tokens.access_token);
    assert.equal(claims.sub, 'ava.medical');
    assert.equal(typeof claims.exp, 'number');
    assert.equal(claims.aud, `${server.base}/member`);
    assert.ok(Number(claims.exp) - Number(claims.iat) <= 300);
    const res = await api(server.base, tokens.access_token).get('users/ava.medical/memberships');
    assert.equal(res.status, 200);
  });

  it('puts the session-recording identity in the access token: an HMAC of the subject under the server key only', async () => {
    const ava = decodeJwt((await signIn(server.base, 'ava.medical')).access_token);
    const expected = createHmac('sha256', sessionRecordingSecret).update('ava.medical').digest('hex');
    assert.equal(ava.session_recording_id, expected);
    assert.notEqual(
      ava.session_recording_id,
      createHash('sha256').update('ava.medical').digest('hex'),
      'not a bare hash anyone can recompute',
    );
    assert.notEqual(
      ava.session_recording_id,
      createHmac('sha256', developmentSessionRecordingSecret).update('ava.medical').digest('hex'),
      'the configured key, not the development one',
    );
    const finn = await signIn(server.base, 'finn.teen');
    assert.notEqual(decodeJwt(finn.access_token).session_recording_id, expected, 'one id per member');
    const rotated = await tokenRequest(server.base, {
      grant_type: 'refresh_token',
      client_id: 'member-portal',
      refresh_token: finn.refresh_token,
    });
    const renewed = (await rotated.json()) as { access_token: string };
    assert.equal(
      decodeJwt(renewed.access_token).session_recording_id,
      decodeJwt(finn.access_token).session_recording_id,
      'the same id after a refresh',
    );
    const discovery = await (await fetch(`${server.base}/oidc/.well-known/openid-configuration`)).text();
    assert.ok(!discovery.includes(sessionRecordingSecret), 'the key is never served');
  });

  it('asks for the password again on a new authorization request in the same browser', async () => {
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    await browser.post(`${interaction}/login`, { username: 'eve.basic', password: PASSWORD });
    await browser.post(`${interaction}/passcode/send`, { channel: 'email' });
    const code = await latestPasscode(server.base, 'eve.basic@example.com');
    let location = (await browser.post(`${interaction}/passcode/verify`, { passcode: code })).headers.get('location')!;
    for (let i = 0; i < 3 && !location.startsWith(REDIRECT_URI); i += 1)
      location = (await browser.get(location)).headers.get('location') ?? '';
    assert.ok(new URL(location).searchParams.get('code'));
    const again = await browser.get(
      `/oidc/auth?${new URLSearchParams({ client_id: 'member-portal', response_type: 'code', scope: 'openid profile offline_access', redirect_uri: REDIRECT_URI, state: 's2', code_challenge: challenge, code_challenge_method: 'S256' })}`,
    );
    assert.match(again.headers.get('location') ?? '', /^\/interaction\//, 'a second sign-in shows the sign-in page again');
  });

  it('signs in with a passcode sent by text', async () => {
    const tokens = await signIn(server.base, 'cara.group', 'text');
    assert.equal(decodeJwt(tokens.access_token).sub, 'cara.group');
  });

  it('rotates refresh tokens and refuses reuse of a rotated one (revoking the chain)', async () => {
    const first = await signIn(server.base, 'ben.dental');
    const r1 = await tokenRequest(server.base, {
      grant_type: 'refresh_token',
      client_id: 'member-portal',
      refresh_token: first.refresh_token,
    });
    assert.equal(r1.status, 200);
    const second = (await r1.json()) as { access_token: string; refresh_token: string };
    assert.ok(second.access_token);
    assert.notEqual(second.refresh_token, first.refresh_token);
    assert.equal(decodeJwt(second.access_token).sub, 'ben.dental');

    const reuse = await tokenRequest(server.base, {
      grant_type: 'refresh_token',
      client_id: 'member-portal',
      refresh_token: first.refresh_token,
    });
    assert.equal(reuse.status, 400);
    assert.equal(((await reuse.json()) as { error: string }).error, 'invalid_grant');

    const afterReuse = await tokenRequest(server.base, {
      grant_type: 'refresh_token',
      client_id: 'member-portal',
      refresh_token: second.refresh_token,
    });
    assert.equal(afterReuse.status, 400, 'reuse detection revokes the whole grant');
  });

  it('answers CORS for the token endpoint from portal origins only', async () => {
    const preflight = await fetch(`${server.base}/oidc/oauth2/token`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://localhost:3000',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    assert.ok(preflight.status === 204 || preflight.status === 200);
    assert.equal(preflight.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    const bad = await tokenRequest(
      server.base,
      { grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: 'x' },
      'http://evil.example',
    );
    assert.notEqual(bad.headers.get('access-control-allow-origin'), 'http://evil.example');
  });

  it('requires PKCE', async () => {
    const browser = new Browser(server.base);
    const params = new URLSearchParams({
      client_id: 'member-portal',
      response_type: 'code',
      scope: 'openid',
      redirect_uri: REDIRECT_URI,
      state: 's',
    });
    const res = await browser.get(`/oidc/auth?${params}`);
    const location = res.headers.get('location') ?? '';
    assert.ok(location.startsWith(REDIRECT_URI), location);
    assert.equal(new URL(location).searchParams.get('error'), 'invalid_request');
  });

  it('serves accessible sign-in pages without inline scripts', async () => {
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    const res = await browser.get(interaction);
    const page = await res.text();
    assert.match(page, /<label for="username">Username<\/label>/);
    assert.match(page, /<label for="password">Password<\/label>/);
    assert.match(page, /<button type="submit">Sign in<\/button>/);
    assert.doesNotMatch(page, /<script/i);
    assert.doesNotMatch(page, /style="/i);
    const csp = res.headers.get('content-security-policy') ?? '';
    assert.ok(csp.includes("default-src 'none'") && !csp.includes('unsafe-inline'));

    await browser.post(`${interaction}/login`, { username: 'gia.employee', password: PASSWORD });
    const second = await (await browser.get(interaction)).text();
    assert.match(second, /<label for="channel-email">Email<\/label>/);
    assert.match(second, /<label for="channel-text">Text<\/label>/);
    assert.match(second, />Send passcode</);
    assert.match(second, /<label for="passcode">Passcode<\/label>/);
    assert.match(second, />Verify</);
  });

  it('reports LOG-0014 for a wrong username or password', async () => {
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    const wrongUser = await browser.post(`${interaction}/login`, { username: 'nobody.here', password: PASSWORD });
    assert.equal(wrongUser.status, 401);
    assert.match(await wrongUser.text(), /role="alert"[^>]*>LOG-0014: The username or password you entered is incorrect\./);
    const wrongPw = await browser.post(`${interaction}/login`, { username: 'eve.basic', password: 'nope-nope' });
    assert.match(await wrongPw.text(), /LOG-0014/);
    await server.reset();
  });

  it('answers a coded refusal with the catalogue’s HTTP status: LOG-0016 (no email or phone for a passcode) is 422', async () => {
    await server.sandbox.database.db.update(users).set({ email: '', phone: '' }).where(eq(users.username, 'eve.basic'));
    try {
      const { challenge } = pkcePair();
      const { browser, interaction } = await beginSignIn(server.base, challenge);
      const answers: [CodedErrorCode, number][] = [];
      const refusal = async (code: CodedErrorCode, res: Response) => {
        assert.match(await res.text(), new RegExp(`${code}: `));
        answers.push([code, res.status]);
      };
      await refusal('LOG-0001', await browser.post(`${interaction}/login`, { username: '', password: PASSWORD }));
      await refusal('LOG-0002', await browser.post(`${interaction}/login`, { username: 'eve.basic', password: '' }));
      await refusal('LOG-0014', await browser.post(`${interaction}/login`, { username: 'eve.basic', password: 'Wrong#2026x' }));
      await refusal('LOG-0016', await browser.post(`${interaction}/login`, { username: 'eve.basic', password: PASSWORD }));
      assert.deepEqual(
        answers,
        answers.map(([code]) => [code, catalogueStatus(code)]),
      );
      assert.deepEqual(answers.at(-1), ['LOG-0016', 422]);
    } finally {
      await server.reset();
    }
  });

  it('writes no status of its own for a coded refusal: each page’s status is its code’s in the catalogue', () => {
    // Every refusal of src/oidc/interactions.ts that names a code, including those no test above
    // provokes (throttled, locked, expired): the status beside it is the catalogue's, or read from it.
    const source = readFileSync(new URL('../src/oidc/interactions.ts', import.meta.url), 'utf8');
    const refusals = source.split('\n').filter((line) => /(?:sendHtml|renderPasscode)\(/.test(line) && /coded\('[A-Z]+-\d{4}'/.test(line));
    assert.ok(refusals.length >= 15, `${refusals.length} refusals found`);
    const wrong = refusals.filter((line) => {
      const codes = [...line.matchAll(/coded\('([A-Z]+-\d{4})'/g)].map((match) => match[1] as CodedErrorCode);
      const status = /(?:sendHtml|renderPasscode)\(.*?,\s*(\d{3}|signInStatus\('([A-Z]+-\d{4})'\)),/.exec(line);
      if (!status) return true;
      const answered = status[2] ? catalogueStatus(status[2] as CodedErrorCode) : Number(status[1]);
      return codes.some((code) => catalogueStatus(code) !== answered);
    });
    assert.deepEqual(
      wrong.map((line) => line.trim()),
      [],
    );
  });

  it('locks after the third failed sign-in (LOG-0018, then LOG-0015) and reset unlocks', async () => {
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    const bodies: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      bodies.push(await (await browser.post(`${interaction}/login`, { username: 'lee.locked', password: 'Wrong#2026' })).text());
    }
    assert.match(bodies[0]!, /LOG-0014/);
    assert.match(bodies[1]!, /LOG-0014/);
    assert.match(bodies[2]!, /LOG-0018/);
    const locked = await browser.post(`${interaction}/login`, { username: 'lee.locked', password: PASSWORD });
    assert.equal(locked.status, 423);
    assert.match(await locked.text(), /LOG-0015/);

    const reset = await fetch(`${server.base}/sandbox/reset`, { method: 'POST' });
    assert.equal(reset.status, 200);
    const tokens = await signIn(server.base, 'lee.locked');
    assert.equal(decodeJwt(tokens.access_token).sub, 'lee.locked');
  });

  it('says when the lock ends, and the lock ends by itself 30 minutes after the third failed sign-in', async () => {
    await server.reset();
    const { browser, interaction } = await beginSignIn(server.base, pkcePair().challenge);
    const alerts: string[] = [];
    for (let i = 0; i < 4; i += 1) {
      const res = await browser.post(`${interaction}/login`, { username: 'lee.locked', password: 'Wrong#2026' });
      alerts.push(/role="alert"[^>]*>([^<]*)</.exec(await res.text())?.[1] ?? '');
    }
    const { db } = server.sandbox.database;
    const [lee] = await db.select().from(users).where(eq(users.username, 'lee.locked'));
    assert.ok(lee?.lockedAt, 'the third failure locked the account');
    const endsAt = new Date(lee.lockedAt.getTime() + SIGN_IN_LOCK_MINUTES * 60_000);
    const until = `You can try again after ${insurerClockTime(endsAt)} Central.`;
    assert.match(until, /^You can try again after \d{1,2}:\d{2} [ap]\.m\. Central\.$/);
    assert.equal(alerts[2], `LOG-0018: ${codedErrors['LOG-0018'].message} ${until}`);
    assert.equal(alerts[3], `LOG-0015: ${codedErrors['LOG-0015'].message} ${until}`);

    // Half an hour later (the lock moved back in time), the right password signs in again.
    const halfAnHourAgo = new Date(Date.now() - (SIGN_IN_LOCK_MINUTES * 60_000 + 1000));
    await db.update(users).set({ lockedAt: halfAnHourAgo, lastFailedSignInAt: halfAnHourAgo }).where(eq(users.username, 'lee.locked'));
    const tokens = await signIn(server.base, 'lee.locked');
    assert.equal(decodeJwt(tokens.access_token).sub, 'lee.locked');
  });

  it('counts a failed sign-in toward a lock only while a lock would last', async () => {
    await server.reset();
    const { browser, interaction } = await beginSignIn(server.base, pkcePair().challenge);
    const fail = async () => (await browser.post(`${interaction}/login`, { username: 'lee.locked', password: 'Wrong#2026' })).status;
    assert.deepEqual([await fail(), await fail()], [401, 401]);
    const { db } = server.sandbox.database;
    await db
      .update(users)
      .set({ lastFailedSignInAt: new Date(Date.now() - SIGN_IN_LOCK_MINUTES * 60_000 - 1000) })
      .where(eq(users.username, 'lee.locked'));
    assert.deepEqual([await fail(), await fail(), await fail()], [401, 401, 423], 'two old failures no longer count: three new ones lock');
  });

  it('counts down passcode attempts and ends the sign-in at the maximum', async () => {
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    await browser.post(`${interaction}/login`, { username: 'hal.inbox', password: PASSWORD });
    await browser.post(`${interaction}/passcode/send`, { channel: 'email' });
    const real = await latestPasscode(server.base, 'hal.inbox@example.com');
    const wrong = real === '000000' ? '111111' : '000000';
    const first = await browser.post(`${interaction}/passcode/verify`, { passcode: wrong });
    assert.match(await first.text(), /role="alert"[^>]*>LOG-0010: The passcode you entered is incorrect\. You have 2 attempts remaining\./);
    const second = await browser.post(`${interaction}/passcode/verify`, { passcode: wrong });
    assert.match(await second.text(), /You have 1 attempt remaining/);
    const third = await browser.post(`${interaction}/passcode/verify`, { passcode: wrong });
    assert.equal(third.status, 303);
    let location = third.headers.get('location')!;
    for (let i = 0; i < 3 && !location.startsWith(REDIRECT_URI); i += 1) {
      location = (await browser.get(location)).headers.get('location') ?? '';
    }
    const url = new URL(location);
    assert.equal(url.searchParams.get('error'), 'access_denied');
    assert.match(url.searchParams.get('error_description') ?? '', /LOG-0011/);
  });

  it('refuses an expired passcode', async () => {
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    await browser.post(`${interaction}/login`, { username: 'ivy.sso', password: PASSWORD });
    await browser.post(`${interaction}/passcode/send`, { channel: 'email' });
    const code = await latestPasscode(server.base, 'ivy.sso@example.com');
    await server.sandbox.database.db.update(passcodes).set({ expiresAt: new Date(Date.now() - 1000) });
    const res = await browser.post(`${interaction}/passcode/verify`, { passcode: code });
    assert.match(await res.text(), /LOG-0012/);
  });

  it('rejects a code exchange without the right verifier', async () => {
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    await browser.post(`${interaction}/login`, { username: 'dan.medicare', password: PASSWORD });
    await browser.post(`${interaction}/passcode/send`, { channel: 'email' });
    const code = await latestPasscode(server.base, 'dan.medicare@example.com');
    let location = (await browser.post(`${interaction}/passcode/verify`, { passcode: code })).headers.get('location')!;
    for (let i = 0; i < 3 && !location.startsWith(REDIRECT_URI); i += 1)
      location = (await browser.get(location)).headers.get('location') ?? '';
    const authCode = new URL(location).searchParams.get('code')!;
    const res = await tokenRequest(server.base, {
      grant_type: 'authorization_code',
      client_id: 'member-portal',
      code: authCode,
      code_verifier: 'x'.repeat(50),
      redirect_uri: REDIRECT_URI,
    });
    assert.equal(res.status, 400);
  });
});
