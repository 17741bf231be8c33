import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../src/db/schema.ts';
import { api, keyedApi, signIn, startServer, type TestServer } from './helpers.ts';

let server: TestServer;
let ava: ReturnType<typeof api>;
let noah: ReturnType<typeof api>;
/** Ava for payments and autopay changes, which carry an Idempotency-Key. */
let avaKeyed: ReturnType<typeof keyedApi>;
const AVA = 'H1000100101';

before(async () => {
  server = await startServer();
  const avaToken = (await signIn(server.base, 'ava.medical')).access_token;
  ava = api(server.base, avaToken);
  avaKeyed = keyedApi(server.base, avaToken);
  noah = api(server.base, (await signIn(server.base, 'noah.dependent')).access_token);
  await server.reset();
});
after(async () => {
  await server.close();
});

async function snapshot(): Promise<string> {
  const out: Record<string, unknown[]> = {};
  for (const value of Object.values(schema)) {
    if (typeof value !== 'object' || value === null || !('getSQL' in value)) continue;
    const table = value as PgTable;
    const name = getTableName(table);
    // Sessions, and the audit trail: a refused write is still an attempt the audit records.
    if (name === 'oidc_payloads' || name === 'audit_log') continue;
    const rows = await server.sandbox.database.db.select().from(table);
    out[name] = rows.map((r) => JSON.stringify(r)).sort();
  }
  return JSON.stringify(out);
}

type Call = [
  method: 'POST' | 'PUT',
  path: string,
  bodies: unknown[],
  client?: () => ReturnType<typeof api> | ReturnType<typeof keyedApi>,
  codePrefix?: string,
];

const NOT_JSON = '{"broken": ';

/** Every write endpoint with bodies that must be refused with 400 and a coded validation error. */
const CALLS: Call[] = [
  [
    'POST',
    'public/registration/verify-member',
    [
      {},
      { firstName: 'Rae', lastName: 'Newman', dateOfBirth: 'yesterday', ssnLast4: '12' },
      { memberId: 'REG000001', ssnLast4: '4321', firstName: 'Rae', lastName: 'Newman', dateOfBirth: '1990-05-20', extra: 1 },
    ],
    undefined,
    'REG-',
  ],
  [
    'POST',
    'public/users',
    [
      {},
      {
        memberId: 'REG000001',
        ssnLast4: '4321',
        firstName: 'Rae',
        lastName: 'Newman',
        dateOfBirth: '1990-05-20',
        username: 'short',
        password: 'x',
        email: 'not-an-email',
        mobilePhone: '12345',
        termsAccepted: false,
      },
      {
        memberId: 'REG000001',
        ssnLast4: '4321',
        firstName: 'Rae',
        lastName: 'Newman',
        dateOfBirth: '1990-05-20',
        username: 'rae newman',
        password: 'Welcome#2026',
        email: 'rae@example.com',
        mobilePhone: '5015551201',
        termsAccepted: true,
      },
      {
        memberId: 'REG000001',
        ssnLast4: '4321',
        firstName: 'Rae',
        lastName: 'Newman',
        dateOfBirth: '1990-05-20',
        username: 'raenewman1',
        password: 'alllowercase1',
        email: 'rae@example.com',
        mobilePhone: '5015551201',
        termsAccepted: true,
      },
    ],
    undefined,
    'REG-',
  ],
  ['POST', 'public/account-recovery/username', [{}, { email: 'x', dateOfBirth: '1990-13-40' }], undefined, 'FOR-'],
  [
    'POST',
    'public/account-recovery/password/passcode',
    [{}, { username: 'ava.medical', dateOfBirth: '1985-01-01', channel: 'pigeon' }],
    undefined,
    'FOR-',
  ],
  ['POST', 'public/account-recovery/password/verify', [{}, { recoveryId: 'abcdefghijkl', passcode: '12ab56' }], undefined, 'FOR-'],
  [
    'POST',
    'public/account-recovery/password/reset',
    [{}, { recoveryToken: 'abcdefghijkl', answer1: '', answer2: 'x', newPassword: 'short' }],
    undefined,
    'FOR-',
  ],
  [
    'POST',
    'public/contact',
    [
      {},
      {
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.com',
        phoneNumber: '123',
        companyId: '001',
        comments: 'x'.repeat(451),
        bestTimeToReach: 'Midnight',
        bestDayToReach: 'Someday',
      },
    ],
    undefined,
    'CON-',
  ],
  [
    'PUT',
    'users/ava.medical/password',
    [
      {},
      { currentPassword: '123', newPassword: 'short' },
      { currentPassword: 'Portal#2026', newPassword: 'nouppercase#1' },
      { currentPassword: 'Portal#2026', newPassword: 'Emoji#2026😀x' },
    ],
    () => ava,
    'CHP-',
  ],
  ['PUT', 'users/ava.medical/settings', [{}, { displayName: 42 }, { unknown: true }], () => ava, 'UPD-'],
  ['PUT', 'users/ava.medical/profile/display-name', [{}, { displayName: '   ' }], () => ava, 'UPD-'],
  [
    'PUT',
    'users/ava.medical/profile/email',
    [
      {},
      { email: 'not-an-email', currentPassword: 'Portal#2026' },
      { email: 'ava.medical@example.com', currentPassword: 'Portal#2026' },
      { email: 'ava.new@example.com' },
    ],
    () => ava,
    'UPD-',
  ],
  [
    'PUT',
    'users/ava.medical/profile/phone',
    [{}, { mobilePhone: '501-555-0101', currentPassword: 'Portal#2026' }, { mobilePhone: '5015550101' }],
    () => ava,
    'UPD-',
  ],
  [
    'PUT',
    'users/ava.medical/security-questions',
    [
      {},
      { currentPassword: 'Portal#2026', questions: [{ question: 'Only one?', answer: 'yes' }] },
      {
        currentPassword: 'Portal#2026',
        questions: [
          { question: 'Same question', answer: 'a1' },
          { question: 'Same question', answer: 'a2' },
        ],
      },
    ],
    () => ava,
    'CHP-',
  ],
  ['PUT', 'users/ava.medical/mfa-preference', [{}, { channel: 'fax' }], () => ava, 'OPT-'],
  ['PUT', 'users/noah.dependent/family-access', [{}, { memberId: 'H1000100102', enabled: 'yes' }], () => noah, 'OPT-'],
  ['POST', `message-center/${AVA}/messages/MSG000001/status`, [{}, { status: 'ARCHIVED' }], () => ava, 'NOT-'],
  [
    'POST',
    `message-center/${AVA}/preferences`,
    [
      {},
      {
        paperlessEob: 'no',
        memberNotifications: true,
        annualBenefitLetter: false,
        preferredContactMethod: 'email',
        hideTermedDependents: false,
        language: 'en-us',
      },
    ],
    () => ava,
    'OPT-',
  ],
  [
    'PUT',
    `message-center/${AVA}/notification-settings`,
    [{}, { topics: [] }, { topics: [{ topic: 'nonexistent', email: true, text: false }] }],
    () => ava,
    'NOT-',
  ],
  ['PUT', `members/${AVA}/pcp`, [{}, { providerId: 'NOPE' }], () => ava, 'UPD-'],
  [
    'POST',
    `members/${AVA}/payments`,
    [
      {},
      { amount: -5, method: 'bank' },
      { amount: 10, method: 'bank' },
      { amount: 10.001, method: 'card', cardNumber: '4242424242424242', cardExpiry: '13/30' },
      // The payment rules shared with the portal's form: an amount of $0 once rounded, an expired card, a
      // card number failing the Luhn check, routing number 000000000, a card and a bank account together.
      { billId: 'BIL-ANY', amount: 1e-9, method: 'bank', routingNumber: '082000549', accountNumber: '123456789' },
      { billId: 'BIL-ANY', amount: 10, method: 'card', cardNumber: '4242424242424242', cardExpiry: '01/20' },
      { billId: 'BIL-ANY', amount: 10, method: 'card', cardNumber: '4242424242424241', cardExpiry: '08/39' },
      { billId: 'BIL-ANY', amount: 10, method: 'bank', routingNumber: '000000000', accountNumber: '123456789' },
      {
        billId: 'BIL-ANY',
        amount: 10,
        method: 'bank',
        routingNumber: '082000549',
        accountNumber: '123456789',
        cardNumber: '4242424242424242',
        cardExpiry: '08/39',
      },
    ],
    () => avaKeyed,
    'PAY-',
  ],
  [
    'PUT',
    `members/${AVA}/autopay`,
    [
      {},
      { enrolled: true },
      { enrolled: true, method: 'card' },
      { enrolled: true, method: 'card', cardNumber: '4242424242424242', cardExpiry: '01/20' },
    ],
    () => avaKeyed,
    'PAY-',
  ],
  [
    'POST',
    `members/${AVA}/id-cards/order`,
    [{}, { policyType: 'Dental', memberIds: [AVA], reason: 'lost' }, { policyType: 'Medical', memberIds: [], reason: 'lost' }],
    () => ava,
    'IDS-',
  ],
  ['POST', `members/${AVA}/id-cards/email`, [{}, { policyType: 'Medical', memberIds: [AVA], email: 'nope' }], () => ava, 'IDS-'],
  [
    'POST',
    `members/${AVA}/id-cards/fax`,
    [{}, { policyType: 'Medical', memberIds: [AVA], faxNumber: '555' }, { policyType: 'Boat', memberIds: [AVA], faxNumber: '5015551234' }],
    () => ava,
    'IDS-',
  ],
  // An update that changes nothing is refused for the whole form, on no field (field-rules.test.ts).
  ['PUT', `members/${AVA}/address`, [{}, { address1: '1 Main', city: 'Little Rock', stateCode: 'ZZ', zip: '7220' }], () => ava, 'UPD-'],
  [
    'POST',
    'contact',
    [
      {},
      {
        companyId: '001',
        memberId: AVA,
        phoneNumber: '5015550101',
        comments: 'x'.repeat(451),
        bestTimeToReach: 'Morning',
        bestDayToReach: 'Monday',
      },
      { companyId: '001', memberId: AVA, phoneNumber: '5015550101', comments: 'hi', bestTimeToReach: 'Never', bestDayToReach: 'Monday' },
    ],
    () => ava,
    'CON-',
  ],
  ['POST', 'sso', [{}, { key: 'nosuchpartner', memberId: AVA }, { memberId: AVA }], () => ava, 'BP-NFA-'],
  ['PUT', '/sandbox/notice', [{}, { notice: 5 }], undefined, 'BP-NFA-'],
  ['PUT', '/sandbox/availability', [{}, { isSystemAvailable: 'no' }], undefined, 'BP-NFA-'],
  ['PUT', '/sandbox/faults', [{}, { path: 'x', status: 200 }, { path: 'x' }], undefined, 'BP-NFA-'],
];

describe('validation: every write endpoint refuses bad bodies with 400, a code and no write', () => {
  for (const [method, path, bodies, client, prefix] of CALLS) {
    it(`${method} ${path}`, async () => {
      const c = client ? client() : api(server.base);
      const before = await snapshot();
      for (const body of [...bodies, NOT_JSON]) {
        const res = method === 'POST' ? await c.post(path, body) : await c.put(path, body);
        assert.equal(res.status, 400, `${JSON.stringify(body)} -> ${res.status} ${res.text}`);
        assert.equal(typeof res.json.code, 'string');
        if (body !== NOT_JSON && prefix)
          assert.ok(String(res.json.code).startsWith(prefix), `${res.json.code} for ${JSON.stringify(body)}`);
        assert.equal(typeof res.json.message, 'string');
        assert.ok(Array.isArray(res.json.validationErrors), `validationErrors for ${JSON.stringify(body)}: ${res.text}`);
        if (body !== NOT_JSON) {
          const errors = res.json.validationErrors as unknown as { field: string; message: string }[];
          assert.ok(errors.length > 0, res.text);
          for (const e of errors) assert.ok(typeof e.field === 'string' && typeof e.message === 'string');
        }
        assert.doesNotMatch(res.text, /node_modules|\.ts:\d+/);
      }
      assert.equal(await snapshot(), before, 'nothing was written');
    });
  }

  it('refuses non-JSON content types on JSON endpoints', async () => {
    const res = await fetch(`${server.base}/member/portal/v1/public/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/xml' },
      body: '<contact/>',
    });
    assert.equal(res.status, 415);
  });

  it('validates query strings too', async () => {
    const res = await ava.get(`members/${AVA}/claims?status=Lost&pageSize=1000`);
    assert.equal(res.status, 400);
    assert.deepEqual((res.json.validationErrors as unknown as { field: string }[]).map((e) => e.field).sort(), ['pageSize', 'status']);
  });
});
