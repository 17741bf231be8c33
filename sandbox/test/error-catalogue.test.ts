import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { codedErrors, isCallErrorCode } from '@portal/contracts/error-catalogue';
import { coded, fieldError } from '../src/api/errors.ts';
import { escapeHtml } from '../src/html.ts';
import { api, beginSignIn, pkcePair, startServer, type TestServer } from './helpers.ts';

// The member API sends the words of the one error catalogue (@portal/contracts/error-catalogue) that
// the portal shows: the same code never reads two ways ("One error catalogue").

let server: TestServer;

before(async () => {
  server = await startServer();
});
after(async () => {
  await server.close();
});

describe('coded answers in the catalogue’s words', () => {
  it('takes the status and the words from the catalogue', () => {
    const fax = coded('IDS-0002');
    assert.equal(fax.statusCode, 503);
    assert.deepEqual(fax.body(), { code: 'IDS-0002', message: codedErrors['IDS-0002'].message });
    const tries = coded('FOR-0003', { attemptsRemaining: 2 });
    assert.equal(tries.body().message, `${codedErrors['FOR-0003'].message} You have 2 tries remaining.`);
    assert.equal(tries.body().attemptsRemaining, 2);
    const field = fieldError('CON-0002', 'companyId', 'Does not match the member.');
    assert.deepEqual(field.body(), {
      code: 'CON-0002',
      message: codedErrors['CON-0002'].message,
      validationErrors: [{ field: 'companyId', message: 'Does not match the member.' }],
    });
  });

  it('registration: every member who cannot register reads REG-0004 as the portal words it', async () => {
    const res = await api(server.base).post('public/registration/verify-member', {
      memberId: 'H9999999999',
      ssnLast4: '0000',
      firstName: 'No',
      lastName: 'Body',
      dateOfBirth: '1990-01-01',
    });
    assert.equal(res.status, 404);
    assert.deepEqual(res.json, { code: 'REG-0004', message: codedErrors['REG-0004'].message });
  });

  it('a schema failure of a coded route says the route family’s words', async () => {
    const res = await api(server.base).post('public/contact', { firstName: 'Rae' });
    assert.equal(res.status, 400);
    assert.equal(res.json.code, 'CON-0001');
    assert.equal(res.json.message, codedErrors['CON-0001'].message);
  });

  it('a member API call without a session: OAU-0001, sign in again', async () => {
    const res = await api(server.base).get('users/ava.medical/memberships');
    assert.equal(res.status, 401);
    assert.deepEqual(res.json, { code: 'OAU-0001', message: codedErrors['OAU-0001'].message });
  });

  it('an injected fault sends a code of the catalogue: the route’s call code for a server failure, the status’s code otherwise', async () => {
    const pub = api(server.base);
    const answers: [number, string][] = [];
    try {
      for (const status of [500, 502, 503, 504, 404, 422, 429]) {
        await pub.put('/sandbox/faults', { path: 'systemavailability', status });
        const res = await pub.get('public/systemavailability');
        answers.push([res.status, String(res.json.code)]);
        await pub.del('/sandbox/faults');
      }
    } finally {
      await pub.del('/sandbox/faults');
    }
    // public/systemavailability's call code is BP-NFA-009 (docs/product/data-and-calls.md#calls-bases).
    assert.deepEqual(answers, [
      [500, 'BP-NFA-009'],
      [502, 'BP-NFA-009'],
      [503, 'BP-NFA-009'],
      [504, 'BP-NFA-009'],
      [404, 'BP-NFA-404'],
      [422, 'BP-NFA-400'],
      [429, 'BP-NFA-429'],
    ]);
    for (const [, code] of answers) assert.ok(isCallErrorCode(code), code);
  });

  it('the sign-in pages show the code with the same words', async () => {
    const { challenge } = pkcePair();
    const { browser, interaction } = await beginSignIn(server.base, challenge);
    const res = await browser.post(`${interaction}/login`, { username: 'ava.medical', password: 'Wrong#2026x' });
    assert.equal(res.status, 401);
    assert.ok((await res.text()).includes(escapeHtml(`LOG-0014: ${codedErrors['LOG-0014'].message}`)));
  });
});
