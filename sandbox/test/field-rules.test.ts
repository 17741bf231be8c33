import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  changedAddressParts,
  characterCount,
  displayNameMaxLength,
  isValidEmail,
  isValidFiveDigitZip,
  isValidMbiLast4,
  isValidMemberId,
  isValidSsn,
  isValidSsnLast4,
  isValidStateCode,
  isValidUsername,
  isValidZip,
  unmetPasswordRequirements,
} from '@portal/contracts/field-rules';
import { Comments, CompanyId, DisplayName, Email, NewPassword, Phone10, StateCode, Username, Zip, Zip5 } from '../src/api/schemas.ts';
import { newPasswordProblem } from '../src/auth/passwords.ts';
import { bodyValueAccepted } from '../src/validation.ts';
import { api, signIn, startServer, type TestServer } from './helpers.ts';

// The member API applies the field rules the portal's forms apply: one definition,
// @portal/contracts/field-rules ("One error catalogue": passwords, phone, address,
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
    for (const password of ['Portal#2026', 'Portalé2026', 'Portal€2026', 'Portal£2026', 'Portalß2026'])
      assert.equal(newPasswordProblem(password), null, password);
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
    [
      'email',
      Email,
      isValidEmail,
      [
        'ava.medical@example.com',
        'a+b@sub.example.org',
        'a..b@example.com',
        '.a@example.com',
        'é@example.com',
        'name@example',
        'name @example.com',
        'a@b.c',
      ],
    ],
    [
      'username',
      Username,
      isValidUsername,
      ['avamedic', 'ava2026x', 'avamedi', 'ava.medical', 'ava medical', 'a'.repeat(32), 'a'.repeat(33), 'ävamedical'],
    ],
    ['phone', Phone10, (value) => /^\d{10}$/.test(value), ['5015550101', '501555010', '(501) 555-0101', '15015550101']],
    ['zip', Zip, isValidZip, ['72201', '72201-1234', '7220', '72201-12', 'ABCDE']],
    ['state', StateCode, isValidStateCode, ['AR', 'DC', 'ar', 'PR', 'XX']],
    [
      '5-digit ZIP (cost estimates, provider search)',
      Zip5,
      isValidFiveDigitZip,
      ['72201', '72201-1234', '7220', '722011', 'ABCDE', '７２２０１'],
    ],
    [
      'display name',
      DisplayName,
      (value) => characterCount(value) <= displayNameMaxLength && value.trim() !== '',
      ['Ava', 'x'.repeat(60), 'x'.repeat(61), '𝒜'.repeat(60), '𝒜'.repeat(61), '   '],
    ],
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

describe('identity details: the member API and the forms use the same patterns', () => {
  it('60 characters of display name on both sides, as settings’ form says', () => {
    assert.equal(displayNameMaxLength, 60);
  });

  // Each pattern as the forms apply it (mfe-registration's identity rules call these) against what
  // the member API answers for the same value, over HTTP below.
  it('member ID, SSN, SSN last 4 and MBI last 4', () => {
    assert.deepEqual(['REG000001', 'REG00', 'REG0', 'A'.repeat(21), 'REG-000001', 'RÉG000001'].map(isValidMemberId), [
      true,
      true,
      false,
      false,
      false,
      false,
    ]);
    assert.deepEqual(['123456789', '123-45-6789', '12345678', '１２３４５６７８９'].map(isValidSsn), [true, false, false, false]);
    assert.deepEqual(['4321', '432', '43a1', '٤٣٢١'].map(isValidSsnLast4), [true, false, false, false]);
    assert.deepEqual(['MK73', '1234', 'MK-3', 'MK735'].map(isValidMbiLast4), [true, true, false, false]);
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
      memberId: 'REG000001',
      ssnLast4: '4321',
      firstName: 'Rae',
      lastName: 'Newman',
      dateOfBirth: '1990-05-20',
      username: 'raenewman1',
      password: 'Welcome2026🇺🇸',
      email: 'rae@example.com',
      mobilePhone: '5015551201',
      termsAccepted: true,
    });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json.code, 'REG-0009');
    assert.deepEqual(res.json.validationErrors, [{ field: 'password', message: 'Add a special character, such as ! # $ € or é.' }]);
  });

  it('registration refuses the identity details the form refuses: an SSN with dashes, an MBI last 4 with a dash, a member ID with a dash', async () => {
    const person = { firstName: 'Rae', lastName: 'Newman', dateOfBirth: '1990-05-20' };
    const answers = await Promise.all([
      api(server.base).post('public/registration/verify-member', { ...person, ssn: '123-45-6789' }),
      api(server.base).post('public/registration/verify-member', { ...person, memberId: 'REG000001', ssnLast4: '4321', mbiLast4: 'MK-3' }),
      api(server.base).post('public/registration/verify-member', { ...person, memberId: 'REG-000001', ssnLast4: '4321' }),
    ]);
    assert.deepEqual(
      answers.map((res) => [res.status, (res.json.validationErrors as unknown as { field: string }[] | undefined)?.map((e) => e.field)]),
      [
        [400, ['ssn']],
        [400, ['mbiLast4']],
        [400, ['memberId']],
      ],
    );
  });

  it('forgot username refuses a member ID that is not letters and numbers, as the form does', async () => {
    const res = await api(server.base).post('public/account-recovery/username', {
      email: 'ava.medical@example.com',
      dateOfBirth: '1985-03-14',
      memberId: 'H1000-100101',
    });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json.code, 'FOR-0001');
    assert.deepEqual(
      (res.json.validationErrors as unknown as { field: string }[]).map((e) => e.field),
      ['memberId'],
    );
  });

  it('the public contact form refuses a member ID too short or not letters and numbers', async () => {
    const contact = {
      firstName: 'Rae',
      lastName: 'Newman',
      email: 'rae@example.com',
      phoneNumber: '5015551201',
      companyId: '001',
      comments: 'Please call me.',
      bestDayToReach: 'Monday',
      bestTimeToReach: 'Morning',
    };
    for (const memberId of ['H1', 'H1000 100101']) {
      const res = await api(server.base).post('public/contact', { ...contact, memberId });
      assert.equal(res.status, 400, `${memberId}: ${res.text}`);
      assert.deepEqual(
        (res.json.validationErrors as unknown as { field: string }[]).map((e) => e.field),
        ['memberId'],
        memberId,
      );
    }
  });

  it('the public contact form refuses a company ID the form would refuse', async () => {
    const res = await api(server.base).post('public/contact', {
      firstName: 'Rae',
      lastName: 'Newman',
      email: 'rae@example.com',
      phoneNumber: '5015551201',
      companyId: 'AB-12',
      comments: 'Please call me.',
      bestDayToReach: 'Monday',
      bestTimeToReach: 'Morning',
    });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json.code, 'CON-0001');
    assert.deepEqual(
      (res.json.validationErrors as unknown as { field: string }[]).map((e) => e.field),
      ['companyId'],
    );
  });
});

describe('what counts as a change of address', () => {
  const onFile = { address1: '1200 W Markham St', city: 'Little Rock', stateCode: 'AR', zip: '72201', homePhone: '5015550101' };

  it('clearing a phone is a change of that phone', () => {
    assert.deepEqual(changedAddressParts(onFile, { ...onFile, homePhone: undefined }), ['homePhone']);
    assert.deepEqual(changedAddressParts(onFile, { ...onFile, homePhone: '' }), ['homePhone']);
  });

  it('letter case is a change; spaces around and between words are not; a phone is its digits', () => {
    assert.deepEqual(changedAddressParts(onFile, { ...onFile, city: 'LITTLE ROCK' }), ['city']);
    assert.deepEqual(
      changedAddressParts(onFile, { ...onFile, address1: ' 1200  W Markham St ', homePhone: '(501) 555-0101', address2: '' }),
      [],
    );
  });
});

describe('changing an address over HTTP', () => {
  let server: TestServer;
  let token: string;
  const AVA = 'H1000100101';
  before(async () => {
    server = await startServer();
    token = (await signIn(server.base, 'ava.medical')).access_token;
  });
  after(async () => {
    await server.close();
  });

  async function addressOnFile(): Promise<Record<string, string>> {
    return (await api(server.base, token).get(`members/${AVA}/address`)).json.address as unknown as Record<string, string>;
  }

  it('takes an update that only clears the home phone', async () => {
    const { homePhone, ...rest } = await addressOnFile();
    assert.ok(homePhone, 'ava has a home phone on file');
    const res = await api(server.base, token).put(`members/${AVA}/address`, rest);
    assert.equal(res.status, 200, res.text);
    assert.equal((await addressOnFile()).homePhone, undefined);
  });

  it('takes a change of letter case only', async () => {
    const address = await addressOnFile();
    const res = await api(server.base, token).put(`members/${AVA}/address`, { ...address, city: address.city!.toUpperCase() });
    assert.equal(res.status, 200, res.text);
  });

  it('refuses an update that changes nothing as a whole, on no field', async () => {
    const res = await api(server.base, token).put(`members/${AVA}/address`, await addressOnFile());
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json.code, 'UPD-0033');
    assert.equal(res.json.validationErrors, undefined);
  });
});
