import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { developmentSessionRecordingSecret, loadConfig } from '../src/config.ts';
import { sessionRecordingId } from '../src/oidc/session-recording-id.ts';

// The session-recording key is the server's own configuration (docs/security.md, "What the browser
// keeps and shows"); the access-token claim is checked in oidc.test.ts.
describe('session-recording key', () => {
  it('comes from SESSION_RECORDING_SECRET, with a development default outside production', () => {
    assert.equal(loadConfig({}).sessionRecordingSecret, developmentSessionRecordingSecret);
    assert.equal(loadConfig({ NODE_ENV: 'test' }).sessionRecordingSecret, developmentSessionRecordingSecret);
    const secret = 'k'.repeat(40);
    assert.equal(loadConfig({ SESSION_RECORDING_SECRET: secret }).sessionRecordingSecret, secret);
    assert.equal(loadConfig({ NODE_ENV: 'production', SESSION_RECORDING_SECRET: secret }).sessionRecordingSecret, secret);
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
