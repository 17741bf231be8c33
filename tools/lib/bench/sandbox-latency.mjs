// @ts-check
// Two sandbox figures of performance, measured over HTTP against a running sandbox (the bench
// starts one with SANDBOX_DATA_DIR=memory):
// - the sign-in round trip as the portal's browser makes it (authorization request with PKCE, the
//   sandbox's sign-in pages, passcode by email read from the outbox, the code exchange);
// - member API reads under load (autocannon, 50 connections), with per-request percentiles.
// Both use the sandbox's development routes (/sandbox/outbox, /sandbox/reset), so they need a sandbox
// in development mode on a loopback address.
import { createHash, randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import { apps, portOf } from '../apps.mjs';

/**
 * The part of autocannon (a devDependency of @portal/tools, which has no @types/autocannon) used here.
 * @typedef {{ method: 'GET', path: string }} AutocannonRequest
 * @typedef {{ url: string, connections: number, duration: number, headers: Record<string, string>, requests: AutocannonRequest[] }} AutocannonOptions
 * @typedef {{ errors: number, timeouts: number, non2xx: number }} AutocannonResult
 * @typedef {{ on(event: 'response', listener: (client: unknown, statusCode: number, bytes: number, responseTimeMs: number) => void): unknown }} AutocannonInstance
 * @typedef {(options: AutocannonOptions, done: (error: Error | null, result: AutocannonResult) => void) => AutocannonInstance} Autocannon
 */
const loadCommonJs = createRequire(import.meta.url);
const autocannon = /** @type {Autocannon} */ (loadCommonJs('autocannon'));

const personaPassword = 'Portal#2026';
const clientId = 'member-portal';
const scope = 'openid profile offline_access';

/**
 * Personas the sign-in bench rotates over: every seeded member with an account except `lee.locked`
 * (kept for lock-out tests). All have the password above and `<username>@example.com`.
 */
const signInPersonas = Object.freeze([
  'ava.medical',
  'noah.dependent',
  'ben.dental',
  'cara.group',
  'dan.medicare',
  'eve.basic',
  'finn.teen',
  'gia.employee',
  'hal.inbox',
  'ivy.sso',
]);

/**
 * The sandbox's sign-in throttles (sandbox/src/oidc/interactions.ts `LIMITS`, docs/decisions/0018-sign-in-lands-on-a-plan.md), per
 * process and cleared by `POST /sandbox/reset`: sign-in 10 per account and 60 per client address in
 * 5 minutes, passcode sends 5 per account and 5 per destination in 10 minutes, passcode checks 60 per
 * client address in 5 minutes. Every bench sign-in uses the right password and the right passcode, so it
 * never counts towards the lock-out (third wrong password) or the passcode maximum (third wrong code).
 * The bench stays within the throttles by design: at most `perPersonaPerWindow` sign-ins per persona and
 * `perAddressPerWindow` in all (one client address: loopback) between two resets.
 */
const budget = Object.freeze({ perPersonaPerWindow: 4, perAddressPerWindow: 50 });

/** The member API reads of sandbox/scripts/load.ts (ava.medical's own data), requested in rotation. */
const memberApiReads = Object.freeze([
  'users/ava.medical/memberships',
  'users/ava.medical/accessrights/001/H1000100101/Medical',
  // The counts the bell asks for: her own and her 15-year-old's. Noah (19) keeps his inbox to himself
  // (docs/security.md, the access policy): asking for his count is refused with 403, as it should be.
  'message-center/H1000100101/messages/count?additionalRequestedMemberIds=H1000100103',
  'message-center/H1000100101/messages?page=1&pageSize=10',
  'members/H1000100101/claims?page=1&pageSize=10',
  'members/H1000100101/prior-authorizations',
]);

/**
 * The portal origin the sandbox accepts redirects from (`<origin>/auth-success`): the shell's, as
 * `startSandbox` configures PORTAL_ORIGINS.
 */
const defaultPortalOrigin = () =>
  `http://localhost:${portOf(apps[0] ?? { dir: 'shell', federationName: 'shell', kind: 'host', defaultPort: 3000 })}`;

class RateLimitedError extends Error {}

/** @param {string} sandboxUrl */
function checkedBase(sandboxUrl) {
  const base = sandboxUrl.replace(/\/+$/, '');
  // Like `pnpm load`: load and dev routes against loopback only.
  if (!/^http:\/\/(localhost|127\.\d+\.\d+\.\d+|\[::1\])(:\d+)?$/.test(base)) {
    throw new Error(`sandboxUrl must be a loopback http origin (got ${sandboxUrl})`);
  }
  return base;
}

/**
 * Nearest-rank percentile of ascending values.
 * @param {number[]} sorted
 * @param {number} p
 */
function percentile(sorted, p) {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? Number.NaN;
}

/** @param {number} ms */
const round = (ms) => Math.round(ms * 10) / 10;

/** Restores the seed and clears the sandbox's throttle windows (development route). @param {string} base */
async function resetSandbox(base) {
  const response = await fetch(`${base}/sandbox/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`POST /sandbox/reset answered ${response.status}: is the sandbox in development mode?`);
  await response.arrayBuffer();
}

/** A browser's cookies for one host (paths ignored: every cookie goes back to the sandbox). */
class Browser {
  /** @param {string} base */
  constructor(base) {
    this.base = base;
    /** @type {Map<string, string>} */
    this.cookies = new Map();
  }

  /** @param {Response} response */
  store(response) {
    for (const line of response.headers.getSetCookie()) {
      const pair = line.split(';')[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq < 1) continue;
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  cookieHeader() {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }

  /** @param {string} pathOrUrl */
  url(pathOrUrl) {
    return new URL(pathOrUrl, this.base).toString();
  }

  /**
   * A request as the browser sends it, without following redirects; the body is read (as a browser
   * reads the page) before returning.
   * @param {string} pathOrUrl
   * @param {Record<string, string>} [form]
   */
  async request(pathOrUrl, form) {
    /** @type {Record<string, string>} */
    const headers = { cookie: this.cookieHeader() };
    if (form) headers['content-type'] = 'application/x-www-form-urlencoded';
    const response = await fetch(this.url(pathOrUrl), {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers,
      body: form ? new URLSearchParams(form).toString() : undefined,
    });
    this.store(response);
    const text = await response.text();
    return { status: response.status, location: response.headers.get('location'), text };
  }
}

/** @param {{ status: number, text: string }} page @param {string} step @param {number} expected */
function expectStatus(page, step, expected) {
  if (page.status === expected) return;
  const code = /(LOG-\d{4})/.exec(page.text)?.[1];
  if (page.status === 429) throw new RateLimitedError(`${step}: throttled (${code ?? '429'})`);
  throw new Error(`${step}: expected ${expected}, got ${page.status}${code ? ` (${code})` : ''}`);
}

/**
 * One sign-in exactly as the portal's browser flow makes it, timed from the authorization request to
 * the token response.
 * @param {string} base
 * @param {string} username
 * @param {string} portalOrigin
 * @returns {Promise<{ ms: number, accessToken: string }>}
 */
async function signInOnce(base, username, portalOrigin) {
  const redirectUri = `${portalOrigin}/auth-success`;
  // The portal's verifier: 56 hex characters; its state: 32.
  const verifier = randomBytes(28).toString('hex');
  const state = randomBytes(16).toString('hex');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const authorize = `/oidc/auth?${new URLSearchParams({
    client_id: clientId,
    scope,
    redirect_uri: redirectUri,
    response_type: 'code',
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  })}`;
  const browser = new Browser(base);
  const started = performance.now();

  const authorized = await browser.request(authorize);
  if (authorized.status !== 303 || !authorized.location) throw new Error(`authorize: expected a redirect, got ${authorized.status}`);
  const interaction = new URL(browser.url(authorized.location)).pathname;
  if (!interaction.startsWith('/interaction/')) throw new Error(`authorize redirected to ${authorized.location}`);
  expectStatus(await browser.request(interaction), 'sign-in page', 200);

  const login = await browser.request(`${interaction}/login`, { username, password: personaPassword });
  expectStatus(login, `sign in as ${username}`, 303);
  expectStatus(await browser.request(login.location ?? interaction), 'passcode page', 200);

  expectStatus(await browser.request(`${interaction}/passcode/send`, { channel: 'email' }), 'send passcode', 200);
  const passcode = await latestPasscode(base, `${username}@example.com`);
  const verified = await browser.request(`${interaction}/passcode/verify`, { passcode });
  expectStatus(verified, 'verify passcode', 303);

  // Resume the authorization, the first-party consent step, and back to the portal with the code.
  let location = verified.location ?? '';
  for (let hop = 0; hop < 8 && !location.startsWith(redirectUri); hop += 1) {
    const next = await browser.request(location);
    if (!next.location) throw new Error(`sign-in redirects stopped at ${location}: ${next.status}`);
    location = next.location;
  }
  const back = new URL(location);
  const code = back.searchParams.get('code');
  if (!location.startsWith(redirectUri) || !code) throw new Error(`no authorization code: ${location}`);
  if (back.searchParams.get('state') !== state) throw new Error('the state came back changed');

  // The portal's token request (shared/session token-service): a CORS request from the portal origin.
  const response = await fetch(`${base}/oidc/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json', origin: portalOrigin },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      client_id: clientId,
      code,
      code_verifier: verifier,
      redirect_uri: redirectUri,
    }).toString(),
  });
  const tokens = /** @type {{ access_token?: string }} */ (await response.json());
  const ms = performance.now() - started;
  if (!response.ok || typeof tokens.access_token !== 'string') throw new Error(`token exchange answered ${response.status}`);
  return { ms, accessToken: tokens.access_token };
}

/**
 * The newest passcode sent to an address (sandbox/README.md#personas: the only 6-digit number in the body), as
 * tools/lib/sandbox-sign-in.mjs reads it.
 * @param {string} base
 * @param {string} to
 */
async function latestPasscode(base, to) {
  const response = await fetch(`${base}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`the sandbox outbox answered ${response.status}`);
  const messages = /** @type {{ body: string }[]} */ (await response.json());
  const passcode = /\b\d{6}\b/.exec(messages[0]?.body ?? '')?.[0];
  if (!passcode) throw new Error(`no passcode was sent to ${to}`);
  return passcode;
}

/**
 * Sign-in round trip (authorize to tokens, passcode included) over `samples` sign-ins, after one
 * untimed warm-up sign-in. Rotates over ten personas and resets the sandbox (`POST /sandbox/reset`,
 * outside the timed part) before each batch of sign-ins that fits the throttles, and once at the end so
 * the next user of the sandbox finds fresh throttle windows and the seed. Run it only against a
 * sandbox whose data may be reset (the bench's own, in memory).
 * @param {{ sandboxUrl: string, samples?: number, portalOrigin?: string }} options
 * @returns {Promise<{ samples: number, p50Ms: number, p95Ms: number, maxMs: number }>}
 */
export async function measureSignInRoundTrip({ sandboxUrl, samples = 40, portalOrigin = defaultPortalOrigin() }) {
  const base = checkedBase(sandboxUrl);
  if (!Number.isInteger(samples) || samples < 1) throw new RangeError(`samples must be a positive integer, got ${samples}`);
  const perBatch = Math.min(signInPersonas.length * budget.perPersonaPerWindow, budget.perAddressPerWindow);
  const signIns = samples + 1; // the first is the warm-up
  /** @type {number[]} */
  const durations = [];
  try {
    for (let i = 0; i < signIns; i += 1) {
      if (i % perBatch === 0) await resetSandbox(base);
      const username = signInPersonas[i % signInPersonas.length] ?? 'ava.medical';
      const { ms } = await signInOnce(base, username, portalOrigin);
      if (i > 0) durations.push(ms);
    }
  } finally {
    await resetSandbox(base).catch(() => undefined);
  }
  durations.sort((a, b) => a - b);
  return {
    samples: durations.length,
    p50Ms: round(percentile(durations, 50)),
    p95Ms: round(percentile(durations, 95)),
    maxMs: round(durations.at(-1) ?? Number.NaN),
  };
}

/**
 * An access token for ava.medical, signed in the way the portal does. Should an earlier user of the
 * sandbox have spent ava's passcode sends, the throttles are reset once and the sign-in repeated.
 * @param {string} base
 * @param {string} portalOrigin
 */
async function memberAccessToken(base, portalOrigin) {
  try {
    return (await signInOnce(base, 'ava.medical', portalOrigin)).accessToken;
  } catch (error) {
    if (!(error instanceof RateLimitedError)) throw error;
    await resetSandbox(base);
    return (await signInOnce(base, 'ava.medical', portalOrigin)).accessToken;
  }
}

/**
 * Member API reads under load: `connections` concurrent connections for `seconds`, each requesting
 * ava.medical's six read endpoints of `pnpm load` in rotation with one access token. The percentiles
 * are per request, from every response's own time (autocannon reports no p95 of its own), over all
 * responses (2xx or not).
 * @param {{ sandboxUrl: string, connections?: number, seconds?: number, portalOrigin?: string }} options
 * @returns {Promise<{ connections: number, seconds: number, requests: number, errors: number, non2xx: number, p50Ms: number, p95Ms: number, p99Ms: number }>}
 */
export async function measureMemberApiReads({ sandboxUrl, connections = 50, seconds = 10, portalOrigin = defaultPortalOrigin() }) {
  const base = checkedBase(sandboxUrl);
  if (!Number.isInteger(connections) || connections < 1 || connections > 500)
    throw new RangeError(`connections must be 1-500, got ${connections}`);
  // The access token lives 5 minutes (ACCESS_TOKEN_TTL_SECONDS); `pnpm load` caps runs at 60 s.
  if (!Number.isFinite(seconds) || seconds <= 0 || seconds > 60) throw new RangeError(`seconds must be within (0, 60], got ${seconds}`);
  const token = await memberAccessToken(base, portalOrigin);
  /** @type {number[]} */
  const latencies = [];
  let non2xx = 0;
  /** @type {AutocannonResult} */
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}`, accept: 'application/json' },
        requests: memberApiReads.map((path) => ({ method: 'GET', path: `/member/portal/v1/${path}` })),
      },
      (error, finished) => (error ? reject(error) : resolve(finished)),
    );
    // Every response's own time (ms, from its request being written to its last byte).
    instance.on('response', (_client, statusCode, _bytes, responseTimeMs) => {
      latencies.push(responseTimeMs);
      if (statusCode < 200 || statusCode > 299) non2xx += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  return {
    connections,
    seconds,
    requests: latencies.length,
    // Connection errors and timeouts (autocannon counts a timeout as an error too).
    errors: result.errors,
    non2xx,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    p99Ms: round(percentile(latencies, 99)),
  };
}
