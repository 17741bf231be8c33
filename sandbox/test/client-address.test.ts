import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { THROTTLE_RULES } from '../src/auth/throttle-policy.ts';
import { clientAddress } from '../src/http/client-address.ts';
import { startServer, type TestServer } from './helpers.ts';

// Per-address throttles count the browser behind the portal's gateway, and only the gateway (which
// proves itself with PORTAL_GATEWAY_KEY) may say who that is.

const KEY = 'gateway-key-for-the-client-address-tests';
const SOCKET = '127.0.0.1';

const at = (headers: Record<string, string>) => clientAddress({ ip: SOCKET, headers }, KEY);

describe('clientAddress', () => {
  it('takes the socket address when the gateway key is missing, wrong, or not configured', () => {
    assert.equal(at({ 'x-forwarded-for': '203.0.113.7' }), SOCKET);
    assert.equal(at({ 'x-forwarded-for': '203.0.113.7', 'x-portal-gateway-key': `${KEY}x` }), SOCKET);
    assert.equal(at({ forwarded: 'for=203.0.113.7', 'x-portal-gateway-key': '' }), SOCKET);
    assert.equal(clientAddress({ ip: SOCKET, headers: { 'x-forwarded-for': '203.0.113.7', 'x-portal-gateway-key': '' } }, ''), SOCKET);
    assert.equal(
      clientAddress({ ip: SOCKET, headers: { 'x-forwarded-for': '203.0.113.7', 'x-portal-gateway-key': KEY } }, undefined),
      SOCKET,
    );
  });

  it('with the key, takes the right-most Forwarded for= (IPv6 quoted and bracketed, ports dropped)', () => {
    const key = { 'x-portal-gateway-key': KEY };
    assert.equal(at({ ...key, forwarded: 'for=198.51.100.1, for=203.0.113.7' }), '203.0.113.7');
    assert.equal(at({ ...key, forwarded: 'for="[2001:db8:cafe::17]:4711";proto=https' }), '2001:db8:cafe::17');
    assert.equal(at({ ...key, forwarded: 'proto=http;for="203.0.113.9:8080"' }), '203.0.113.9');
    assert.equal(at({ ...key, forwarded: 'for="[::1]"' }), '::1');
  });

  it('with the key, falls back to the right-most X-Forwarded-For, then to the socket for no address', () => {
    const key = { 'x-portal-gateway-key': KEY };
    assert.equal(at({ ...key, 'x-forwarded-for': '198.51.100.1, 203.0.113.8' }), '203.0.113.8');
    assert.equal(at({ ...key, forwarded: 'for=unknown', 'x-forwarded-for': '203.0.113.8' }), '203.0.113.8');
    assert.equal(at({ ...key, forwarded: 'for=_hidden' }), SOCKET);
    assert.equal(at({ ...key, 'x-forwarded-for': 'not-an-address' }), SOCKET);
    assert.equal(at(key), SOCKET);
  });
});

describe('per-address throttles behind the gateway', () => {
  let server: TestServer;
  before(async () => {
    server = await startServer({ PORTAL_GATEWAY_KEY: KEY });
  });
  after(async () => {
    await server.close();
  });
  beforeEach(async () => {
    await server.reset();
  });

  const { limit } = THROTTLE_RULES.usernameRemindersPerAddress;
  /** A forgot-username request (counted per address, every attempt), from a different email each time. */
  const remind = (i: number, headers: Record<string, string>) =>
    fetch(`${server.base}/member/portal/v1/public/account-recovery/username`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({ email: `reminder.${i}@example.com`, dateOfBirth: '1990-01-01' }),
    });

  it('a forged X-Forwarded-For without the key does not change the counted address', async () => {
    for (let i = 0; i < limit; i += 1) assert.equal((await remind(i, { 'x-forwarded-for': `203.0.113.${i}` })).status, 200);
    assert.equal((await remind(limit, { 'x-forwarded-for': '198.51.100.200' })).status, 429);
    assert.equal((await remind(limit, { forwarded: 'for=198.51.100.201', 'x-portal-gateway-key': 'a guess' })).status, 429);
  });

  it('with the gateway key, each forwarded client address is counted on its own', async () => {
    const from = (address: string) => ({ 'x-forwarded-for': address, forwarded: `for="[${address}]"`, 'x-portal-gateway-key': KEY });
    for (let i = 0; i < limit; i += 1) assert.equal((await remind(i, from('2001:db8::1'))).status, 200);
    assert.equal((await remind(limit, from('2001:db8::1'))).status, 429, 'the first browser is at its limit');
    assert.equal((await remind(limit + 1, from('2001:db8::2'))).status, 200, 'another browser behind the same gateway is not');
  });
});
