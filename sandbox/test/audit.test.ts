import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getTableColumns, sql } from 'drizzle-orm';
import type { AuditQuery, AuditRecord } from '../src/audit/audit-trail.ts';
import { auditLog } from '../src/db/schema.ts';
import { buildSeed } from '../src/seed/data.ts';
import {
  api,
  beginSignIn,
  latestPasscode,
  PORTAL_ORIGIN,
  pkcePair,
  signIn,
  startServer,
  tokenRequest,
  type TestServer,
} from './helpers.ts';

const AVA = 'H1000100101';
const NOAH = 'H1000100102';
const MIA = 'H1000100103';

let server: TestServer;
let startedAt: Date;
let ava: ReturnType<typeof api>;

before(async () => {
  startedAt = new Date();
  server = await startServer();
  ava = api(server.base, (await signIn(server.base, 'ava.medical')).access_token);
});
after(async () => {
  await server?.close();
});

/** Entries since this file started (a PostgreSQL run shares one database across files). */
function entries(filter: Omit<AuditQuery, 'limit'> & { limit?: number } = {}): Promise<AuditRecord[]> {
  return server.sandbox.audit.query({ from: startedAt, limit: 500, ...filter });
}

/** The audit entry is written when the response has gone: wait for it a moment. */
async function eventually(filter: Omit<AuditQuery, 'limit'>, count = 1): Promise<AuditRecord[]> {
  for (let i = 0; i < 50; i += 1) {
    const found = await entries(filter);
    if (found.length >= count) return found;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return entries(filter);
}

async function failSignIn(username: string, password: string): Promise<number> {
  const { browser, interaction } = await beginSignIn(server.base, pkcePair().challenge);
  return (await browser.post(`${interaction}/login`, { username, password })).status;
}

describe('audit trail', () => {
  it('is append-only in the database: UPDATE, DELETE and TRUNCATE are refused', async () => {
    const { db } = server.sandbox.database;
    server.sandbox.audit.record({ actor: 'system', actorRole: 'system', action: 'session.revoked', outcome: 'success' });
    await server.sandbox.audit.settled();
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    for (const statement of [sql`update audit_log set actor = 'someone else'`, sql`delete from audit_log`, sql`truncate audit_log`]) {
      await assert.rejects(db.execute(statement), (error: Error & { cause?: { message?: string } }) => {
        assert.match(`${error.message} ${error.cause?.message ?? ''}`, /append-only/);
        return true;
      });
    }
    const afterwards = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    assert.deepEqual(afterwards, before);
    await assert.rejects(
      db.execute(sql`insert into audit_log (actor, actor_role, action, outcome) values ('x', 'boss', 'claims.read', 'allowed')`),
    );
  });

  it('survives the development reset', async () => {
    server.sandbox.audit.record({
      actor: 'system',
      actorRole: 'system',
      action: 'account.unlocked',
      outcome: 'success',
      subjectUsername: 'lee.locked',
    });
    await server.reset();
    assert.equal((await entries({ action: 'account.unlocked', username: 'lee.locked' })).length, 1);
    assert.equal((await api(server.base).post('/sandbox/reset')).status, 200);
    assert.equal((await entries({ action: 'account.unlocked', username: 'lee.locked' })).length, 1);
  });

  it('records a read, also when the read cache answers it', async () => {
    for (let i = 0; i < 2; i += 1) assert.equal((await ava.get(`members/${AVA}/claims?pageSize=3`)).status, 200);
    const reads = await eventually({ action: 'claims.read', memberId: AVA }, 2);
    assert.equal(reads.length, 2);
    assert.deepEqual(
      { ...reads[0], id: 0, at: null },
      {
        id: 0,
        at: null,
        actor: 'ava.medical',
        actorRole: 'member',
        subjectMemberId: AVA,
        subjectUsername: 'ava.medical',
        action: 'claims.read',
        outcome: 'allowed',
        route: 'GET /members/:memberId/claims',
        status: 200,
      },
    );
  });

  it('records a refusal, and an anonymous attempt', async () => {
    assert.equal((await ava.get(`message-center/${NOAH}/messages`)).status, 403);
    const [refused] = await eventually({ action: 'messages.read', memberId: NOAH, outcome: 'denied' });
    assert.ok(refused);
    assert.deepEqual(
      [refused.actor, refused.actorRole, refused.subjectUsername, refused.route, refused.status],
      ['ava.medical', 'member', 'noah.dependent', 'GET /message-center/:memberId/messages', 403],
    );
    assert.equal((await api(server.base).get(`members/${NOAH}/health-record`)).status, 401);
    const [anonymous] = await eventually({ action: 'healthRecord.read', memberId: NOAH });
    assert.deepEqual(
      [anonymous?.actor, anonymous?.actorRole, anonymous?.outcome, anonymous?.status],
      ['anonymous', 'anonymous', 'denied', 401],
    );
  });

  it('records account changes made through the member API', async () => {
    assert.equal((await ava.put('users/ava.medical/mfa-preference', { channel: 'text' })).status, 200);
    const [changed] = await eventually({ action: 'mfa.changed', username: 'ava.medical' });
    assert.deepEqual(
      [changed?.actor, changed?.outcome, changed?.route, changed?.status],
      ['ava.medical', 'success', 'PUT /users/:userId/mfa-preference', 200],
    );
  });

  it('records sign-in success, failure and lock', async () => {
    await signIn(server.base, 'hal.inbox');
    const [success] = await eventually({ action: 'signin.success', username: 'hal.inbox' });
    assert.deepEqual([success?.actor, success?.actorRole, success?.outcome], ['hal.inbox', 'member', 'success']);

    assert.equal(await failSignIn('cara.group', 'Wrong#2026'), 401);
    const [failure] = await eventually({ action: 'signin.failure', username: 'cara.group' });
    assert.deepEqual(
      [failure?.actor, failure?.actorRole, failure?.outcome, failure?.route, failure?.status],
      ['anonymous', 'anonymous', 'failure', 'POST /interaction/:uid/login', 401],
    );

    // An unknown username is not written down (it may be a mistyped password).
    assert.equal(await failSignIn('no.such.person', 'Wrong#2026'), 401);
    const unknown = await eventually({ action: 'signin.failure' }, 2);
    assert.ok(unknown.some((e) => e.subjectUsername === null));
    assert.ok(!JSON.stringify(unknown).includes('no.such.person'));

    for (let i = 0; i < 3; i += 1) await failSignIn('lee.locked', 'Wrong#2026');
    const [locked] = await eventually({ action: 'account.locked', username: 'lee.locked' });
    assert.deepEqual([locked?.actor, locked?.actorRole, locked?.outcome], ['system', 'system', 'success']);
    await server.reset();
  });

  it('records every member whose data a family view returned, not only the member in the request', async () => {
    const t0 = new Date();
    const since = (filter: Omit<AuditQuery, 'limit' | 'from'>) => server.sandbox.audit.query({ ...filter, from: t0, limit: 500 });
    /** Member ids of the allowed entries of one route since t0, sorted, one per entry. */
    const membersOf = async (route: string) =>
      (await since({ outcome: 'allowed' }))
        .filter((e) => e.route === route)
        .map((e) => e.subjectMemberId)
        .sort();
    const reads: [string, string][] = [
      [`members/${AVA}/claims?pageSize=100`, 'GET /members/:memberId/claims'],
      [`members/${AVA}/prior-authorizations?pageSize=100`, 'GET /members/:memberId/prior-authorizations'],
      [`members/${AVA}/spending`, 'GET /members/:memberId/spending'],
      [`members/${AVA}/id-cards`, 'GET /members/:memberId/id-cards'],
      [`members/${AVA}/coverage`, 'GET /members/:memberId/coverage'],
    ];
    // Twice each: the second answer comes from the read cache and is recorded alike.
    for (const [path] of [...reads, ...reads]) assert.equal((await ava.get(path)).status, 200, path);
    await server.sandbox.audit.settled();
    for (const [, route] of reads) {
      // Ava and Mia (15); not Noah (19), who has not turned family access on (docs/product/roles-and-rights.md#rights-family).
      assert.deepEqual(await membersOf(route), [AVA, AVA, MIA, MIA], route);
    }
    const mia = (await since({ memberId: MIA, action: 'claims.read' }))[0];
    assert.deepEqual([mia?.actor, mia?.actorRole, mia?.subjectUsername, mia?.status], ['ava.medical', 'member', null, 200]);

    // A claim of Mia's opened through Ava's path names Mia too.
    const miaClaim = (await ava.get(`members/${AVA}/claims?patientMemberId=${MIA}&pageSize=1`)).json.claims as { claimId: string }[];
    assert.equal((await ava.get(`members/${AVA}/claims/${miaClaim[0]!.claimId}`)).status, 200);
    await server.sandbox.audit.settled();
    assert.deepEqual(await membersOf('GET /members/:memberId/claims/:claimId'), [AVA, MIA]);

    // FHIR Coverage returns the person's other plans too: ben.dental's vision and ended medical plans.
    const ben = (await signIn(server.base, 'ben.dental')).access_token;
    const year = new Date().getUTCFullYear() - 3;
    assert.equal(
      (await api(server.base, ben).get(`/fhir/R4/Coverage?identifier=D2000200201&_count=50&period=ge${year}-01-01`)).status,
      200,
    );
    await server.sandbox.audit.settled();
    assert.deepEqual(await membersOf('GET /fhir/R4/Coverage'), ['D2000200201', 'H2000200101', 'V2000200301']);
  });

  it('records an account created at registration', async () => {
    const body = {
      memberId: 'REG000001',
      ssnLast4: '4321',
      firstName: 'Rae',
      lastName: 'Newman',
      dateOfBirth: '1990-05-20',
      username: 'raenewman1',
      password: 'Welcome#2026',
      email: 'rae@example.com',
      mobilePhone: '5015551201',
      termsAccepted: true,
    };
    assert.equal((await api(server.base).post('public/users', body)).status, 201);
    const [created] = await eventually({ action: 'account.created', username: 'raenewman1' });
    assert.deepEqual(
      [created?.actor, created?.actorRole, created?.subjectMemberId, created?.outcome, created?.route, created?.status],
      ['anonymous', 'anonymous', 'REG000001', 'success', 'POST /public/users', 201],
    );
    await server.reset();
  });

  it('records a password reset: wrong answers, the reset, the unlock and every session it ended', async () => {
    const pub = api(server.base);
    // Two sessions of lee.locked, then the lock (three wrong passwords).
    await signIn(server.base, 'lee.locked');
    await signIn(server.base, 'lee.locked');
    for (let i = 0; i < 3; i += 1) await failSignIn('lee.locked', 'Wrong#2026');
    const { buildSeed } = await import('../src/seed/data.ts');
    const lee = (await buildSeed()).users.find((u) => u.username === 'lee.locked')!;
    const start = await pub.post('public/account-recovery/password/passcode', {
      username: 'lee.locked',
      dateOfBirth: lee.birthDate,
      channel: 'email',
    });
    const verify = await pub.post('public/account-recovery/password/verify', {
      recoveryId: start.json.recoveryId,
      passcode: await latestPasscode(server.base, 'lee.locked@example.com'),
    });
    const answers = { recoveryToken: verify.json.recoveryToken, answer1: 'Rover', answer2: 'Little Rock', newPassword: 'Another#2027' };
    assert.equal((await pub.post('public/account-recovery/password/reset', { ...answers, answer2: 'Paris' })).status, 400);
    assert.equal((await pub.post('public/account-recovery/password/reset', answers)).status, 200);

    const route = 'POST /public/account-recovery/password/reset';
    const [failed] = await eventually({ action: 'password.reset', username: 'lee.locked', outcome: 'failure' });
    assert.deepEqual([failed?.actor, failed?.actorRole, failed?.route, failed?.status], ['anonymous', 'anonymous', route, 400]);
    const [reset] = await eventually({ action: 'password.reset', username: 'lee.locked', outcome: 'success' });
    assert.deepEqual([reset?.actor, reset?.actorRole, reset?.route, reset?.status], ['lee.locked', 'member', route, 200]);
    const [unlocked] = await eventually({ action: 'account.unlocked', username: 'lee.locked', from: reset!.at });
    assert.deepEqual([unlocked?.actor, unlocked?.route], ['lee.locked', route]);
    const ended = await eventually({ action: 'session.revoked', username: 'lee.locked' }, 2);
    assert.equal(ended.length, 2, 'one entry per session the reset ended');
    assert.ok(ended.every((e) => e.route === route && e.subjectUsername === 'lee.locked'));

    // A reset of an account that was not locked writes no unlock.
    const again = await pub.post('public/account-recovery/password/passcode', {
      username: 'lee.locked',
      dateOfBirth: lee.birthDate,
      channel: 'email',
    });
    const verified = await pub.post('public/account-recovery/password/verify', {
      recoveryId: again.json.recoveryId,
      passcode: await latestPasscode(server.base, 'lee.locked@example.com'),
    });
    assert.equal(
      (
        await pub.post('public/account-recovery/password/reset', {
          ...answers,
          recoveryToken: verified.json.recoveryToken,
          newPassword: 'Third#Pass2028',
        })
      ).status,
      200,
    );
    assert.equal((await eventually({ action: 'password.reset', username: 'lee.locked', outcome: 'success' }, 2)).length, 2);
    assert.equal((await entries({ action: 'account.unlocked', username: 'lee.locked', from: reset!.at })).length, 1);
    await server.reset();
  });

  it('records sign-out (refresh-token revocation) and the provider ending a reused refresh chain', async () => {
    const revoke = (token: string) =>
      fetch(`${server.base}/oidc/token/revocation`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', origin: PORTAL_ORIGIN },
        body: new URLSearchParams({ token, token_type_hint: 'refresh_token', client_id: 'member-portal' }).toString(),
      });
    const signedOut = await signIn(server.base, 'ivy.sso');
    assert.equal((await revoke(signedOut.refresh_token)).status, 200);
    const [signOut] = await eventually({ action: 'session.revoked', username: 'ivy.sso' });
    assert.deepEqual(
      [signOut?.actor, signOut?.actorRole, signOut?.subjectUsername, signOut?.outcome, signOut?.route],
      ['ivy.sso', 'member', 'ivy.sso', 'success', 'POST /oidc/token/revocation'],
    );

    const reused = await signIn(server.base, 'finn.teen');
    const rotate = () =>
      tokenRequest(server.base, { grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: reused.refresh_token });
    assert.equal((await rotate()).status, 200);
    assert.equal((await rotate()).status, 400, 'a used refresh token is refused');
    const [ended] = await eventually({ action: 'session.revoked', username: 'finn.teen' });
    assert.deepEqual([ended?.actor, ended?.actorRole, ended?.route], ['system', 'system', 'POST /oidc/oauth2/token']);
  });

  it('answers queries by member, username, action, outcome and time, newest first, with paging', async () => {
    const audit = server.sandbox.audit;
    const t0 = new Date();
    audit.record({
      actor: 'audit.query.tester',
      actorRole: 'staff',
      subjectMemberId: 'X0000000001',
      action: 'claims.read',
      outcome: 'allowed',
      route: 'GET /members/:memberId/claims',
      status: 200,
    });
    audit.record({
      actor: 'audit.query.tester',
      actorRole: 'staff',
      subjectMemberId: 'X0000000001',
      action: 'messages.read',
      outcome: 'denied',
      route: 'GET /message-center/:memberId/messages',
      status: 403,
    });
    const both = await audit.query({ memberId: 'X0000000001', from: t0, limit: 10 });
    assert.deepEqual(
      both.map((e) => e.action),
      ['messages.read', 'claims.read'],
    );
    assert.deepEqual(
      (await audit.query({ username: 'audit.query.tester', outcome: 'denied', limit: 10 })).map((e) => e.action),
      ['messages.read'],
    );
    assert.deepEqual(
      (await audit.query({ memberId: 'X0000000001', limit: 1, offset: 1 })).map((e) => e.action),
      ['claims.read'],
    );
    assert.equal((await audit.query({ memberId: 'X0000000001', to: new Date(t0.getTime() - 1), limit: 10 })).length, 0);
    const viaRoute = await api(server.base).get(`/sandbox/audit?memberId=X0000000001&action=claims.read`);
    assert.equal(viaRoute.status, 200);
    assert.equal((viaRoute.json as unknown as AuditRecord[])[0]?.actor, 'audit.query.tester');
  });

  it('holds no member data: ids, usernames, action names, route templates and statuses only', async () => {
    assert.deepEqual(Object.keys(getTableColumns(auditLog)).sort(), [
      'action',
      'actor',
      'actorRole',
      'at',
      'id',
      'outcome',
      'route',
      'status',
      'subjectMemberId',
      'subjectUsername',
    ]);
    // A spread of traffic: reads of claims, messages, the health record, payments, a profile change.
    await ava.get(`message-center/${AVA}/messages`);
    await ava.get(`members/${AVA}/health-record`);
    await ava.get(`members/${AVA}/payments`);
    await ava.get(`users/ava.medical/profile`);
    await ava.put('users/ava.medical/profile/display-name', { displayName: 'Ava M.' });
    await server.sandbox.audit.settled();
    const all = await eventually({}, 10);
    const seed = await buildSeed();
    const phi = new Set<string>();
    for (const m of seed.members)
      [m.firstName, m.lastName, m.birthDate, m.address.address1, m.address.homePhone ?? ''].forEach((v) => v && phi.add(v));
    for (const u of seed.users) [u.email, u.phone, u.displayName].forEach((v) => phi.add(v));
    for (const m of seed.messages.slice(0, 50)) phi.add(m.subject);
    phi.add('Ava M.');
    for (const entry of all) {
      const text = Object.entries(entry)
        .filter(([k]) => k !== 'at')
        .map(([, v]) => String(v))
        .join(' | ');
      for (const value of phi) assert.ok(!text.includes(value), `audit entry carries member data (${value}): ${text}`);
      assert.doesNotMatch(text, /@|\$|\d{4}-\d{2}-\d{2}|\b\d{10}\b/, text);
      if (entry.route)
        assert.match(entry.route, /^(GET|HEAD|POST|PUT|DELETE) (\/(?::?[A-Za-z0-9-]+|R4))+$/, `route is a template: ${entry.route}`);
      if (entry.route) assert.doesNotMatch(entry.route, /H\d{10}|ava\.medical/, `route is a template: ${entry.route}`);
    }
  });
});
