import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import Fastify from 'fastify';
import { Type } from 'typebox';
import {
  ACCESS_POLICY,
  decideForMember,
  decideForUser,
  decideWithoutSubject,
  membersCovered,
  readAccessTo,
  relationshipTo,
  type AccessAction,
  type DataKind,
} from '../src/access/access-policy.ts';
import { installAccessControl } from '../src/access/route-access.ts';
import type { AccessContext, MemberRow } from '../src/api/access.ts';
import { AuditTrail } from '../src/audit/audit-trail.ts';
import type { Db } from '../src/db/client.ts';
import { birthDateForAge } from '../src/seed/dates.ts';

const today = new Date();
function member(memberId: string, contractId: string, age: number, extra: Partial<MemberRow> = {}): MemberRow {
  return {
    memberId,
    contractId,
    birthDate: birthDateForAge(age, today),
    isPolicyHolder: false,
    familyAccessEnabled: false,
    username: null,
    ...extra,
  } as MemberRow;
}
function caller(username: string, own: MemberRow[], family: MemberRow[] = []): AccessContext {
  return { username, own, accessible: new Map([...own, ...family].map((m) => [m.memberId, m])) };
}

const mom = member('P01', 'C1', 41, { isPolicyHolder: true, username: 'mom' });
const teen = member('P03', 'C1', 15);
const son = member('P02', 'C1', 19, { username: 'son' });
const sonSharing = { ...son, familyAccessEnabled: true };
const neighbour = member('Q01', 'C2', 50, { isPolicyHolder: true, username: 'neighbour' });
const asMom = caller('mom', [mom], [teen, son]);
const asSon = caller('son', [son]);

describe('access policy: relationships', () => {
  it('tells self, minor dependent, adult dependent with and without family access, and unrelated apart', () => {
    assert.equal(relationshipTo(asMom, mom), 'self');
    assert.equal(relationshipTo(asMom, teen), 'minorDependent');
    assert.equal(relationshipTo(asMom, son), 'adultDependentWithoutFamilyAccess');
    assert.equal(relationshipTo(asMom, sonSharing), 'adultDependentWithFamilyAccess');
    assert.equal(relationshipTo(asMom, neighbour), 'unrelated');
    assert.equal(relationshipTo(asMom, undefined), 'unrelated');
    assert.equal(relationshipTo(asSon, mom), 'unrelated', 'a dependent has no say over the policyholder');
    assert.equal(relationshipTo(asSon, son), 'self');
  });

  it('turns 18 on the birthday', () => {
    const almost = member('P04', 'C1', 18);
    assert.equal(
      relationshipTo(caller('mom', [mom], [almost]), { ...almost, birthDate: birthDateForAge(17, today, 364) }),
      'minorDependent',
    );
    assert.equal(relationshipTo(caller('mom', [mom], [almost]), almost), 'adultDependentWithoutFamilyAccess');
  });
});

describe('access policy: decisions', () => {
  const allowed = (ctx: AccessContext, kind: DataKind, action: AccessAction, subject: MemberRow) =>
    decideForMember(ctx, kind, action, subject).allowed;

  it('shares claims, authorizations and spending with the policyholder only when the adult dependent says so', () => {
    for (const kind of ['claims', 'authorizations', 'spending'] as const) {
      assert.equal(allowed(asMom, kind, 'read', teen), true, kind);
      assert.equal(allowed(asMom, kind, 'read', son), false, kind);
      assert.equal(allowed(asMom, kind, 'read', sonSharing), true, kind);
      assert.equal(allowed(asSon, kind, 'read', mom), false, kind);
    }
  });

  it("keeps an adult dependent's messages, health record, pharmacy and documents to themselves, family access or not", () => {
    for (const kind of [
      'messages',
      'messageCount',
      'healthRecord',
      'pharmacy',
      'documents',
      'idCards',
      'preferences',
      'pcp',
      'fhirPatient',
    ] as const) {
      assert.equal(allowed(asMom, kind, 'read', teen), true, kind);
      assert.equal(allowed(asMom, kind, 'read', sonSharing), false, kind);
      assert.equal(allowed(asSon, kind, 'read', son), true, kind);
    }
  });

  it('lets only the policyholder on their own row see bills and change the address', () => {
    assert.equal(allowed(asMom, 'bills', 'read', mom), true);
    assert.equal(allowed(asSon, 'bills', 'read', son), false, 'self, but not the policyholder');
    assert.equal(allowed(asMom, 'address', 'change', teen), false);
    assert.equal(allowed(asSon, 'address', 'change', son), false);
    assert.equal(allowed(asSon, 'address', 'read', son), true);
  });

  it("lists everyone on the policyholder's contract, but shares details only of the member and children under 18", () => {
    for (const subject of [mom, teen, son, sonSharing])
      assert.equal(allowed(asMom, 'familyRoster', 'read', subject), true, subject.memberId);
    assert.equal(allowed(asMom, 'familyRoster', 'read', neighbour), false);
    assert.equal(allowed(asSon, 'familyRoster', 'read', mom), false, 'a dependent does not list the policyholder');
    assert.equal(allowed(asMom, 'memberDetails', 'read', mom), true);
    assert.equal(allowed(asMom, 'memberDetails', 'read', teen), true);
    assert.equal(allowed(asMom, 'memberDetails', 'read', son), false);
    assert.equal(allowed(asMom, 'memberDetails', 'read', sonSharing), false, 'family access shares claims, not details');
    assert.equal(allowed(asSon, 'memberDetails', 'read', son), true);
  });

  it('denies by default: a kind or action the table does not name', () => {
    assert.equal(allowed(asMom, 'claims', 'change', mom), false);
    assert.equal(allowed(asMom, 'nonsense' as DataKind, 'read', mom), false);
    assert.equal(decideWithoutSubject(asMom, 'claims', 'read').allowed, false);
    assert.equal(decideWithoutSubject(asMom, 'providerDirectory', 'read').allowed, true);
  });

  it('admits staff to the staff console only, and members never to it', () => {
    const staff: AccessContext = { username: 'sam', own: [], accessible: new Map(), role: 'staff' };
    assert.equal(decideWithoutSubject(staff, 'adminAccounts', 'read').allowed, true);
    assert.equal(decideForMember(staff, 'adminAccounts', 'change', mom).allowed, true);
    assert.equal(decideForMember(staff, 'adminAudit', 'read', undefined).allowed, true);
    assert.equal(decideWithoutSubject(asMom, 'adminAccounts', 'read').allowed, false);
    assert.equal(decideForMember(asMom, 'adminAccounts', 'read', mom).allowed, false, 'not even about themselves');
    assert.equal(decideForMember({ ...asMom, role: 'member' }, 'adminAudit', 'read', mom).allowed, false);
    // Staff are not members: no member kind, not even the provider directory or their own account.
    assert.equal(decideWithoutSubject(staff, 'providerDirectory', 'read').allowed, false);
    assert.equal(decideForUser(staff, 'account', 'read', 'sam').allowed, false);
    for (const kind of Object.keys(ACCESS_POLICY) as DataKind[]) {
      if (kind.startsWith('admin')) continue;
      for (const action of ['read', 'change'] as const)
        assert.equal(decideForMember(staff, kind, action, mom).allowed, false, `${kind}.${action}`);
    }
  });

  it('gives an account to its own user only, by name, without looking anyone up', () => {
    assert.deepEqual(decideForUser(asMom, 'account', 'change', 'mom'), { allowed: true, relationship: 'self' });
    assert.deepEqual(decideForUser(asMom, 'account', 'read', 'son'), { allowed: false, relationship: 'unrelated' });
  });

  it("covers the family the policy allows in a policyholder's own view, and only the member elsewhere", () => {
    assert.deepEqual(
      membersCovered(asMom, 'claims', mom).map((m) => m.memberId),
      ['P01', 'P03'],
    );
    assert.deepEqual(
      membersCovered(caller('mom', [mom], [teen, sonSharing]), 'claims', mom).map((m) => m.memberId),
      ['P01', 'P03', 'P02'],
    );
    assert.deepEqual(
      membersCovered(caller('mom', [mom], [teen, sonSharing]), 'idCards', mom).map((m) => m.memberId),
      ['P01', 'P03'],
    );
    assert.deepEqual(
      membersCovered(asMom, 'claims', teen).map((m) => m.memberId),
      ['P03'],
    );
  });

  it('reports per member what the portal may offer (accessrights `access`)', () => {
    const access = readAccessTo(asMom, son);
    assert.equal(Object.values(access).some(Boolean), false, 'nothing of an adult dependent without family access');
    const sharing = readAccessTo(asMom, sonSharing);
    assert.deepEqual(
      Object.entries(sharing)
        .filter(([, v]) => v)
        .map(([k]) => k)
        .sort(),
      ['authorizations', 'claims', 'spending'],
    );
  });

  it('names an audience for every action of every kind in the table', () => {
    for (const [kind, row] of Object.entries(ACCESS_POLICY)) assert.ok(Object.keys(row).length > 0, kind);
  });
});

describe('access policy: routes must declare it', () => {
  const audit = new AuditTrail({} as Db);
  const instance = () => {
    const app = Fastify();
    installAccessControl(app, { audit, isOpenRoute: (url) => url.startsWith('/public/') });
    return app;
  };
  const handler = async () => ({});

  it('refuses at start-up a route without an access declaration', async () => {
    const app = instance();
    assert.throws(() => app.get('/members/:memberId/new-thing', handler), /declares no config\.access/);
    app.get('/public/open', handler);
    await app.close();
  });

  it('refuses a declaration the policy cannot answer or whose subject the route does not carry', async () => {
    const app = instance();
    assert.throws(
      () =>
        app.get(
          '/members/:memberId/claims',
          { config: { access: { kind: 'claims', action: 'change', subject: 'params.memberId' } } },
          handler,
        ),
      /no rule for claims\.change/,
    );
    assert.throws(
      () => app.get('/things', { config: { access: { kind: 'claims', action: 'read', subject: 'params.memberId' } } }, handler),
      /not a path parameter/,
    );
    assert.throws(
      () =>
        app.post(
          '/contact',
          {
            config: { access: { kind: 'contact', action: 'change', subject: 'body.memberId' } },
            schema: { body: Type.Object({ other: Type.String() }) },
          },
          handler,
        ),
      /not a body field/,
    );
    assert.throws(
      () =>
        app.get(
          '/members/:memberId/x',
          { config: { access: { kind: 'providerDirectory', action: 'read', subject: 'params.memberId' } } },
          handler,
        ),
      /no member/,
    );
    app.get('/members/:memberId/claims', { config: { access: { kind: 'claims', action: 'read', subject: 'params.memberId' } } }, handler);
    await app.close();
  });
});
