/*
 * The admin console of member-services staff: the staff role in the token, search, an
 * account's state and history, block and unblock by date, unlock, the audit view, and the sign-in
 * page refusing a blocked account from its block date on. Who may call these routes at all is the
 * access matrix's (test/access-matrix.test.ts).
 */
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { codedErrors } from '@portal/contracts/error-catalogue';
import { accountRef } from '../src/api/account-refs.ts';
import { developmentAccountRefSecret } from '../src/config.ts';
import { members, users } from '../src/db/schema.ts';
import { addDays, insurerToday, isoDate } from '../src/seed/dates.ts';
import { api, beginSignIn, decodeJwt, PASSWORD, pkcePair, signIn, startServer, type TestServer } from './helpers.ts';

const LEE = 'H1101100101';
const AVA = 'H1000100101';
const RAE = 'REG000001';
/** Lee's account reference under the development key (src/api/account-refs.ts): what staff paths name. */
const LEE_REF = accountRef(LEE, developmentAccountRefSecret);

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test answers are read loosely, as JSON
type Json = any;
/** The member API client with answers read as loose JSON. */
function client(token?: string) {
  const c = api(server.base, token);
  const loose = async (p: ReturnType<typeof c.get>) => {
    const r = await p;
    return { ...r, json: r.json as Json };
  };
  return {
    get: (path: string) => loose(c.get(path)),
    post: (path: string, body?: unknown) => loose(c.post(path, body)),
  };
}

let server: TestServer;
let sam: ReturnType<typeof client>;
let samToken: string;

function dayAfter(day: string, days: number): string {
  return isoDate(addDays(new Date(`${day}T00:00:00Z`), days));
}

/** The sign-in page's answer to lee's right password. */
async function passwordStep(username: string, password = PASSWORD) {
  const { challenge } = pkcePair();
  const { browser, interaction } = await beginSignIn(server.base, challenge);
  const res = await browser.post(`${interaction}/login`, { username, password });
  return { status: res.status, text: await res.text() };
}

before(async () => {
  server = await startServer();
  samToken = (await signIn(server.base, 'sam.admin')).access_token;
  sam = client(samToken);
});
after(async () => {
  await server?.close();
});
beforeEach(async () => {
  await server.reset();
});

describe('the staff role', () => {
  it("is a roles claim in a staff account's access token, and in no member's", async () => {
    assert.deepEqual(decodeJwt(samToken).roles, ['staff']);
    const ava = await signIn(server.base, 'ava.medical');
    assert.equal(decodeJwt(ava.access_token).roles, undefined);
  });

  it('sam.admin is an account with no plans: the member routes refuse him', async () => {
    const memberships = await sam.get('users/sam.admin/memberships');
    assert.equal(memberships.status, 403);
    assert.equal((await sam.get(`members/${AVA}/claims`)).status, 403);
    assert.equal((await sam.get('providers?pcpOnly=true')).status, 403);
  });
});

describe('admin search', () => {
  it('needs at least one term (ADM-0001), blank terms counting as none', async () => {
    for (const body of [{}, { lastName: '  ' }, { page: 1 }]) {
      const res = await sam.post('admin/accounts/search', body);
      assert.equal(res.status, 400);
      assert.equal(res.json.code, 'ADM-0001');
      assert.equal(res.json.message, codedErrors['ADM-0001'].message);
    }
  });

  it('refuses a search that could match too many accounts (ADM-0009): a member id fragment, one name, or fewer than 3 letters', async () => {
    for (const body of [
      { memberId: '', lastName: 'Car' },
      { firstName: 'Lee' },
      { firstName: 'Le', lastName: 'Carver' },
      { firstName: 'Lee', lastName: 'C' },
    ]) {
      const res = await sam.post('admin/accounts/search', body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.json.code, 'ADM-0009');
      assert.equal(res.json.message, codedErrors['ADM-0009'].message);
      assert.match(String(res.json.validationErrors[0].field), /^(firstName|lastName)$/);
    }
    // A fragment of a member id is no member id: it finds nobody, where it used to find every member.
    const fragment = await sam.post('admin/accounts/search', { memberId: '0' });
    assert.deepEqual([fragment.status, fragment.json.total, fragment.json.accounts], [200, 0, []]);
  });

  it('matches the start of both names, case-insensitively, and shows state but never the SSN', async () => {
    const res = await sam.post('admin/accounts/search', { firstName: 'LE', lastName: 'car' });
    assert.equal(res.status, 400, 'two letters are not enough');
    const found = await sam.post('admin/accounts/search', { firstName: 'lee', lastName: 'CAR' });
    assert.equal(found.status, 200, found.text);
    const lee = found.json.accounts.find((a: { username: string }) => a.username === 'lee.locked');
    assert.ok(lee, found.text);
    assert.deepEqual(Object.keys(lee).sort(), ['accountRef', 'firstName', 'lastName', 'memberId', 'plan', 'state', 'username']);
    assert.equal(lee.memberId, LEE);
    assert.equal(lee.accountRef, LEE_REF);
    assert.equal(lee.state.status, 'active');
    assert.doesNotMatch(found.text, /ssn|password|passcode|1101"/i);
    assert.equal(
      (await sam.post('admin/accounts/search', { firstName: 'lee', lastName: 'arv' })).json.total,
      0,
      'from the start, not anywhere',
    );
  });

  it('finds by a whole username, member id and email (case-insensitive), and by several terms together', async () => {
    assert.equal((await sam.post('admin/accounts/search', { username: 'LEE.LOCKED' })).json.accounts[0].memberId, LEE);
    assert.equal((await sam.post('admin/accounts/search', { memberId: 'h1101100101' })).json.accounts[0].memberId, LEE);
    assert.equal((await sam.post('admin/accounts/search', { email: 'lee.locked@EXAMPLE.com' })).json.accounts[0].memberId, LEE);
    assert.equal((await sam.post('admin/accounts/search', { username: 'lee.loc' })).json.total, 0, 'part of a username finds nobody');
    assert.equal((await sam.post('admin/accounts/search', { email: 'example.com' })).json.total, 0, 'part of an email finds nobody');
    const both = await sam.post('admin/accounts/search', { username: 'lee.locked', lastName: 'martinez' });
    assert.equal(both.json.total, 0);
  });

  it('takes % and _ literally, pages the results, and shows at most 25 accounts however many match', async () => {
    assert.equal((await sam.post('admin/accounts/search', { firstName: '%%%', lastName: '___' })).json.total, 0);
    const { db } = server.sandbox.database;
    const [lee] = await db.select().from(members).where(eq(members.memberId, LEE));
    await db
      .insert(members)
      .values(Array.from({ length: 30 }, (_, i) => ({ ...lee!, memberId: `H77${String(i).padStart(8, '0')}`, username: null })));
    const first = await sam.post('admin/accounts/search', { firstName: 'Lee', lastName: 'Carver', pageSize: 10 });
    assert.deepEqual([first.json.total, first.json.totalPages, first.json.accounts.length, first.json.moreMatches], [25, 3, 10, true]);
    const last = await sam.post('admin/accounts/search', { firstName: 'Lee', lastName: 'Carver', pageSize: 10, page: 3 });
    assert.equal(last.json.accounts.length, 5, 'the third page ends at the 25th');
    assert.notDeepEqual(last.json.accounts[0], first.json.accounts[0]);
    const beyond = await sam.post('admin/accounts/search', { firstName: 'Lee', lastName: 'Carver', pageSize: 10, page: 4 });
    assert.deepEqual(beyond.json.accounts, []);
    const one = await sam.post('admin/accounts/search', { username: 'lee.locked' });
    assert.equal(one.json.moreMatches, false);
  });

  it("writes one audit entry per member shown, by the staff member, in that member's audit view", async () => {
    const searchesSeen = async () => {
      const view = await sam.get(`admin/accounts/${LEE_REF}/audit?action=adminAccounts.read&pageSize=100`);
      return (view.json.entries as { actor: string; route: string; subjectMemberId: string | null }[]).filter(
        (e) => e.actor === 'sam.admin' && e.route === 'POST /admin/accounts/search' && e.subjectMemberId === LEE,
      ).length;
    };
    const before = await searchesSeen();
    const started = new Date();
    const res = await sam.post('admin/accounts/search', { firstName: 'Lee', lastName: 'Carver' });
    assert.equal(res.status, 200);
    assert.equal(await searchesSeen(), before + 1);
    const nameless = (await server.sandbox.audit.query({ username: 'sam.admin', action: 'adminAccounts.read', limit: 5 })).filter(
      (e) => e.route === 'POST /admin/accounts/search' && e.subjectMemberId === null && e.at >= started,
    );
    assert.deepEqual(nameless, [], 'no entry without a subject for a search that showed someone');
  });

  it('shows a member with no account as not registered', async () => {
    const res = await sam.post('admin/accounts/search', { memberId: RAE });
    assert.equal(res.json.accounts[0].state.status, 'notRegistered');
    assert.equal(res.json.accounts[0].username, null);
  });
});

describe('block and unblock by date', () => {
  it('refuses both dates, and neither, in one request (ADM-0002) and writes nothing', async () => {
    const today = insurerToday();
    const both = await sam.post(`admin/accounts/${LEE_REF}/block-dates`, { blockFrom: today, unblockFrom: dayAfter(today, 3) });
    assert.equal(both.status, 400);
    assert.equal(both.json.code, 'ADM-0002');
    assert.equal((await sam.post(`admin/accounts/${LEE_REF}/block-dates`, {})).json.code, 'ADM-0002');
    const [row] = await server.sandbox.database.db.select().from(users).where(eq(users.username, 'lee.locked'));
    assert.equal(row!.blockFrom, null);
    assert.equal(row!.unblockFrom, null);
  });

  it('refuses a block date before today (ADM-0006) and an unknown member (ADM-0003)', async () => {
    const past = await sam.post(`admin/accounts/${LEE_REF}/block-dates`, { blockFrom: dayAfter(insurerToday(), -1) });
    assert.equal(past.status, 400);
    assert.equal(past.json.code, 'ADM-0006');
    const unknown = await sam.post('admin/accounts/H9999999901/block-dates', { blockFrom: insurerToday() });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json.code, 'ADM-0003');
    const notRegistered = await sam.post(`admin/accounts/${RAE}/block-dates`, { blockFrom: insurerToday() });
    assert.equal(notRegistered.json.code, 'ADM-0003');
  });

  it('blocks from today: the sign-in page refuses with ADM-0008 (after the right password only), sessions end; an unblock from today ends it', async () => {
    const lee = await signIn(server.base, 'lee.locked');
    const today = insurerToday();
    const blocked = await sam.post(`admin/accounts/${LEE_REF}/block-dates`, { blockFrom: today });
    assert.equal(blocked.status, 200, blocked.text);
    assert.equal(blocked.json.account.state.status, 'blocked');
    assert.equal(blocked.json.account.state.blockFrom, today);

    const refused = await passwordStep('lee.locked');
    assert.equal(refused.status, 403);
    assert.match(refused.text, new RegExp(`ADM-0008: ${codedErrors['ADM-0008'].message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    // A wrong password is told nothing about the block.
    const wrong = await passwordStep('lee.locked', 'Wrong#Pass1');
    assert.doesNotMatch(wrong.text, /ADM-0008/);
    assert.match(wrong.text, /LOG-0014/);
    assert.equal((await client(lee.access_token).get(`members/${LEE}/claims`)).status, 401, 'the block ends open sessions');

    assert.equal((await sam.post(`admin/accounts/${LEE_REF}/block-dates`, { blockFrom: today })).json.code, 'ADM-0004');
    const unblocked = await sam.post(`admin/accounts/${LEE_REF}/block-dates`, { unblockFrom: today });
    assert.equal(unblocked.status, 200, unblocked.text);
    assert.equal(unblocked.json.account.state.status, 'active');
    await signIn(server.base, 'lee.locked');
    assert.equal((await sam.post(`admin/accounts/${LEE_REF}/block-dates`, { unblockFrom: today })).json.code, 'ADM-0005');
  });

  it('a block from a later day changes nothing before it; from its day on, sign-in is refused', async () => {
    const tomorrow = dayAfter(insurerToday(), 1);
    const scheduled = await sam.post(`admin/accounts/${LEE_REF}/block-dates`, { blockFrom: tomorrow });
    assert.equal(scheduled.json.account.state.status, 'blockScheduled');
    await signIn(server.base, 'lee.locked');
    // The day comes (the date moved back, as the API would never accept).
    await server.sandbox.database.db.update(users).set({ blockFrom: insurerToday() }).where(eq(users.username, 'lee.locked'));
    assert.equal((await passwordStep('lee.locked')).status, 403);
    // An unblock date after today: still blocked until then.
    await sam.post(`admin/accounts/${LEE_REF}/block-dates`, { unblockFrom: tomorrow });
    assert.equal((await passwordStep('lee.locked')).status, 403);
    assert.equal((await sam.get(`admin/accounts/${LEE_REF}`)).json.account.state.unblockFrom, tomorrow);
  });

  it('reset restores lee.locked unblocked and unlocked', async () => {
    await sam.post(`admin/accounts/${LEE_REF}/block-dates`, { blockFrom: insurerToday() });
    await server.reset();
    const [row] = await server.sandbox.database.db.select().from(users).where(eq(users.username, 'lee.locked'));
    assert.deepEqual([row!.blockFrom, row!.unblockFrom, row!.lockedAt], [null, null, null]);
  });
});

describe('unlock, account detail and the audit view', () => {
  it('unlocks a lock-out, shows the history, and audits every action with the staff member', async () => {
    for (let i = 0; i < 3; i += 1) await passwordStep('lee.locked', 'Wrong#Pass1');
    const locked = await sam.get(`admin/accounts/${LEE_REF}`);
    assert.equal(locked.status, 200, locked.text);
    assert.equal(locked.json.account.state.status, 'locked');
    const actions = locked.json.signInHistory.map((e: { action: string }) => e.action);
    assert.ok(actions.includes('account.locked') && actions.includes('signin.failure'), actions.join());

    const unlocked = await sam.post(`admin/accounts/${LEE_REF}/unlock`);
    assert.equal(unlocked.status, 200);
    assert.equal(unlocked.json.account.state.status, 'active');
    await signIn(server.base, 'lee.locked');
    await sam.post(`admin/accounts/${LEE_REF}/block-dates`, { blockFrom: dayAfter(insurerToday(), 2) });

    const audit = await sam.get(`admin/accounts/${LEE_REF}/audit`);
    assert.equal(audit.status, 200, audit.text);
    const byStaff = audit.json.entries.filter((e: { actor: string }) => e.actor === 'sam.admin');
    for (const action of ['account.unlocked', 'account.blocked']) {
      const entry = byStaff.find((e: { action: string }) => e.action === action);
      assert.ok(entry, `${action} by sam.admin`);
      assert.equal(entry.actorRole, 'staff');
      assert.equal(entry.subjectUsername, 'lee.locked');
    }
    assert.ok(audit.json.entries.some((e: { action: string; actor: string }) => e.action === 'signin.success' && e.actor === 'lee.locked'));

    const onlyBlocks = await sam.get(`admin/accounts/${LEE_REF}/audit?action=account.blocked`);
    assert.deepEqual([...new Set(onlyBlocks.json.entries.map((e: { action: string }) => e.action))], ['account.blocked']);
    const tomorrow = dayAfter(insurerToday(), 1);
    assert.equal((await sam.get(`admin/accounts/${LEE_REF}/audit?from=${tomorrow}`)).json.entries.length, 0);
    assert.ok((await sam.get(`admin/accounts/${LEE_REF}/audit?from=${insurerToday()}&to=${insurerToday()}`)).json.entries.length > 0);
    const backwards = await sam.get(`admin/accounts/${LEE_REF}/audit?from=${tomorrow}&to=${insurerToday()}`);
    assert.equal(backwards.status, 400);
    const detail = await sam.get(`admin/accounts/${LEE_REF}`);
    assert.doesNotMatch(detail.text + audit.text, /ssn|passwordHash|passcode"/i);
  });

  it('answers live (no read cache): a lock is seen at once', async () => {
    assert.equal((await sam.get(`admin/accounts/${LEE_REF}`)).json.account.state.status, 'active');
    for (let i = 0; i < 3; i += 1) await passwordStep('lee.locked', 'Wrong#Pass1');
    assert.equal((await sam.get(`admin/accounts/${LEE_REF}`)).json.account.state.status, 'locked');
  });

  it('refuses members with ADM-0007', async () => {
    const ava = client((await signIn(server.base, 'ava.medical')).access_token);
    const res = await ava.post('admin/accounts/search', { firstName: 'lee', lastName: 'car' });
    assert.equal(res.status, 403);
    assert.equal(res.json.code, 'ADM-0007');
    assert.equal(res.json.message, codedErrors['ADM-0007'].message);
  });

  it('names an account by its opaque reference, never by the member id; an unknown reference is 404 ADM-0003', async () => {
    assert.match(LEE_REF, /^[A-Za-z0-9_-]{22}$/);
    assert.ok(!LEE_REF.includes(LEE));
    const detail = await sam.get(`admin/accounts/${LEE_REF}`);
    assert.equal(detail.status, 200, detail.text);
    assert.equal(detail.json.account.memberId, LEE);
    assert.equal(detail.json.account.accountRef, LEE_REF);
    // The member id itself, a reference made with another key, a reference of nobody, any text: one answer.
    for (const ref of [
      LEE,
      accountRef(LEE, 'another-key-of-at-least-32-characters!'),
      accountRef('H9999999901', developmentAccountRefSecret),
      'not a reference',
    ]) {
      for (const res of [
        await sam.get(`admin/accounts/${encodeURIComponent(ref)}`),
        await sam.post(`admin/accounts/${encodeURIComponent(ref)}/unlock`),
        await sam.get(`admin/accounts/${encodeURIComponent(ref)}/audit`),
      ]) {
        assert.equal(res.status, 404, `${ref}: ${res.text}`);
        assert.equal(res.json.code, 'ADM-0003');
      }
    }
    // A member gets 403 ADM-0007 whether the reference stands for someone or not.
    const ava = client((await signIn(server.base, 'ava.medical')).access_token);
    for (const ref of [LEE_REF, 'AAAAAAAAAAAAAAAAAAAAAA', LEE]) {
      const res = await ava.get(`admin/accounts/${ref}`);
      assert.equal(res.status, 403, res.text);
      assert.equal(res.json.code, 'ADM-0007');
    }
    // The audit entry of the staff read names the member the reference stands for, and its route the template.
    const entries = await server.sandbox.audit.query({ memberId: LEE, action: 'adminAccounts.read', limit: 5 });
    assert.ok(
      entries.some((e) => e.actor === 'sam.admin' && e.route === 'GET /admin/accounts/:accountRef'),
      JSON.stringify(entries),
    );
  });

  it('is in the OpenAPI document', async () => {
    const doc = (await client().get('openapi.json')).json as { paths: Record<string, unknown> };
    for (const path of ['/search', '/{accountRef}', '/{accountRef}/block-dates', '/{accountRef}/unlock', '/{accountRef}/audit']) {
      assert.ok(doc.paths[`/member/portal/v1/admin/accounts${path}`], path);
    }
  });
});
