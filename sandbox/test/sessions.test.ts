import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { after, before, beforeEach, describe, it } from 'node:test';
import { and, eq } from 'drizzle-orm';
import { oidcPayloads } from '../src/db/schema.ts';
import { api, decodeJwt, PASSWORD, PORTAL_ORIGIN, signIn, startServer, tokenRequest, type TestServer, type Tokens } from './helpers.ts';

// Sessions that really end (sandbox/README.md#sessions): access tokens name their
// grant, sign-out revokes it at the provider, idle refresh-token chains end, and a password or
// contact change ends the account's other sessions.

let server: TestServer;

before(async () => {
  server = await startServer();
});
after(async () => {
  await server.close();
});

interface Discovery {
  revocation_endpoint: string;
  token_endpoint: string;
  response_types_supported: string[];
  grant_types_supported: string[];
  code_challenge_methods_supported: string[];
}

async function discovery(origin?: string): Promise<{ res: Response; doc: Discovery }> {
  const res = await fetch(`${server.base}/oidc/.well-known/openid-configuration`, { headers: origin ? { origin } : {} });
  return { res, doc: (await res.json()) as Discovery };
}

/** What the portal does at Sign Out (RFC 7009): its public client, no secret, from its own origin. */
async function revoke(token: string, hint: 'refresh_token' | 'access_token' = 'refresh_token', origin = PORTAL_ORIGIN): Promise<Response> {
  const { doc } = await discovery();
  return fetch(doc.revocation_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams({ token, token_type_hint: hint, client_id: 'member-portal' }).toString(),
  });
}

const refresh = (refreshToken: string) =>
  tokenRequest(server.base, { grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: refreshToken });

async function memberApiStatus(tokens: Pick<Tokens, 'access_token'>, username: string): Promise<number> {
  return (await api(server.base, tokens.access_token).get(`users/${username}/memberships`)).status;
}

describe('discovery: authorization code with PKCE only, and revocation', () => {
  it('advertises only the code flow, S256, the two grant types and the revocation endpoint', async () => {
    const { res, doc } = await discovery();
    assert.equal(res.status, 200);
    assert.deepEqual(doc.response_types_supported, ['code']);
    assert.deepEqual(doc.code_challenge_methods_supported, ['S256']);
    assert.deepEqual([...doc.grant_types_supported].sort(), ['authorization_code', 'refresh_token']);
    assert.equal(doc.revocation_endpoint, `${server.base}/oidc/token/revocation`);
  });

  it('lets the portal origin read discovery and call the revocation endpoint (CORS)', async () => {
    const { res } = await discovery(PORTAL_ORIGIN);
    assert.ok(['*', PORTAL_ORIGIN].includes(res.headers.get('access-control-allow-origin') ?? ''), 'discovery readable from the portal');
    const preflight = await fetch(`${server.base}/oidc/token/revocation`, {
      method: 'OPTIONS',
      headers: { origin: PORTAL_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.ok(preflight.status === 204 || preflight.status === 200, `preflight ${preflight.status}`);
    assert.equal(preflight.headers.get('access-control-allow-origin'), PORTAL_ORIGIN);
    const tokens = await signIn(server.base, 'eve.basic');
    const answer = await revoke(tokens.refresh_token);
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('access-control-allow-origin'), PORTAL_ORIGIN);
    const foreign = await revoke('whatever', 'refresh_token', 'http://evil.example');
    assert.notEqual(foreign.headers.get('access-control-allow-origin'), 'http://evil.example');
  });

  it('refuses implicit and hybrid authorization requests', async () => {
    const params = new URLSearchParams({
      client_id: 'member-portal',
      response_type: 'code id_token',
      scope: 'openid',
      redirect_uri: `${PORTAL_ORIGIN}/auth-success`,
      state: 's',
      nonce: 'n',
      code_challenge: 'x'.repeat(43),
      code_challenge_method: 'S256',
    });
    const res = await fetch(`${server.base}/oidc/auth?${params}`, { redirect: 'manual' });
    const location = res.headers.get('location') ?? '';
    assert.match(location, /error=unsupported_response_type/);
  });
});

describe('sign-out: the refresh token and its grant are revoked at the provider', () => {
  it('puts the grant id in access tokens', async () => {
    const tokens = await signIn(server.base, 'cara.group');
    const gid = decodeJwt(tokens.access_token).gid;
    assert.equal(typeof gid, 'string');
    const rows = await server.sandbox.database.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'Grant'), eq(oidcPayloads.id, String(gid))));
    assert.equal(rows.length, 1, 'gid names a stored grant');
  });

  it('revoking the refresh token ends the refresh chain and the access tokens of the grant at once', async () => {
    const tokens = await signIn(server.base, 'ben.dental');
    const rotated = (await (await refresh(tokens.refresh_token)).json()) as Tokens;
    assert.equal(await memberApiStatus(tokens, 'ben.dental'), 200, 'the first access token works');
    assert.equal(await memberApiStatus(rotated, 'ben.dental'), 200, 'the rotated access token works (and is cached)');
    const other = await signIn(server.base, 'ben.dental');

    assert.equal((await revoke(rotated.refresh_token)).status, 200);

    const again = await refresh(rotated.refresh_token);
    assert.equal(again.status, 400);
    assert.equal(((await again.json()) as { error: string }).error, 'invalid_grant');
    for (const t of [tokens, rotated]) {
      const res = await api(server.base, t.access_token).get('users/ben.dental/memberships');
      assert.equal(res.status, 401);
      assert.equal(res.json.code, 'OAU-0001');
    }
    const fhir = await fetch(`${server.base}/fhir/R4/Patient?identifier=D2000200201`, {
      headers: { authorization: `Bearer ${rotated.access_token}` },
    });
    assert.equal(fhir.status, 401, 'FHIR refuses it too');
    assert.equal(await memberApiStatus(other, 'ben.dental'), 200, 'another session of the same member goes on');
  });

  it('reuse of a rotated refresh token ends the access tokens of the grant too', async () => {
    const tokens = await signIn(server.base, 'hal.inbox');
    const rotated = (await (await refresh(tokens.refresh_token)).json()) as Tokens;
    assert.equal(await memberApiStatus(rotated, 'hal.inbox'), 200);
    assert.equal((await refresh(tokens.refresh_token)).status, 400, 'reuse refused');
    assert.equal(await memberApiStatus(rotated, 'hal.inbox'), 401);
  });
});

describe('account changes end the other sessions', () => {
  beforeEach(async () => {
    await server.reset();
  });

  async function twoSessions(username: string): Promise<[Tokens, Tokens]> {
    return [await signIn(server.base, username), await signIn(server.base, username)];
  }

  async function outbox(to: string): Promise<{ subject: string; body: string; channel: string }[]> {
    return (await (await fetch(`${server.base}/sandbox/outbox?to=${encodeURIComponent(to)}`)).json()) as {
      subject: string;
      body: string;
      channel: string;
    }[];
  }

  it("a password change keeps the caller's session and ends the others", async () => {
    const [mine, theirs] = await twoSessions('gia.employee');
    const res = await api(server.base, mine.access_token).put('users/gia.employee/password', {
      currentPassword: PASSWORD,
      newPassword: 'Brand#New2027',
    });
    assert.equal(res.status, 200, res.text);
    assert.equal(await memberApiStatus(theirs, 'gia.employee'), 401, "the other session's access token is refused at once");
    assert.equal((await refresh(theirs.refresh_token)).status, 400, 'and its refresh token');
    assert.equal(await memberApiStatus(mine, 'gia.employee'), 200, 'the caller goes on');
    assert.equal((await refresh(mine.refresh_token)).status, 200);
  });

  it('a password reset through account help ends every session', async () => {
    const [first, second] = await twoSessions('lee.locked');
    const pub = api(server.base);
    const { buildSeed } = await import('../src/seed/data.ts');
    const lee = (await buildSeed()).users.find((u) => u.username === 'lee.locked')!;
    const start = await pub.post('public/account-recovery/password/passcode', {
      username: 'lee.locked',
      dateOfBirth: lee.birthDate,
      channel: 'email',
    });
    const code = /\b(\d{6})\b/.exec((await outbox('lee.locked@example.com'))[0]!.body)![1]!;
    const verify = await pub.post('public/account-recovery/password/verify', { recoveryId: start.json.recoveryId, passcode: code });
    const reset = await pub.post('public/account-recovery/password/reset', {
      recoveryToken: verify.json.recoveryToken,
      answer1: 'Rover',
      answer2: 'Little Rock',
      newPassword: 'Another#2027',
    });
    assert.equal(reset.status, 200, reset.text);
    for (const t of [first, second]) {
      assert.equal(await memberApiStatus(t, 'lee.locked'), 401);
      assert.equal((await refresh(t.refresh_token)).status, 400);
    }
  });

  it('deleting the account ends every session, so a later account of the same name inherits no token', async () => {
    const [mine, theirs] = await twoSessions('ivy.sso');
    assert.equal((await api(server.base, mine.access_token).del('users/ivy.sso', { currentPassword: PASSWORD })).status, 200);
    // The reset brings the account back under the same username: the old sessions stay ended.
    await server.reset();
    for (const t of [mine, theirs]) {
      assert.equal(await memberApiStatus(t, 'ivy.sso'), 401);
      assert.equal((await refresh(t.refresh_token)).status, 400);
    }
  });

  it('an email change asks for the password, tells the old address (masked) and ends the other sessions', async () => {
    const [mine, theirs] = await twoSessions('noah.dependent');
    const me = api(server.base, mine.access_token);
    const missing = await me.put('users/noah.dependent/profile/email', { email: 'noah.new@example.org' });
    assert.equal(missing.status, 400);
    assert.ok(
      (missing.json.validationErrors as unknown as { field: string }[]).some((e) => e.field === 'currentPassword'),
      missing.text,
    );
    const wrong = await me.put('users/noah.dependent/profile/email', { email: 'noah.new@example.org', currentPassword: 'Wrong#2026' });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.code, 'CHP-0004');
    assert.deepEqual(
      (wrong.json.validationErrors as unknown as { field: string }[]).map((e) => e.field),
      ['currentPassword'],
    );
    assert.equal(await memberApiStatus(theirs, 'noah.dependent'), 200, 'a refused change ends nothing');

    const ok = await me.put('users/noah.dependent/profile/email', { email: 'noah.new@example.org', currentPassword: PASSWORD });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(await memberApiStatus(theirs, 'noah.dependent'), 401);
    assert.equal(await memberApiStatus(mine, 'noah.dependent'), 200);
    const notice = (await outbox('noah.dependent@example.com'))[0]!;
    assert.match(notice.subject, /email address was changed/i);
    assert.doesNotMatch(notice.body, /noah\.new@example\.org/, 'the new address is not spelled out to the old one');
    assert.match(notice.body, /n\*+@example\.org/);
  });

  it('a phone change asks for the password, texts the old number and ends the other sessions', async () => {
    const [mine, theirs] = await twoSessions('finn.teen');
    const { buildSeed } = await import('../src/seed/data.ts');
    const oldPhone = (await buildSeed()).users.find((u) => u.username === 'finn.teen')!.phone;
    const me = api(server.base, mine.access_token);
    const wrong = await me.put('users/finn.teen/profile/phone', { mobilePhone: '5015550777', currentPassword: 'Wrong#2026' });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.code, 'CHP-0004');
    const ok = await me.put('users/finn.teen/profile/phone', { mobilePhone: '5015550777', currentPassword: PASSWORD });
    assert.equal(ok.status, 200, ok.text);
    assert.equal(await memberApiStatus(theirs, 'finn.teen'), 401);
    assert.equal(await memberApiStatus(mine, 'finn.teen'), 200);
    const text = (await outbox(oldPhone))[0]!;
    assert.equal(text.channel, 'text');
    assert.match(text.body, /0777/);
    assert.doesNotMatch(text.body, /5015550777/, 'the new number is masked');
  });
});

describe('every response says nosniff', () => {
  it('member API, FHIR, identity provider, sign-in pages and development routes', async () => {
    const tokens = await signIn(server.base, 'eve.basic');
    const auth = { authorization: `Bearer ${tokens.access_token}` };
    const answers = await Promise.all([
      fetch(`${server.base}/member/portal/v1/users/eve.basic/memberships`, { headers: auth }),
      fetch(`${server.base}/member/portal/v1/users/eve.basic/memberships`),
      fetch(`${server.base}/member/portal/v1/no/such/route`),
      fetch(`${server.base}/member/portal/v1/public/systemavailability`),
      fetch(`${server.base}/fhir/R4/metadata`),
      fetch(`${server.base}/fhir/R4/Patient?identifier=A5000500101`),
      fetch(`${server.base}/oidc/.well-known/openid-configuration`),
      fetch(`${server.base}/oidc/jwks`),
      fetch(`${server.base}/oidc/auth?client_id=nobody`, { redirect: 'manual' }),
      tokenRequest(server.base, { grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: 'nope' }),
      fetch(`${server.base}/interaction/unknown-uid`),
      fetch(`${server.base}/sandbox-assets/style.css`),
      fetch(`${server.base}/sandbox/outbox?to=nobody@example.com`),
      fetch(`${server.base}/sandbox/personas`),
      fetch(`${server.base}/favicon.ico`),
      fetch(`${server.base}/health`),
      fetch(`${server.base}/member/portal/v1/public/contact`, {
        method: 'OPTIONS',
        headers: { origin: PORTAL_ORIGIN, 'access-control-request-method': 'POST' },
      }),
    ]);
    for (const res of answers) {
      assert.equal(res.headers.get('x-content-type-options'), 'nosniff', `${res.url} (${res.status})`);
    }
  });
});

describe('idle refresh-token chains end', () => {
  let short: TestServer;
  const IDLE = 4;
  const ABSOLUTE = 6;

  before(async () => {
    short = await startServer({ REFRESH_TOKEN_IDLE_SECONDS: String(IDLE), REFRESH_TOKEN_TTL_SECONDS: String(ABSOLUTE) });
  });
  after(async () => {
    await short.close();
  });

  const refreshAt = (refreshToken: string) =>
    tokenRequest(short.base, { grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: refreshToken });

  async function storedRefreshToken(token: string) {
    const rows = await short.sandbox.database.db
      .select()
      .from(oidcPayloads)
      .where(and(eq(oidcPayloads.model, 'RefreshToken'), eq(oidcPayloads.id, token)));
    const row = rows[0]!;
    return { expiresAt: row.expiresAt!.getTime(), iat: Number(row.payload.iat), iiat: Number(row.payload.iiat) };
  }

  it('refuses a refresh token not used for the idle time', async () => {
    const tokens = await signIn(short.base, 'eve.basic');
    const used = await refreshAt(tokens.refresh_token);
    assert.equal(used.status, 200, 'used within the idle time');
    const next = ((await used.json()) as Tokens).refresh_token;
    // Past the idle time, before the absolute end (at least ABSOLUTE - 1 s after sign-in: iat is in whole seconds).
    await sleep(IDLE * 1000 + 700);
    const late = await refreshAt(next);
    assert.equal(late.status, 400);
    assert.equal(((await late.json()) as { error: string }).error, 'invalid_grant');
  });

  it('gives each rotated token min(idle, what is left of the absolute life)', async () => {
    const tokens = await signIn(short.base, 'cara.group');
    const first = await storedRefreshToken(tokens.refresh_token);
    assert.ok(Math.abs(first.expiresAt - (first.iat + IDLE) * 1000) <= 1000, 'a new chain starts with the idle time');
    // Within the first token's idle time, late enough that less than IDLE is left of the absolute life.
    await sleep(3000);
    const rotated = (await (await refreshAt(tokens.refresh_token)).json()) as Tokens;
    const second = await storedRefreshToken(rotated.refresh_token);
    assert.equal(second.iiat, first.iiat, 'the chain keeps its first issue time');
    const expected = Math.min(IDLE, second.iiat + ABSOLUTE - second.iat);
    assert.ok(expected < IDLE, `capped by the absolute life (${expected} s left)`);
    assert.ok(
      Math.abs(second.expiresAt - (second.iat + expected) * 1000) <= 1000,
      `expires ${second.expiresAt - second.iat * 1000} ms after issue, expected ${expected} s`,
    );
    await sleep(Math.max(0, second.expiresAt - Date.now()) + 600);
    assert.equal((await refreshAt(rotated.refresh_token)).status, 400, 'the chain ends at its absolute life, inside the idle time');
  });
});
