import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer } from 'node:net';
import { buildSandbox, type Sandbox } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

export const PASSWORD = 'Portal#2026';
export const PORTAL_ORIGIN = 'http://localhost:3000';
export const REDIRECT_URI = `${PORTAL_ORIGIN}/auth-success`;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export interface TestServer {
  base: string;
  sandbox: Sandbox;
  close(): Promise<void>;
  reset(): Promise<void>;
}

/** Starts the sandbox in-process on an ephemeral port (PGlite in memory, or DATABASE_URL). */
export async function startServer(env: Record<string, string> = {}): Promise<TestServer> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const config = loadConfig({
    ...process.env,
    PORT: String(port),
    SANDBOX_PUBLIC_URL: base,
    SANDBOX_DATA_DIR: 'memory',
    NODE_ENV: 'test',
    ...env,
  });
  const sandbox = await buildSandbox(config, { forceSeed: true });
  await sandbox.app.listen({ port, host: '127.0.0.1' });
  return {
    base,
    sandbox,
    close: () => sandbox.close(),
    reset: () => sandbox.reset(),
  };
}

/** Minimal cookie jar for the sign-in pages (ignores paths: fine for one host). */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(res: Response): void {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

export class Browser {
  readonly jar = new CookieJar();
  constructor(readonly base: string) {}

  url(pathOrUrl: string): string {
    return pathOrUrl.startsWith('http') ? pathOrUrl : `${this.base}${pathOrUrl}`;
  }

  async get(path: string): Promise<Response> {
    const res = await fetch(this.url(path), { redirect: 'manual', headers: { cookie: this.jar.header() } });
    this.jar.store(res);
    return res;
  }

  async post(path: string, form: Record<string, string>): Promise<Response> {
    const res = await fetch(this.url(path), {
      method: 'POST',
      redirect: 'manual',
      headers: { cookie: this.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(form).toString(),
    });
    this.jar.store(res);
    return res;
  }
}

export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('hex');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  return { verifier, challenge };
}

export function authorizeUrl(challenge: string, state = 'state-123', extra: Record<string, string> = {}): string {
  const params = new URLSearchParams({
    ...extra,
    client_id: 'member-portal',
    response_type: 'code',
    scope: 'openid profile offline_access',
    redirect_uri: REDIRECT_URI,
    state,
    code_challenge: challenge,
    code_challenge_method: 'S256',
  });
  return `/oidc/auth?${params}`;
}

export async function latestPasscode(base: string, to: string): Promise<string> {
  const res = await fetch(`${base}/sandbox/outbox?to=${encodeURIComponent(to)}`);
  const list = (await res.json()) as { body: string }[];
  const match = /\b(\d{6})\b/.exec(list[0]?.body ?? '');
  if (!match) throw new Error(`no passcode in outbox for ${to}`);
  return match[1]!;
}

/** Starts sign-in; returns the browser and the interaction path. */
export async function beginSignIn(base: string, challenge: string, extra: Record<string, string> = {}) {
  const browser = new Browser(base);
  const res = await browser.get(authorizeUrl(challenge, undefined, extra));
  const location = res.headers.get('location');
  if (res.status !== 303 || !location?.startsWith('/interaction/')) {
    throw new Error(`authorize did not redirect to an interaction: ${res.status} ${location} ${await res.text()}`);
  }
  return { browser, interaction: location };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  id_token: string;
  expires_in: number;
  token_type: string;
  scope: string;
}

export async function tokenRequest(base: string, form: Record<string, string>, origin = PORTAL_ORIGIN): Promise<Response> {
  return fetch(`${base}/oidc/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin },
    body: new URLSearchParams(form).toString(),
  });
}

/** Full sign-in: password, passcode from the outbox, code exchange with PKCE. */
export async function signIn(base: string, username: string, channel: 'email' | 'text' = 'email'): Promise<Tokens> {
  const { verifier, challenge } = pkcePair();
  const { browser, interaction } = await beginSignIn(base, challenge);
  const login = await browser.post(`${interaction}/login`, { username, password: PASSWORD });
  if (login.status !== 303) throw new Error(`login failed: ${login.status} ${await login.text()}`);
  const sent = await browser.post(`${interaction}/passcode/send`, { channel });
  if (sent.status !== 200) throw new Error(`send failed: ${sent.status}`);
  const address = channel === 'email' ? `${username}@example.com` : await phoneOf(base, username);
  const code = await latestPasscode(base, address);
  const verified = await browser.post(`${interaction}/passcode/verify`, { passcode: code });
  if (verified.status !== 303) throw new Error(`verify failed: ${verified.status} ${await verified.text()}`);
  let location = verified.headers.get('location')!;
  for (let i = 0; i < 5 && !location.startsWith(REDIRECT_URI); i += 1) {
    const res = await browser.get(location);
    location = res.headers.get('location') ?? '';
    if (!location) throw new Error(`redirect chain broke: ${res.status} ${await res.text()}`);
  }
  const code2 = new URL(location).searchParams.get('code');
  if (!code2) throw new Error(`no code in ${location}`);
  const res = await tokenRequest(base, {
    grant_type: 'authorization_code',
    client_id: 'member-portal',
    code: code2,
    code_verifier: verifier,
    redirect_uri: REDIRECT_URI,
  });
  if (res.status !== 200) throw new Error(`token failed: ${res.status} ${await res.text()}`);
  return (await res.json()) as Tokens;
}

const phones: Record<string, string> = {};
async function phoneOf(_base: string, username: string): Promise<string> {
  if (phones[username]) return phones[username]!;
  const { buildSeed } = await import('../src/seed/data.ts');
  const seed = await buildSeed();
  const user = seed.users.find((u) => u.username === username);
  if (!user) throw new Error(`unknown persona ${username}`);
  phones[username] = user.phone;
  return user.phone;
}

/** One call to the member API (a path relative to its base) or to any sandbox path (starting with "/"), read as JSON. */
async function callApi(
  base: string,
  method: string,
  path: string,
  options: { token?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const { token, body } = options;
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const res = await fetch(`${base}${path.startsWith('/') ? path : `/member/portal/v1/${path}`}`, {
    method,
    headers,
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: res.status, headers: res.headers, json: json as Record<string, unknown> & unknown[], text };
}

/** Small JSON client for the member API. */
export function api(base: string, token?: string) {
  const call = (method: string, path: string, body?: unknown) => callApi(base, method, path, { token, body });
  return {
    get: (path: string) => call('GET', path),
    post: (path: string, body?: unknown) => call('POST', path, body ?? {}),
    put: (path: string, body?: unknown) => call('PUT', path, body ?? {}),
    del: (path: string, body?: unknown) => call('DELETE', path, body),
  };
}

export function decodeJwt(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * The member API as a payment or an autopay change calls it: every write carries an Idempotency-Key,
 * a new random one unless the test gives it (`null`: no header at all).
 */
export function keyedApi(base: string, token: string) {
  const call = (method: string, path: string, body?: unknown, key: string | null = randomUUID()) =>
    callApi(base, method, path, { token, body, headers: key === null ? {} : { 'idempotency-key': key } });
  return {
    get: (path: string) => call('GET', path, undefined, null),
    post: (path: string, body: unknown, key?: string | null) => call('POST', path, body, key),
    put: (path: string, body: unknown, key?: string | null) => call('PUT', path, body, key),
  };
}
