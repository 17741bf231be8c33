import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getTableColumns, sql } from 'drizzle-orm';
import type { AuditQuery, AuditRecord } from '../src/audit/audit-trail.ts';
import { auditLog } from '../src/db/schema.ts';
import { buildSeed } from '../src/seed/data.ts';
import { api, beginSignIn, pkcePair, signIn, startServer, type TestServer } from './helpers.ts';

const AVA = 'H1000100101';
const NOAH = 'H1000100102';

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
    await server.sandbox.audit.flush();
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    for (const statement of [sql`update audit_log set actor = 'someone else'`, sql`delete from audit_log`, sql`truncate audit_log`]) {
      await assert.rejects(db.execute(statement), (error: Error & { cause?: { message?: string } }) => {
        assert.match(`${error.message} ${error.cause?.message ?? ''}`, /append-only/);
        return true;
      });
    }
    const afterwards = await db.select({ n: sql<number>`count(*)::int` }).from(auditLog);
    assert.deepEqual(afterwards, before);
    await assert.rejects(db.execute(sql`insert into audit_log (actor, actor_role, action, outcome) values ('x', 'boss', 'claims.read', 'allowed')`));
  });

  it('survives the development reset', async () => {
    server.sandbox.audit.record({ actor: 'system', actorRole: 'system', action: 'account.unlocked', outcome: 'success', subjectUsername: 'lee.locked' });
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
      { id: 0, at: null, actor: 'ava.medical', actorRole: 'member', subjectMemberId: AVA, subjectUsername: 'ava.medical', action: 'claims.read', outcome: 'allowed', route: 'GET /members/:memberId/claims', status: 200 },
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
    assert.deepEqual([anonymous?.actor, anonymous?.actorRole, anonymous?.outcome, anonymous?.status], ['anonymous', 'anonymous', 'denied', 401]);
  });

  it('records account changes made through the member API', async () => {
    assert.equal((await ava.put('users/ava.medical/mfa-preference', { channel: 'text' })).status, 200);
    const [changed] = await eventually({ action: 'mfa.changed', username: 'ava.medical' });
    assert.deepEqual([changed?.actor, changed?.outcome, changed?.route, changed?.status], ['ava.medical', 'success', 'PUT /users/:userId/mfa-preference', 200]);
  });

  it('records sign-in success, failure and lock', async () => {
    await signIn(server.base, 'hal.inbox');
    const [success] = await eventually({ action: 'signin.success', username: 'hal.inbox' });
    assert.deepEqual([success?.actor, success?.actorRole, success?.outcome], ['hal.inbox', 'member', 'success']);

    assert.equal(await failSignIn('cara.group', 'Wrong#2026'), 401);
    const [failure] = await eventually({ action: 'signin.failure', username: 'cara.group' });
    assert.deepEqual([failure?.actor, failure?.actorRole, failure?.outcome, failure?.route, failure?.status], ['anonymous', 'anonymous', 'failure', 'POST /interaction/:uid/login', 401]);

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

  it('answers queries by member, username, action, outcome and time, newest first, with paging', async () => {
    const audit = server.sandbox.audit;
    const t0 = new Date();
    audit.record({ actor: 'sam.admin', actorRole: 'staff', subjectMemberId: 'X0000000001', action: 'claims.read', outcome: 'allowed', route: 'GET /members/:memberId/claims', status: 200 });
    audit.record({ actor: 'sam.admin', actorRole: 'staff', subjectMemberId: 'X0000000001', action: 'messages.read', outcome: 'denied', route: 'GET /message-center/:memberId/messages', status: 403 });
    const both = await audit.query({ memberId: 'X0000000001', from: t0, limit: 10 });
    assert.deepEqual(both.map((e) => e.action), ['messages.read', 'claims.read']);
    assert.deepEqual((await audit.query({ username: 'sam.admin', outcome: 'denied', limit: 10 })).map((e) => e.action), ['messages.read']);
    assert.deepEqual((await audit.query({ memberId: 'X0000000001', limit: 1, offset: 1 })).map((e) => e.action), ['claims.read']);
    assert.equal((await audit.query({ memberId: 'X0000000001', to: new Date(t0.getTime() - 1), limit: 10 })).length, 0);
    const viaRoute = await api(server.base).get(`/sandbox/audit?memberId=X0000000001&action=claims.read`);
    assert.equal(viaRoute.status, 200);
    assert.equal((viaRoute.json as unknown as AuditRecord[])[0]?.actor, 'sam.admin');
  });

  it('holds no member data: ids, usernames, action names, route templates and statuses only', async () => {
    assert.deepEqual(Object.keys(getTableColumns(auditLog)).sort(), ['action', 'actor', 'actorRole', 'at', 'id', 'outcome', 'route', 'status', 'subjectMemberId', 'subjectUsername']);
    // A spread of traffic: reads of claims, messages, the health record, payments, a profile change.
    await ava.get(`message-center/${AVA}/messages`);
    await ava.get(`members/${AVA}/health-record`);
    await ava.get(`members/${AVA}/payments`);
    await ava.get(`users/ava.medical/profile`);
    await ava.put('users/ava.medical/profile/display-name', { displayName: 'Ava M.' });
    await server.sandbox.audit.flush();
    const all = await eventually({}, 10);
    const seed = await buildSeed();
    const phi = new Set<string>();
    for (const m of seed.members) [m.firstName, m.lastName, m.birthDate, m.address.address1, m.address.homePhone ?? ''].forEach((v) => v && phi.add(v));
    for (const u of seed.users) [u.email, u.phone, u.displayName].forEach((v) => phi.add(v));
    for (const m of seed.messages.slice(0, 50)) phi.add(m.subject);
    phi.add('Ava M.');
    for (const entry of all) {
      const text = Object.entries(entry).filter(([k]) => k !== 'at').map(([, v]) => String(v)).join(' | ');
      for (const value of phi) assert.ok(!text.includes(value), `audit entry carries member data (${value}): ${text}`);
      assert.doesNotMatch(text, /@|\$|\d{4}-\d{2}-\d{2}|\b\d{10}\b/, text);
      if (entry.route) assert.match(entry.route, /^(GET|HEAD|POST|PUT|DELETE) (\/(?::?[A-Za-z0-9-]+|R4))+$/, `route is a template: ${entry.route}`);
      if (entry.route) assert.doesNotMatch(entry.route, /H\d{10}|ava\.medical/, `route is a template: ${entry.route}`);
    }
  });
});
