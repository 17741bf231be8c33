// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runtimeConfig } from '../lib/runtime-files.mjs';

describe('config.json', () => {
  it('carries no session-recording key, even when the environment still names one', () => {
    // config.json is served to every visitor; the key stays with the identity provider (docs/security.md,
    // "What the browser keeps and shows").
    const key = 'k'.repeat(43);
    const config = runtimeConfig({ env: { PORTAL_SESSION_RECORDING_KEY: key } });
    assert.equal('sessionRecordingKey' in config, false);
    assert.ok(!JSON.stringify(config).includes(key));
    assert.deepEqual(
      Object.keys(config).filter((name) => /key|secret/i.test(name)),
      [],
    );
  });
});
