import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  isValidEmail,
  isValidStateCode,
  isValidUsername,
  isValidZip,
  unmetPasswordRequirements,
} from '@portal/contracts/field-rules';
import { Comments, CompanyId, Email, NewPassword, Phone10, StateCode, Username, Zip } from '../src/api/schemas.ts';
import { newPasswordProblem } from '../src/auth/passwords.ts';
import { bodyValueAccepted } from '../src/validation.ts';
import { api, startServer, type TestServer } from './helpers.ts';

// The member API applies the field rules the portal's forms apply: one definition,
// @portal/contracts/field-rules (issue 21, "One error catalogue": passwords, phone, address,
// username, email). Each case below once read differently on the two sides.

describe('new passwords', () => {
  it('a flag, a skin tone or a keycap is an emoji, never the special character', () => {
    for (const password of ['Portal2026🇺🇸', 'Portal2026🏽', 'Portal2026\u20E3', 'Portal2026#\uFE0F\u20E3']) {
      assert.notEqual(newPasswordProblem(password), null, password);
    }
    assert.equal(newPasswordProblem('Portal2026🇺🇸'), 'Add a special character, such as ! # $ € or é.');
    assert.equal(newPasswordProblem('Portal#2026🇺🇸'), 'Remove emoji, pictographs and spaces.');
  });

  it('counts characters, not UTF-16 code units, as the forms and JSON Schema do', () => {
    // 7 characters (10 code units): too short on both sides.
    assert.equal(newPasswordProblem('Ab1!𝒜𝒜𝒜'), 'Use at least 8 characters.');
    assert.equal(bodyValueAccepted(NewPassword, 'Ab1!𝒜𝒜𝒜'), false);
    assert.equal(newPasswordProblem('Ab1!𝒜𝒜𝒜𝒜'), null);
  });

  it('accepts the broad set of special characters, accented and currency symbols included', () => {
    for (const password of ['Portal#2026', 'Portalé2026', 'Portal€2026', 'Portal£2026', 'Portalß2026']) assert.equal(newPasswordProblem(password), null, password);
    assert.equal(newPasswordProblem('Portal\u200B2026'), 'Add a special character, such as ! # $ € or é.');
  });

  it('says what the forms say, first unmet requirement first', () => {
    for (const password of ['abc', 'portal#2026', 'PORTAL#2026', 'Portal#abcd', 'Portal 2026#']) {
      assert.equal(newPasswordProblem(password), `${unmetPasswordRequirements(password)[0]!.message}.`);
    }
  });
});

describe('the JSON schemas and the shared checks agree', () => {
  const cases: [name: string, schema: object, check: (value: string) => boolean, samples: string[]][] = [
    ['email', Email, isValidEmail, ['ava.medical@example.com', 'a+b@sub.example.org', 'a..b@example.com', '.a@example.com', 'é@example.com', 'name@example', 'name @example.com', 'a@b.c']],
    ['username', Username, isValidUsername, ['avamedic', 'ava2026x', 'avamedi', 'ava.medical', 'ava medical', 'a'.repeat(32), 'a'.repeat(33), 'ävamedical']],
    ['phone', Phone10, (value) => /^\d{10}$/.test(value), ['5015550101', '501555010', '(501) 555-0101', '15015550101']],
    ['zip', Zip, isValidZip, ['72201', '72201-1234', '7220', '72201-12', 'ABCDE']],
    ['state', StateCode, isValidStateCode, ['AR', 'DC', 'ar', 'PR', 'XX']],
  ];
  for (const [name, schema, check, samples] of cases) {
    it(name, () => {
      for (const sample of samples) assert.equal(bodyValueAccepted(schema, sample), check(sample), `${name} ${JSON.stringify(sample)}`);
    });
  }

  it('comments: 450 characters, an emoji counting as one', () => {
    assert.equal(bodyValueAccepted(Comments, '😀'.repeat(450)), true);
    assert.equal(bodyValueAccepted(Comments, '😀'.repeat(451)), false);
  });

  it('company ID: letters and numbers only, as the contact forms ask', () => {
    assert.equal(bodyValueAccepted(CompanyId, '001'), true);
    assert.equal(bodyValueAccepted(CompanyId, 'AB-12'), false);
  });
});

describe('over HTTP', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer();
  });
  after(async () => {
    await server.close();
  });

  it('registration refuses a password whose only special character is a flag', async () => {
    const res = await api(server.base).post('public/users', {
      memberId: 'REG000001', ssnLast4: '4321', firstName: 'Rae', lastName: 'Newman', dateOfBirth: '1990-05-20',
      username: 'raenewman1', password: 'Welcome2026🇺🇸', email: 'rae@example.com', mobilePhone: '5015551201', termsAccepted: true,
    });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json.code, 'REG-0009');
    assert.deepEqual(res.json.validationErrors, [{ field: 'password', message: 'Add a special character, such as ! # $ € or é.' }]);
  });

  it('the public contact form refuses a company ID the form would refuse', async () => {
    const res = await api(server.base).post('public/contact', {
      firstName: 'Rae', lastName: 'Newman', email: 'rae@example.com', phoneNumber: '5015551201', companyId: 'AB-12',
      comments: 'Please call me.', bestDayToReach: 'Monday', bestTimeToReach: 'Morning',
    });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json.code, 'CON-0001');
    assert.deepEqual((res.json.validationErrors as unknown as { field: string }[]).map((e) => e.field), ['companyId']);
  });
});
