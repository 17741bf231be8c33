import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startServer, type TestServer } from './helpers.ts';

let server: TestServer;

before(async () => {
  server = await startServer({
    NODE_ENV: 'production',
    SESSION_RECORDING_SECRET: 'production-test-session-recording-secret-0123',
    ACCOUNT_REF_SECRET: 'production-test-account-reference-secret-0123',
  });
});
after(async () => {
  await server.close();
});

describe('production mode', () => {
  it('has no development routes', async () => {
    for (const [method, path] of [
      ['GET', '/sandbox/outbox?to=x'],
      ['POST', '/sandbox/reset'],
      ['PUT', '/sandbox/notice'],
      ['PUT', '/sandbox/availability'],
      ['PUT', '/sandbox/faults'],
      ['DELETE', '/sandbox/faults'],
      ['POST', '/sandbox/chat/sessions'],
    ] as const) {
      const res = await fetch(`${server.base}${path}`, {
        method,
        headers: { 'content-type': 'application/json' },
        body: method === 'GET' ? undefined : '{}',
      });
      assert.equal(res.status, 404, `${method} ${path}`);
    }
  });

  it('still serves the identity provider, the public API and partner pages', async () => {
    assert.equal((await fetch(`${server.base}/oidc/.well-known/openid-configuration`)).status, 200);
    assert.equal((await fetch(`${server.base}/member/portal/v1/public/systemavailability`)).status, 200);
    assert.equal((await fetch(`${server.base}/sandbox/partners/rewards`)).status, 200);
    const spec = await fetch(`${server.base}/member/portal/v1/openapi.json`);
    assert.equal(spec.status, 200);
    assert.ok(((await spec.json()) as { paths: Record<string, unknown> }).paths['/member/portal/v1/users/{userId}/memberships']);
  });
});
