import assert from 'node:assert/strict';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { after, before, beforeEach, describe, it } from 'node:test';
import { eq } from 'drizzle-orm';
import { users } from '../src/db/schema.ts';
import { api, keyedApi, signIn, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
const tokens: Record<string, string> = {};
const AVA = 'H1000100101';
const NOAH = 'H1000100102';
const MIA = 'H1000100103';
const BEN_DENTAL = 'D2000200201';

before(async () => {
  server = await startServer();
  for (const u of [
    'ava.medical',
    'noah.dependent',
    'ben.dental',
    'cara.group',
    'dan.medicare',
    'eve.basic',
    'finn.teen',
    'gia.employee',
    'hal.inbox',
    'ivy.sso',
  ]) {
    tokens[u] = (await signIn(server.base, u)).access_token;
  }
});
after(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.reset();
});

const as = (u: string) => api(server.base, tokens[u]);
type Json = Record<string, unknown>;

describe('member API: memberships and access rights', () => {
  it('returns memberships with the selected-plan fields', async () => {
    const res = await as('ava.medical').get('users/ava.medical/memberships');
    assert.equal(res.status, 200);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const plans = res.json.userMemberships as Json[];
    assert.equal(plans.length, 1);
    const plan = plans[0]!;
    for (const key of [
      'username',
      'usersPreferredName',
      'companyId',
      'contractId',
      'memberId',
      'memberSeqNumber',
      'isPolicyHolder',
      'isActive',
      'contractType',
      'origEffDate',
      'covTermDate',
      'lobDisplayName',
      'tier1',
      'ssoType',
      'displayName',
    ]) {
      assert.ok(key in plan, `missing ${key}`);
    }
    assert.equal(plan.username, 'ava.medical');
    assert.equal(plan.contractType, 'Medical');
    assert.equal(plan.tier1, 'ABCBS');
    assert.equal(plan.isPolicyHolder, true);
  });

  it('gives ben.dental active Dental and Vision plans, then an inactive Medical plan', async () => {
    const plans = (await as('ben.dental').get('users/ben.dental/memberships')).json.userMemberships as Json[];
    assert.deepEqual(
      plans.map((p) => [p.contractType, p.isActive]),
      [
        ['Dental', true],
        ['Vision', true],
        ['Medical', false],
      ],
    );
    assert.equal(plans.find((p) => p.isActive)!.contractType, 'Dental');
    assert.equal(plans[0]!.tier1, 'HA');
  });

  it('returns accessible members and the full rights record for ava', async () => {
    const res = await as('ava.medical').get(`users/ava.medical/accessrights/001/${AVA}/Medical`);
    assert.equal(res.status, 200);
    const ids = (res.json.accessibleMembers as Json[]).map((m) => m.memberId);
    // Whom she acts for: herself and Mia (15). Noah (19) is on the roster, not here, family access or not.
    assert.deepEqual(ids.sort(), [AVA, MIA].sort());
    const roster = (await as('ava.medical').get('users/ava.medical/dependents')).json.members as Json[];
    assert.deepEqual(roster.map((m) => m.memberId).sort(), [AVA, NOAH, MIA].sort());
    const rights = res.json.rights as Json;
    for (const flag of [
      'claims',
      'deductible',
      'personalHealthRecord',
      'healthReimbursementAccount',
      'findCare',
      'whosCovered',
      'choosePrimaryCareProvider',
      'inpatientMedicalAdmissionRequest',
      'updatePolicy',
      'coverageWhenTravelingAbroad',
      'payBill',
      'idCards',
      'pharmacyCenter',
      'forms',
    ]) {
      assert.equal(rights[flag], true, flag);
    }
    assert.ok((rights.findCareAndCostOptions as Json[]).some((o) => o.type === 'embold'));
    assert.ok((rights.pageIdentifiers as Json[]).some((o) => o.type === 'interqual'));
    assert.ok((rights.programs as Json[]).length >= 5);
    assert.equal(typeof rights.chatType, 'string');
  });

  it('lists an adult dependent by name only: no birth date, age, account or family-access setting', async () => {
    const details = ['birthDate', 'age', 'hasAccount', 'familyAccessEnabled'];
    const views = async (user: string, memberId: string) => {
      const rights = await as(user).get(`users/${user}/accessrights/001/${memberId}/Medical`);
      const dependents = await as(user).get(`users/${user}/dependents`);
      assert.equal(rights.status, 200);
      assert.equal(dependents.status, 200);
      return [rights.json.accessibleMembers as Json[], dependents.json.members as Json[]].map(
        (list) => new Map(list.map((m) => [m.memberId as string, m])),
      );
    };
    const [rights, roster] = await views('ava.medical', AVA);
    for (const members of [rights!, roster!]) {
      for (const key of details) {
        assert.ok(key in members.get(AVA)!, `Ava's own ${key}`);
        assert.ok(key in members.get(MIA)!, `Mia's ${key} (15: the policyholder acts for her)`);
      }
    }
    // Not among those she acts for; on the roster by name, so the portal can say whose claims it does not show and why.
    assert.equal(rights!.has(NOAH), false);
    const noah = roster!.get(NOAH)!;
    for (const key of details) assert.ok(!(key in noah), `Noah's ${key} (19)`);
    assert.deepEqual([noah.firstName, noah.relationship, (noah.access as Json).claims], ['Noah', 'child', false]);
    // Family access shares his claims, not his details, and does not make him one she acts for.
    assert.equal((await as('noah.dependent').put('users/noah.dependent/family-access', { memberId: NOAH, enabled: true })).status, 200);
    const [rightsShared, rosterShared] = await views('ava.medical', AVA);
    assert.equal(rightsShared!.has(NOAH), false);
    const noahShared = rosterShared!.get(NOAH)!;
    assert.equal((noahShared.access as Json).claims, true);
    for (const key of details) assert.ok(!(key in noahShared), `Noah's ${key} with family access`);
    // His own view has them.
    for (const members of await views('noah.dependent', NOAH)) assert.equal(members.get(NOAH)!.familyAccessEnabled, true);
  });

  it('matches the persona contract for cara, dan, eve, ivy and noah', async () => {
    const rightsOf = async (u: string, companyId: string, memberId: string) =>
      (await as(u).get(`users/${u}/accessrights/${companyId}/${memberId}/Medical`)).json.rights as Json;
    const cara = await rightsOf('cara.group', '003', 'B3000300101');
    assert.equal(cara.payBill, false);
    assert.ok(!(cara.pageIdentifiers as Json[]).some((p) => p.type === 'medicarePayment'));
    assert.deepEqual(cara.programs, []);
    assert.equal(cara.chatType, null);
    const dan = await rightsOf('dan.medicare', '005', 'M4000400101');
    assert.equal(dan.payBill, false);
    assert.ok((dan.pageIdentifiers as Json[]).some((p) => p.type === 'medicarePayment'));
    assert.equal(dan.maPlanBenefits, true);
    assert.ok(String(dan.maPlanBenefitsLink).startsWith('https://'));
    assert.ok((dan.programs as Json[]).every((p) => String(p.programId).startsWith('MAsupp_')));
    const eve = await rightsOf('eve.basic', '004', 'A5000500101');
    for (const flag of [
      'claims',
      'deductible',
      'personalHealthRecord',
      'healthReimbursementAccount',
      'findCare',
      'whosCovered',
      'choosePrimaryCareProvider',
      'inpatientMedicalAdmissionRequest',
      'updatePolicy',
      'updatePolicyMetallic',
      'coverageWhenTravelingAbroad',
      'maPlanBenefits',
    ]) {
      assert.equal(eve[flag], false, flag);
    }
    assert.equal(((await as('eve.basic').get('users/eve.basic/memberships')).json.userMemberships as Json[]).length, 1);
    const ivy = (await as('ivy.sso').get('users/ivy.sso/memberships')).json.userMemberships as Json[];
    assert.ok(ivy[0]!.ssoType);
    const noah = await as('noah.dependent').get(`users/noah.dependent/accessrights/001/${NOAH}/Medical`);
    assert.deepEqual(
      (noah.json.accessibleMembers as Json[]).map((m) => m.memberId),
      [NOAH],
    );
  });
});

describe('member API: access rules', () => {
  it('refuses calls without a valid bearer token', async () => {
    const none = await api(server.base).get('users/ava.medical/memberships');
    assert.equal(none.status, 401);
    assert.equal(none.json.code, 'OAU-0001');
    const forged = await api(server.base, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJhdmEubWVkaWNhbCJ9.').get('users/ava.medical/memberships');
    assert.equal(forged.status, 401);
  });

  it('member A cannot read member B (403, nothing returned)', async () => {
    const calls = [
      'users/ben.dental/memberships',
      `users/ava.medical/accessrights/002/${BEN_DENTAL}/Dental`,
      `message-center/${BEN_DENTAL}/messages`,
      `message-center/${BEN_DENTAL}/messages/count`,
      `message-center/${AVA}/messages/count?additionalRequestedMemberIds=${BEN_DENTAL}`,
      `members/${BEN_DENTAL}/claims`,
      `members/${BEN_DENTAL}/id-cards`,
      `message-center/${BEN_DENTAL}/preferences`,
    ];
    for (const path of calls) {
      const res = await as('ava.medical').get(path);
      assert.equal(res.status, 403, path);
      assert.ok(String(res.json.code).length > 0);
      assert.deepEqual(Object.keys(res.json).sort(), ['code', 'message']);
    }
    const del = await as('ben.dental').del(`message-center/${AVA}/messages/MSG000001`);
    assert.equal(del.status, 403);
    const msg = await as('ava.medical').get(`message-center/${AVA}/messages/MSG000001`);
    assert.equal(msg.status, 200, 'message not deleted by the refused call');
    const fhir = await as('ava.medical').get(`/fhir/R4/Patient?identifier=${BEN_DENTAL}`);
    assert.equal(fhir.status, 403);
  });

  it("shows an adult dependent's claims to the policyholder only with family access", async () => {
    const before = await as('ava.medical').get(`members/${NOAH}/claims`);
    assert.equal(before.status, 403);
    const list = (await as('ava.medical').get(`members/${AVA}/claims?pageSize=100`)).json.claims as Json[];
    assert.ok(!list.some((c) => c.memberId === NOAH));
    assert.ok(
      list.some((c) => c.memberId === MIA),
      'dependents under 18 are included',
    );
    const enable = await as('noah.dependent').put('users/noah.dependent/family-access', { memberId: NOAH, enabled: true });
    assert.equal(enable.status, 200);
    const afterList = (await as('ava.medical').get(`members/${AVA}/claims?pageSize=100`)).json.claims as Json[];
    assert.ok(afterList.some((c) => c.memberId === NOAH));
    const refused = await as('ava.medical').put('users/ava.medical/family-access', { memberId: AVA, enabled: true });
    assert.equal(refused.status, 422);
  });

  it("shows dependents' health records only until 18", async () => {
    assert.equal((await as('ava.medical').get(`members/${MIA}/health-record`)).status, 200);
    assert.equal((await as('ava.medical').get(`members/${NOAH}/health-record`)).status, 403);
    assert.equal((await as('noah.dependent').get(`members/${NOAH}/health-record`)).status, 200);
  });

  it('blocks the pharmacy center under 17 and honours rights flags', async () => {
    const finn = await as('finn.teen').get('members/H6000600102/pharmacy');
    assert.equal(finn.status, 403);
    assert.equal(finn.json.code, 'PHA-0001');
    assert.equal((await as('ava.medical').get(`members/${AVA}/pharmacy`)).status, 200);
    assert.equal((await as('eve.basic').get('members/A5000500101/claims')).status, 403);
    assert.equal((await as('cara.group').get('members/B3000300101/bills')).status, 403);
    assert.equal((await as('dan.medicare').get('members/M4000400101/bills')).status, 200);
  });
});

describe('member API: messages (docs/product/data-and-calls.md#calls-member-api)', () => {
  it('counts unread messages for the member and the other members whose messages the caller may read', async () => {
    const res = await as('ava.medical').get(`message-center/${AVA}/messages/count?additionalRequestedMemberIds=${MIA}`);
    assert.equal(res.status, 200);
    assert.deepEqual(res.json, [
      { memberId: AVA, count: 3 },
      { memberId: MIA, count: 0 },
    ]);
    // Noah is 19: his inbox is his own, so a count that names him is refused as a whole.
    const withNoah = await as('ava.medical').get(`message-center/${AVA}/messages/count?additionalRequestedMemberIds=${NOAH},${MIA}`);
    assert.equal(withNoah.status, 403);
    assert.equal(withNoah.json.code, 'BP-NFA-0233');
    const hal = await as('hal.inbox').get('message-center/H8000800101/messages/count');
    assert.deepEqual(hal.json, [{ memberId: 'H8000800101', count: 150 }]);
  });

  it('lists with paging, reads, changes status and deletes', async () => {
    const page1 = await as('ava.medical').get(`message-center/${AVA}/messages?page=1&pageSize=4`);
    assert.equal(page1.status, 200);
    assert.equal(page1.json.total, 10);
    assert.equal(page1.json.totalPages, 3);
    assert.equal(page1.json.unreadCount, 3);
    const first = (page1.json.messages as Json[])[0]!;
    const one = await as('ava.medical').get(`message-center/${AVA}/messages/${first.messageId}`);
    assert.equal(one.json.subject, first.subject);
    const read = await as('ava.medical').post(`message-center/${AVA}/messages/${first.messageId}/status`, { status: 'READ' });
    assert.equal(read.status, 200);
    assert.equal(read.json.status, 'READ');
    const count = await as('ava.medical').get(`message-center/${AVA}/messages/count`);
    assert.equal((count.json as unknown as Json[])[0]!.count, 2);
    assert.equal((await as('ava.medical').del(`message-center/${AVA}/messages/${first.messageId}`)).status, 200);
    assert.equal((await as('ava.medical').get(`message-center/${AVA}/messages/${first.messageId}`)).status, 404);
    const unread = await as('hal.inbox').get('message-center/H8000800101/messages?status=UNREAD&page=8&pageSize=20');
    assert.equal((unread.json.messages as Json[]).length, 10);
  });

  it('reads and saves preferences and notification settings', async () => {
    const prefs = await as('ava.medical').get(`message-center/${AVA}/preferences`);
    assert.equal(prefs.status, 200);
    const saved = await as('ava.medical').post(`message-center/${AVA}/preferences?customError=true`, {
      ...prefs.json,
      paperlessEob: false,
    });
    assert.equal(saved.status, 200);
    assert.equal((await as('ava.medical').get(`message-center/${AVA}/preferences`)).json.paperlessEob, false);
    const ns = await as('ava.medical').put(`message-center/${AVA}/notification-settings`, {
      topics: [{ topic: 'claims', email: false, text: true }],
    });
    assert.equal(ns.status, 200);
    assert.equal((ns.json.topics as Json[]).find((t) => t.topic === 'claims')!.text, true);
  });
});

describe('member API: care data', () => {
  it('lists claims with filters and paging, detail and EOB PDF', async () => {
    const all = await as('ava.medical').get(`members/${AVA}/claims?pageSize=10`);
    assert.equal(all.status, 200);
    assert.ok(Number(all.json.total) >= 25, `total ${all.json.total}`);
    assert.equal((all.json.claims as Json[]).length, 10);
    const pending = await as('ava.medical').get(`members/${AVA}/claims?status=Pending&pageSize=100`);
    assert.ok((pending.json.claims as Json[]).every((c) => c.status === 'Pending'));
    const mia = await as('ava.medical').get(`members/${AVA}/claims?patientMemberId=${MIA}&pageSize=100`);
    assert.ok((mia.json.claims as Json[]).every((c) => c.memberId === MIA));
    const processed = (all.json.claims as Json[]).find((c) => c.hasEob)!;
    const detail = await as('ava.medical').get(`members/${AVA}/claims/${processed.claimId}`);
    assert.equal(detail.status, 200);
    assert.ok((detail.json.lines as Json[]).length >= 1);
    const pdf = await fetch(`${server.base}/member/portal/v1/members/${AVA}/claims/${processed.claimId}/eob`, {
      headers: { authorization: `Bearer ${tokens['ava.medical']}` },
    });
    assert.equal(pdf.status, 200);
    assert.equal(pdf.headers.get('content-type'), 'application/pdf');
    assert.equal(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
      '%PDF-',
    );
    const pendingClaim = (pending.json.claims as Json[])[0]!;
    const noEob = await as('ava.medical').get(`members/${AVA}/claims/${pendingClaim.claimId}/eob`);
    assert.equal(noEob.json.code, 'EOB-0001');
  });

  it('returns spending, HRA, authorizations in all four colours, PCP, find care, estimates, coverage and abroad', async () => {
    const spending = await as('ava.medical').get(`members/${AVA}/spending`);
    assert.equal(spending.status, 200);
    assert.ok(spending.json.family);
    const hra = await as('ava.medical').get(`members/${AVA}/hra`);
    assert.equal(hra.status, 200);
    assert.ok((hra.json.transactions as Json[]).length >= 3);
    const auths = await as('ava.medical').get(`members/${AVA}/prior-authorizations?pageSize=50`);
    const colors = new Set((auths.json.authorizations as Json[]).map((a) => a.statusLabelColor));
    for (const c of ['green', 'grey', 'purple', 'red']) assert.ok(colors.has(c), c);
    const authId = (auths.json.authorizations as Json[])[0]!.authId;
    assert.equal((await as('ava.medical').get(`members/${AVA}/prior-authorizations/${authId}`)).status, 200);
    const pcp = await as('ava.medical').get(`members/${AVA}/pcp`);
    assert.ok(pcp.json.provider);
    const search = await as('ava.medical').get('providers?pcpOnly=true&acceptingNewPatients=true&city=Little%20Rock');
    assert.ok((search.json.providers as Json[]).length >= 1);
    const chosen = await as('ava.medical').put(`members/${AVA}/pcp`, { providerId: (search.json.providers as Json[])[0]!.providerId });
    assert.equal(chosen.status, 200);
    assert.equal((await as('ava.medical').put(`members/${AVA}/pcp`, { providerId: 'PRV1011' })).status, 422);
    assert.equal((await as('ava.medical').get(`members/${AVA}/find-care`)).status, 200);
    const est = await as('ava.medical').get(`members/${AVA}/cost-estimates?procedureCode=73721`);
    assert.ok((est.json.estimates as Json[]).length > 0);
    assert.equal((await as('cara.group').get('members/B3000300101/cost-estimates')).status, 200);
    const cov = await as('ava.medical').get(`members/${AVA}/coverage`);
    // Ava and Mia (15): Noah's coverage is his own, like his FHIR Coverage.
    assert.deepEqual(
      (cov.json.coveredMembers as Json[]).map((m) => m.memberId),
      [AVA, MIA],
    );
    assert.equal((await as('ava.medical').get(`members/${AVA}/coverage-abroad`)).status, 200);
  });

  it('serves bills, payments, autopay, ID cards, documents, programs and address', async () => {
    const bills = await as('ava.medical').get(`members/${AVA}/bills`);
    assert.equal(bills.status, 200);
    const due = (bills.json.bills as Json[]).find((b) => b.status === 'Due')!;
    // Any whole-cent amount is accepted (0.07 and 12.34 are not exact binary multiples of 0.01).
    for (const cents of [0.07, 12.34]) {
      const part = await keyedApi(server.base, tokens['ava.medical']).post(`members/${AVA}/payments`, {
        billId: due.billId,
        amount: cents,
        method: 'bank',
        routingNumber: '082000549',
        accountNumber: '123456789',
      });
      assert.equal(part.status, 201, `amount ${cents}`);
    }
    const rest = Math.round(((due.amount as number) - 0.07 - 12.34) * 100) / 100;
    const pay = await keyedApi(server.base, tokens['ava.medical']).post(`members/${AVA}/payments`, {
      billId: due.billId,
      amount: rest,
      method: 'bank',
      routingNumber: '082000549',
      accountNumber: '123456789',
    });
    assert.equal(pay.status, 201);
    assert.equal((await as('ava.medical').get(`members/${AVA}/bills`)).json.balanceDue, 0);
    assert.equal((await as('ava.medical').get(`members/${AVA}/payments`)).status, 200);
    assert.equal((await as('ava.medical').get(`members/${AVA}/autopay`)).json.enrolled, true);
    assert.equal(
      (await keyedApi(server.base, tokens['ava.medical']).put(`members/${AVA}/autopay`, { enrolled: false })).json.enrolled,
      false,
    );
    const cards = await as('ava.medical').get(`members/${AVA}/id-cards`);
    // The policyholder's list: her own card and her children's under 18 (not 19-year-old Noah's).
    assert.deepEqual(
      (cards.json.cards as Json[]).map((c) => c.memberId),
      [AVA, MIA],
    );
    assert.equal(
      (await as('ava.medical').post(`members/${AVA}/id-cards/order`, { policyType: 'Medical', memberIds: [AVA, MIA], reason: 'lost' }))
        .status,
      201,
    );
    assert.equal(
      (
        await as('ava.medical').post(`members/${AVA}/id-cards/email`, {
          policyType: 'Medical',
          memberIds: [AVA],
          email: 'ava.medical@example.com',
        })
      ).status,
      201,
    );
    assert.equal(
      (await as('ava.medical').post(`members/${AVA}/id-cards/fax`, { policyType: 'Medical', memberIds: [AVA], faxNumber: '5015551234' }))
        .status,
      201,
    );
    assert.equal(
      (await as('ava.medical').post(`members/${AVA}/id-cards/fax`, { policyType: 'Medical', memberIds: [AVA], faxNumber: '5015550000' }))
        .json.code,
      'IDS-0002',
    );
    const docs = await as('ava.medical').get(`members/${AVA}/documents`);
    const doc = (docs.json.documents as Json[])[0]!;
    const file = await fetch(`${server.base}${doc.url}`, { headers: { authorization: `Bearer ${tokens['ava.medical']}` } });
    assert.equal(file.headers.get('content-type'), 'application/pdf');
    assert.equal(
      (await as('ava.medical').get(`members/${AVA}/documents/NOPE?documentType=form&version=1&action=view`)).json.code,
      'FRM-0003',
    );
    assert.ok(((await as('ava.medical').get(`members/${AVA}/programs`)).json.programs as Json[]).length >= 5);
    const ivy = await as('ivy.sso').put('members/B9000900101/address', {
      address1: '1 Main St',
      city: 'Little Rock',
      stateCode: 'AR',
      zip: '72201',
    });
    assert.equal(ivy.status, 422);
    assert.match(String(ivy.json.message), /Policy Information/);
    const avaAddr = await as('ava.medical').put(`members/${AVA}/address`, {
      address1: '1 Main St',
      city: 'Little Rock',
      stateCode: 'AR',
      zip: '72201',
    });
    assert.equal(avaAddr.status, 200);
    assert.equal(
      (
        await as('ava.medical').post('contact', {
          companyId: '001',
          memberId: AVA,
          phoneNumber: '5015550101',
          comments: 'Question about a claim',
          bestTimeToReach: 'Morning',
          bestDayToReach: 'Monday',
        })
      ).status,
      201,
    );
  });
});

describe('member API: profile, password and account', () => {
  it('updates profile fields and the password, refusing reuse', async () => {
    const u = as('gia.employee');
    assert.equal((await u.get('users/gia.employee/profile')).json.email, 'gia.employee@example.com');
    assert.equal((await u.put('users/gia.employee/profile/display-name', { displayName: 'Gia P.' })).status, 200);
    // Changing where sign-in passcodes go asks for the password again.
    assert.equal(
      (await u.put('users/gia.employee/profile/email', { email: 'gia.new@example.com', currentPassword: 'Portal#2026' })).status,
      200,
    );
    assert.equal(
      (await u.put('users/gia.employee/profile/phone', { mobilePhone: '5015559876', currentPassword: 'Portal#2026' })).status,
      200,
    );
    assert.equal((await u.put('users/gia.employee/mfa-preference', { channel: 'text' })).status, 200);
    assert.equal(
      (
        await u.put('users/gia.employee/security-questions', {
          currentPassword: 'Portal#2026',
          questions: [
            { question: 'Favourite teacher?', answer: 'Smith' },
            { question: 'First car?', answer: 'Civic' },
          ],
        })
      ).status,
      200,
    );
    assert.equal((await u.put('users/gia.employee/settings', { backToAboutTab: true })).status, 200);
    assert.equal((await u.get('users/gia.employee/settings')).json.backToAboutTab, true);
    const wrong = await u.put('users/gia.employee/password', { currentPassword: 'Nope#2026x', newPassword: 'Brand#New2027' });
    assert.equal(wrong.status, 400);
    assert.equal(
      (await u.put('users/gia.employee/password', { currentPassword: 'Portal#2026', newPassword: 'Brand#New2027' })).status,
      200,
    );
    const reuse = await u.put('users/gia.employee/password', { currentPassword: 'Brand#New2027', newPassword: 'Portal#2026' });
    assert.equal(reuse.json.code, 'CHP-0005');
  });

  it('deletes an account only with the current password (wrong or missing: a coded field error, nothing deleted)', async () => {
    const missing = await as('ivy.sso').del('users/ivy.sso');
    assert.deepEqual([missing.status, missing.json.code], [400, 'CHP-0001']);
    const wrong = await as('ivy.sso').del('users/ivy.sso', { currentPassword: 'Wrong#2026x' });
    assert.deepEqual(
      [wrong.status, wrong.json.code, (wrong.json.validationErrors as Json[])[0]?.field],
      [400, 'CHP-0004', 'currentPassword'],
    );
    assert.equal((await as('ivy.sso').get('users/ivy.sso/memberships')).status, 200, 'still there after a wrong password');
    const res = await as('ivy.sso').del('users/ivy.sso', { currentPassword: 'Portal#2026' });
    assert.equal(res.status, 200);
    assert.equal((await as('ivy.sso').get('users/ivy.sso/memberships')).status, 401);
  });
});

describe('member API: public calls, registration and recovery', () => {
  it('serves availability and notice, driven by the dev routes', async () => {
    const pub = api(server.base);
    assert.deepEqual((await pub.get('public/systemavailability')).json, { isSystemAvailable: true });
    assert.deepEqual((await pub.get('public/user-notice')).json, { notice: '' });
    await pub.put('/sandbox/notice', { notice: '<p>Maintenance Sunday</p>' });
    await pub.put('/sandbox/availability', { isSystemAvailable: false });
    assert.deepEqual((await pub.get('public/user-notice')).json, { notice: '<p>Maintenance Sunday</p>' });
    assert.deepEqual((await pub.get('public/systemavailability')).json, { isSystemAvailable: false });
  });

  it('registers Rae Newman and requires a guardian for Kit Newman', async () => {
    const pub = api(server.base);
    const verify = await pub.post('public/registration/verify-member', {
      memberId: 'REG000001',
      ssnLast4: '4321',
      firstName: 'Rae',
      lastName: 'Newman',
      dateOfBirth: '1990-05-20',
    });
    assert.equal(verify.status, 200);
    assert.equal(verify.json.requiresGuardian, false);
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
    const reg = await pub.post('public/users', body);
    assert.equal(reg.status, 201, reg.text);
    // A member who already has an account gets the same answer as details that match nobody.
    const again = await pub.post('public/users', body);
    assert.equal(again.status, 404);
    assert.equal(again.json.code, 'REG-0004');
    const kit = await pub.post('public/users', {
      memberId: 'REG000002',
      ssnLast4: '8765',
      firstName: 'Kit',
      lastName: 'Newman',
      dateOfBirth: '2016-02-02',
      username: 'kitnewman1',
      password: 'Welcome#2026',
      email: 'kit@example.com',
      mobilePhone: '5015551201',
      termsAccepted: true,
    });
    assert.equal(kit.status, 400);
    assert.equal(kit.json.code, 'REG-0007');
    const notFound = await pub.post('public/registration/verify-member', {
      memberId: 'REG000001',
      ssnLast4: '0000',
      firstName: 'Rae',
      lastName: 'Newman',
      dateOfBirth: '1990-05-20',
    });
    assert.equal(notFound.json.code, 'REG-0004');
  });

  it('recovers a forgotten password with a passcode and security questions, unlocking the account', async () => {
    const pub = api(server.base);
    const start = await pub.post('public/account-recovery/password/passcode', {
      username: 'lee.locked',
      dateOfBirth: await dobOf('lee.locked'),
      channel: 'email',
    });
    assert.equal(start.status, 200, start.text);
    const mail = (await (await fetch(`${server.base}/sandbox/outbox?to=lee.locked@example.com`)).json()) as Json[];
    const code = /\b(\d{6})\b/.exec(String(mail[0]!.body))![1]!;
    const verify = await pub.post('public/account-recovery/password/verify', { recoveryId: start.json.recoveryId, passcode: code });
    assert.equal(verify.status, 200);
    const reset = await pub.post('public/account-recovery/password/reset', {
      recoveryToken: verify.json.recoveryToken,
      answer1: 'rover',
      answer2: 'LITTLE ROCK',
      newPassword: 'Another#2027',
    });
    assert.equal(reset.status, 200, reset.text);
    const user = await pub.post('public/account-recovery/username', {
      email: 'lee.locked@example.com',
      dateOfBirth: await dobOf('lee.locked'),
    });
    assert.equal(user.status, 200);
  });

  it('tells a member with neither email nor phone on file LOG-0016 and how to reach help, once the username and date of birth match', async () => {
    const pub = api(server.base);
    const dateOfBirth = await dobOf('eve.basic');
    // The seed gives every persona both (beforeEach restores it).
    await server.sandbox.database.db.update(users).set({ email: '', phone: '' }).where(eq(users.username, 'eve.basic'));
    for (const channel of ['email', 'text']) {
      const res = await pub.post('public/account-recovery/password/passcode', { username: 'eve.basic', dateOfBirth, channel });
      assert.equal(res.status, 422, res.text);
      assert.equal(res.json.code, 'LOG-0016');
      assert.match(String(res.json.message), /Call member portal help at 1-800-555-0130/);
    }
    // A date of birth that does not match gets the answer anyone gets.
    const wrongBirthDate = await pub.post('public/account-recovery/password/passcode', {
      username: 'eve.basic',
      dateOfBirth: '1901-01-01',
      channel: 'email',
    });
    assert.equal(wrongBirthDate.status, 200, wrongBirthDate.text);
  });

  it('sends a forgotten username by email or by text, checking the member id when given', async () => {
    const pub = api(server.base);
    const { buildSeed } = await import('../src/seed/data.ts');
    const lee = (await buildSeed()).users.find((u) => u.username === 'lee.locked')!;
    const byText = await pub.post('public/account-recovery/username', {
      mobilePhone: lee.phone,
      dateOfBirth: lee.birthDate,
      memberId: 'H1101100101',
    });
    assert.equal(byText.status, 200, byText.text);
    const texts = (await (await fetch(`${server.base}/sandbox/outbox?to=${lee.phone}`)).json()) as Json[];
    assert.match(String(texts[0]!.body), /lee\.locked/);
    // Another member's id: the same answer, and nothing more is sent (throttling.test.ts: one answer for a match and no match).
    const wrongMember = await pub.post('public/account-recovery/username', {
      mobilePhone: lee.phone,
      dateOfBirth: lee.birthDate,
      memberId: 'H1000100101',
    });
    assert.deepEqual([wrongMember.status, wrongMember.json], [200, byText.json]);
    assert.equal(((await (await fetch(`${server.base}/sandbox/outbox?to=${lee.phone}`)).json()) as Json[]).length, texts.length);
    const neither = await pub.post('public/account-recovery/username', { dateOfBirth: lee.birthDate });
    assert.equal(neither.status, 400);
    assert.equal(neither.json.code, 'FOR-0001');
    assert.equal(
      (
        await pub.post('public/account-recovery/username', {
          email: 'lee.locked@example.com',
          mobilePhone: lee.phone,
          dateOfBirth: lee.birthDate,
        })
      ).status,
      400,
    );
  });
});

async function dobOf(username: string): Promise<string> {
  const { buildSeed } = await import('../src/seed/data.ts');
  return (await buildSeed()).users.find((u) => u.username === username)!.birthDate;
}

describe('SSO and partner pages', () => {
  it('returns an ssoForm for all twelve partners and the external apps, each to a member whose plan offers it', async () => {
    // Ava's programs and pages offer nine partners; Dan's Medicare supplemental programs the other three.
    const avas = [
      'virtualcare',
      'maternity',
      'carenavigation',
      'behavioral',
      'digestive',
      'rewards',
      'discounts',
      'spendingaccount',
      'costsearch',
    ];
    const dans = ['specialdelivery', 'dental', 'helper'];
    const handoffs: [string, string, string][] = [
      ...[...avas, 'interqual', 'cob', 'updatepolicy'].map((key): [string, string, string] => ['ava.medical', AVA, key]),
      ...dans.map((key): [string, string, string] => ['dan.medicare', 'M4000400101', key]),
    ];
    for (const [username, memberId, key] of handoffs) {
      const res = await as(username).post('sso', { key, memberId });
      assert.equal(res.status, 200, key);
      const form = String(res.json.ssoForm);
      assert.match(form, new RegExp(`<form [^>]*action="${server.base}/sandbox/partners/${key}" method="post"`));
      assert.match(form, /<script>.*submit\(\).*<\/script>/);
    }
    for (const key of [...dans, 'updatepolicymetallic']) {
      const refused = await as('ava.medical').post('sso', { key, memberId: AVA });
      assert.deepEqual([refused.status, refused.json.code], [403, 'BP-NFA-403'], key);
    }
    const handoff = await as('ava.medical').post('sso', {
      app: 'interqual',
      userName: 'ava.medical',
      companyId: '001',
      memberId: AVA,
      contractType: 'Medical',
      relayState: '',
    });
    assert.equal(handoff.status, 200);
    const landing = await fetch(`${server.base}/sandbox/partners/virtualcare`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'SAMLResponse=PHNhbWw%2B&RelayState=abc',
    });
    assert.equal(landing.status, 200);
    const page = await landing.text();
    assert.match(page, /SAMLResponse/);
    assert.match(page, /RelayState/);
  });
});

describe('CORS and caching headers', () => {
  it('allows the portal origins with Authorization and Content-Type, and no others', async () => {
    const pre = await fetch(`${server.base}/member/portal/v1/users/ava.medical/memberships`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:3004',
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    assert.equal(pre.status, 204);
    assert.equal(pre.headers.get('access-control-allow-origin'), 'http://127.0.0.1:3004');
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /Authorization/i);
    assert.match(pre.headers.get('access-control-allow-methods') ?? '', /DELETE/);
    const evil = await fetch(`${server.base}/member/portal/v1/public/user-notice`, { headers: { origin: 'http://evil.example' } });
    assert.equal(evil.headers.get('access-control-allow-origin'), null);
    const ok = await fetch(`${server.base}/member/portal/v1/users/ava.medical/memberships`, {
      headers: { origin: 'http://localhost:3000', authorization: `Bearer ${tokens['ava.medical']}` },
    });
    assert.equal(ok.headers.get('access-control-allow-origin'), 'http://localhost:3000');
    assert.equal(ok.headers.get('cache-control'), 'no-store');
  });
});

/** A GET with only the headers given (fetch would add and undo its own Accept-Encoding). */
function rawGet(url: string, headers: Record<string, string>): Promise<{ headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

describe('compression', () => {
  it('sends an answer of 1 KB or more gzip-compressed to a caller that accepts it, and plain to one that does not', async () => {
    const url = `${server.base}/member/portal/v1/members/${AVA}/claims?pageSize=10`;
    const authorization = `Bearer ${tokens['ava.medical']}`;
    const plain = await rawGet(url, { authorization });
    assert.equal(plain.headers['content-encoding'], undefined);
    const listed = JSON.parse(plain.body.toString('utf8')) as Json;
    assert.ok(plain.body.length >= 1024);
    const gzipped = await rawGet(url, { authorization, 'accept-encoding': 'gzip' });
    assert.equal(gzipped.headers['content-encoding'], 'gzip');
    assert.match(String(gzipped.headers.vary), /accept-encoding/i);
    assert.equal(gzipped.headers['cache-control'], 'no-store');
    assert.ok(gzipped.body.length < plain.body.length / 2, `${gzipped.body.length} of ${plain.body.length} bytes`);
    assert.deepEqual(JSON.parse(gunzipSync(gzipped.body).toString('utf8')), listed);
  });
});

describe('errors, limits and development routes', () => {
  it('answers unknown routes with 404 JSON and oversized bodies with 413', async () => {
    const missing = await as('ava.medical').get('no/such/route');
    assert.equal(missing.status, 404);
    assert.equal(missing.json.code, 'BP-NFA-404');
    const huge = await as('ava.medical').post('contact', { comments: 'x'.repeat(200_000) });
    assert.equal(huge.status, 413);
    assert.equal(huge.json.code, 'BP-NFA-413');
    assert.doesNotMatch(huge.text, /at .*\.ts/);
  });

  it('says no-store on every member API and FHIR response, whatever its status', async () => {
    const ava = as('ava.medical');
    const pub = api(server.base);
    const answers = {
      'read (200)': await ava.get('users/ava.medical/memberships'),
      'write (2xx)': await ava.post('contact', {
        companyId: '001',
        memberId: AVA,
        phoneNumber: '5015550101',
        comments: 'Where is my ID card?',
        bestTimeToReach: 'Morning',
        bestDayToReach: 'Monday',
      }),
      'bad input (400)': await ava.post('contact', { comments: 42 }),
      'no token (401)': await pub.get('users/ava.medical/memberships'),
      'another member (403)': await ava.get(`members/${BEN_DENTAL}/claims`),
      'unknown route (404)': await ava.get('no/such/route'),
      'too large (413)': await ava.post('contact', { comments: 'x'.repeat(200_000) }),
      'FHIR read (200)': await ava.get(`/fhir/R4/Patient?identifier=${AVA}`),
      'FHIR unknown (404)': await ava.get('/fhir/R4/NoSuchType/1'),
    };
    await pub.put('/sandbox/faults', { path: 'memberships', status: 500 });
    const fault = await ava.get('users/ava.medical/memberships');
    await pub.del('/sandbox/faults');
    await pub.put('/sandbox/faults', { path: 'memberships', malformed: true });
    const malformed = await ava.get('users/ava.medical/memberships');
    // (A CORS preflight carries no member data; its caching is Access-Control-Max-Age's.)
    const all = { ...answers, 'fault (500)': fault, 'malformed fault (200)': malformed };
    for (const [name, answer] of Object.entries(all)) {
      const expected = /\((\d)(\d\d|xx)\)/.exec(name)!;
      assert.equal(String(answer.status)[0], expected[1], `${name}: ${answer.status}`);
      if (expected[2] !== 'xx') assert.equal(answer.status, Number(expected[1] + expected[2]), name);
    }
    for (const [name, answer] of Object.entries(all)) assert.equal(answer.headers.get('cache-control'), 'no-store', name);
  });

  it('reports outbox messages newest first', async () => {
    await api(server.base).post('public/account-recovery/username', {
      email: 'cara.group@example.com',
      dateOfBirth: await dobOf('cara.group'),
    });
    await api(server.base).post('public/account-recovery/password/passcode', {
      username: 'cara.group',
      dateOfBirth: await dobOf('cara.group'),
      channel: 'email',
    });
    const list = (await (await fetch(`${server.base}/sandbox/outbox?to=cara.group@example.com`)).json()) as Json[];
    assert.equal(list.length, 2);
    assert.deepEqual(Object.keys(list[0]!).sort(), ['body', 'channel', 'sentAt', 'subject', 'to']);
    assert.match(String(list[0]!.body), /\b\d{6}\b/);
    assert.equal((String(list[0]!.body).match(/\d{6}/g) ?? []).length, 1, 'the passcode is the only 6-digit number');
  });

  it('injects and clears faults', async () => {
    const pub = api(server.base);
    assert.equal((await pub.put('/sandbox/faults', { path: 'systemavailability', status: 503 })).status, 200);
    assert.equal((await pub.get('public/systemavailability')).status, 503);
    await pub.del('/sandbox/faults');
    assert.equal((await pub.get('public/systemavailability')).status, 200);
    await pub.put('/sandbox/faults', { path: 'user-notice', malformed: true });
    const bad = await pub.get('public/user-notice');
    assert.equal(bad.status, 200);
    assert.equal(bad.json, undefined, 'body is not JSON');
    await pub.put('/sandbox/faults', { path: 'systemavailability', delayMs: 300 });
    const t0 = Date.now();
    await pub.get('public/systemavailability');
    assert.ok(Date.now() - t0 >= 280);
    const reset = await pub.post('/sandbox/reset');
    assert.ok(Number(reset.json.tookMs) < 1000, `reset took ${reset.json.tookMs} ms`);
    assert.equal((await pub.get('public/user-notice')).status, 200);
    assert.equal((await pub.put('/sandbox/faults', { path: '(', status: 500 })).status, 400);
  });
});
