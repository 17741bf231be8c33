import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { accountRef } from '../src/api/account-refs.ts';
import { developmentAccountRefSecret, developmentSessionRecordingSecret, loadConfig } from '../src/config.ts';
import { sessionRecordingId } from '../src/oidc/session-recording-id.ts';

// The session-recording key is the server's own configuration (docs/security.md, "What the browser
// keeps and shows"); the access-token claim is checked in oidc.test.ts.
describe('session-recording key', () => {
  it('comes from SESSION_RECORDING_SECRET, with a development default outside production', () => {
    assert.equal(loadConfig({}).sessionRecordingSecret, developmentSessionRecordingSecret);
    assert.equal(loadConfig({ NODE_ENV: 'test' }).sessionRecordingSecret, developmentSessionRecordingSecret);
    const secret = 'k'.repeat(40);
    assert.equal(loadConfig({ SESSION_RECORDING_SECRET: secret }).sessionRecordingSecret, secret);
    assert.equal(
      loadConfig({ NODE_ENV: 'production', SESSION_RECORDING_SECRET: secret, ACCOUNT_REF_SECRET: 'a'.repeat(40) }).sessionRecordingSecret,
      secret,
    );
  });

  it('is required in production, and never the public development key there', () => {
    assert.throws(() => loadConfig({ NODE_ENV: 'production' }), /SESSION_RECORDING_SECRET must be set in production/);
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', SESSION_RECORDING_SECRET: developmentSessionRecordingSecret }),
      /must not be the development key/,
    );
  });

  it('refuses a key shorter than 32 characters', () => {
    assert.throws(() => loadConfig({ SESSION_RECORDING_SECRET: 'short' }), /at least 32 characters/);
  });

  it('turns a subject into 64 hex characters that depend on the key', () => {
    const id = sessionRecordingId('ava.medical', 'k'.repeat(40));
    assert.match(id, /^[0-9a-f]{64}$/);
    assert.notEqual(sessionRecordingId('ava.medical', 'x'.repeat(40)), id);
    assert.notEqual(sessionRecordingId('noah.dependent', 'k'.repeat(40)), id);
  });
});

// The admin console's account references (src/api/account-refs.ts) have a key of their own, handled the same way.
describe('account-reference key', () => {
  it('comes from ACCOUNT_REF_SECRET: a development default outside production, required and not that default in production, 32+ characters', () => {
    assert.equal(loadConfig({}).accountRefSecret, developmentAccountRefSecret);
    const secret = 'r'.repeat(40);
    assert.equal(
      loadConfig({ NODE_ENV: 'production', SESSION_RECORDING_SECRET: 'k'.repeat(40), ACCOUNT_REF_SECRET: secret }).accountRefSecret,
      secret,
    );
    assert.throws(
      () => loadConfig({ NODE_ENV: 'production', SESSION_RECORDING_SECRET: 'k'.repeat(40) }),
      /ACCOUNT_REF_SECRET must be set in production/,
    );
    assert.throws(
      () =>
        loadConfig({ NODE_ENV: 'production', SESSION_RECORDING_SECRET: 'k'.repeat(40), ACCOUNT_REF_SECRET: developmentAccountRefSecret }),
      /must not be the development key/,
    );
    assert.throws(() => loadConfig({ ACCOUNT_REF_SECRET: 'short' }), /ACCOUNT_REF_SECRET must be at least 32 characters/);
  });

  it('turns a member id into 22 base64url characters that depend on the key and the id', () => {
    const ref = accountRef('H1101100101', 'k'.repeat(40));
    assert.match(ref, /^[A-Za-z0-9_-]{22}$/);
    assert.equal(accountRef('H1101100101', 'k'.repeat(40)), ref, 'stable');
    assert.notEqual(accountRef('H1101100101', 'x'.repeat(40)), ref);
    assert.notEqual(accountRef('H1101100102', 'k'.repeat(40)), ref);
  });
});
