// Injected faults (PUT /sandbox/faults) reach the member API and FHIR, and the identity provider's
// discovery document and token endpoint, so the portal can be shown a provider that is down or slow;
// the sign-in pages and the rest of the provider are never faulted.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { api, PORTAL_ORIGIN, signIn, startServer, tokenRequest, type TestServer } from './helpers.ts';

let server: TestServer;

before(async () => {
  server = await startServer();
});
after(async () => {
  await server.close();
});
beforeEach(async () => {
  await server.reset();
});

const setFault = (fault: object) => api(server.base).put('/sandbox/faults', fault);
const discovery = () => fetch(`${server.base}/oidc/.well-known/openid-configuration`, { headers: { origin: PORTAL_ORIGIN } });

describe('injected faults on the identity provider', () => {
  it('make discovery fail with the status, readable by the portal (CORS), until cleared', async () => {
    assert.equal((await setFault({ path: 'openid-configuration', status: 503 })).status, 200);
    const down = await discovery();
    assert.equal(down.status, 503);
    assert.equal(down.headers.get('access-control-allow-origin'), PORTAL_ORIGIN);
    assert.deepEqual(await down.json(), { error: 'temporarily_unavailable', error_description: 'Injected fault (sandbox).' });
    await api(server.base).del('/sandbox/faults');
    assert.equal((await discovery()).status, 200);
  });

  it('make a refresh at the token endpoint fail with the status, and leave the refresh token usable', async () => {
    const tokens = await signIn(server.base, 'ava.medical');
    await setFault({ path: '/oidc/oauth2/token', status: 503 });
    const refresh = { grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: tokens.refresh_token };
    const down = await tokenRequest(server.base, refresh);
    assert.equal(down.status, 503);
    assert.equal(down.headers.get('access-control-allow-origin'), PORTAL_ORIGIN);
    await api(server.base).del('/sandbox/faults');
    // The faulted request never reached the provider: the refresh token was not used, so not rotated.
    const up = await tokenRequest(server.base, refresh);
    assert.equal(up.status, 200);
  });

  it('stall the token endpoint, then let the request through', async () => {
    await setFault({ path: 'oauth2/token', delayMs: 300 });
    const started = Date.now();
    const answer = await tokenRequest(server.base, { grant_type: 'refresh_token', client_id: 'member-portal', refresh_token: 'unknown' });
    assert.ok(Date.now() - started >= 280);
    assert.equal(answer.status, 400, 'the provider itself answers once the stall is over');
  });

  it('leave the sign-in pages and the provider’s other endpoints alone, whatever the pattern', async () => {
    await setFault({ path: 'oidc', status: 503 });
    assert.equal((await discovery()).status, 503);
    assert.equal((await fetch(`${server.base}/oidc/jwks`)).status, 200);
    const signedIn = await signIn(server.base, 'ben.dental').catch((error: unknown) => error);
    // The code exchange is the token endpoint's, and fails; everything before it (the pages) worked.
    assert.match(String(signedIn), /token failed: 503/);
  });
});

describe('injected faults on the member API', () => {
  it('still fail member API calls with a code of the catalogue', async () => {
    await setFault({ path: 'systemavailability', status: 503 });
    const failed = await api(server.base).get('public/systemavailability');
    assert.equal(failed.status, 503);
    assert.equal(failed.json.code, 'BP-NFA-009');
  });
});
