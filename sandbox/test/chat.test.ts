import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { PORTAL_ORIGIN, startServer, type TestServer } from './helpers.ts';

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

type Json = Record<string, unknown>;

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.base}/sandbox/chat${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, json: (text ? JSON.parse(text) : null) as Json };
}

const start = (body: unknown = { campaign: 'MemberPortal', timeZone: 'America/Chicago', contactName: 'Ava' }) =>
  call('POST', '/sessions', body);

describe('sandbox chat provider (development routes)', () => {
  it('starts a chat that an agent accepts with a greeting, answers each message and ends on request', async () => {
    const started = await start();
    assert.equal(started.status, 201);
    assert.equal(started.headers.get('cache-control'), 'no-store');
    const sessionId = String(started.json.sessionId);
    assert.match(sessionId, /^[0-9a-f-]{36}$/);
    assert.equal(started.json.state, 'accepted');
    assert.deepEqual(started.json.agent, { name: 'Sam' });
    assert.equal(started.json.timeZone, 'America/Chicago');
    const [greeting] = started.json.messages as Json[];
    assert.equal(greeting!.from, 'agent');
    assert.match(String(greeting!.text), /^Hi Ava, I'm Sam with the MemberPortal team\. It's .*(CST|CDT)/);

    const sent = await call('POST', `/sessions/${sessionId}/messages`, { text: '  Where are my claims?  ' });
    assert.equal(sent.status, 201);
    const [mine, reply] = sent.json.messages as Json[];
    assert.deepEqual({ from: mine!.from, text: mine!.text, id: mine!.id }, { from: 'member', text: 'Where are my claims?', id: 2 });
    assert.equal(reply!.from, 'agent');
    assert.match(String(reply!.text), /Claims page/);

    const transcript = await call('GET', `/sessions/${sessionId}`);
    assert.equal((transcript.json.messages as Json[]).length, 3);

    const ended = await call('DELETE', `/sessions/${sessionId}`);
    assert.deepEqual(ended.json, { sessionId, state: 'ended', endedBy: 'member' });
    assert.equal((await call('DELETE', `/sessions/${sessionId}`)).status, 200, 'ending twice changes nothing');
    const late = await call('POST', `/sessions/${sessionId}/messages`, { text: 'hello?' });
    assert.equal(late.status, 409);
    assert.equal(late.json.code, 'BP-NFA-409');
  });

  it('greets without a name when none is given', async () => {
    const started = await start({ campaign: 'MemberPortal', timeZone: 'America/Chicago' });
    assert.match(String((started.json.messages as Json[])[0]!.text), /^Hi there,/);
  });

  it('refuses bad input with 400 and a code, and never crashes', async () => {
    const bad: [string, string, unknown][] = [
      ['POST', '/sessions', {}],
      ['POST', '/sessions', { campaign: '', timeZone: 'America/Chicago' }],
      ['POST', '/sessions', { campaign: '   ', timeZone: 'America/Chicago' }],
      ['POST', '/sessions', { campaign: 'C', timeZone: 'Mars/Olympus_Mons' }],
      ['POST', '/sessions', { campaign: 'C', timeZone: 'America/Chicago', contactName: 'x'.repeat(61) }],
      ['POST', '/sessions', { campaign: 'C', timeZone: 'America/Chicago', memberId: 'H1' }],
      ['POST', '/sessions', { campaign: 42, timeZone: 'America/Chicago' }],
      ['POST', '/sessions', '{"campaign": '],
      ['POST', '/sessions', '[]'],
      ['GET', '/sessions/not-a-uuid', undefined],
      ['DELETE', '/sessions/not-a-uuid', undefined],
    ];
    for (const [method, path, body] of bad) {
      const res = await call(method, path, body);
      assert.equal(res.status, 400, `${method} ${path} ${JSON.stringify(body)}`);
      assert.equal(res.json.code, 'BP-NFA-400');
      assert.equal(typeof res.json.message, 'string');
    }
    const timeZone = await call('POST', '/sessions', { campaign: 'C', timeZone: 'Mars/Olympus_Mons' });
    assert.deepEqual(timeZone.json.validationErrors, [{ field: 'timeZone', message: 'Must be an IANA time zone, e.g. America/Chicago.' }]);

    const sessionId = String((await start()).json.sessionId);
    for (const body of [{}, { text: '' }, { text: '   ' }, { text: 'x'.repeat(2001) }, { text: 'hi', extra: 1 }, { text: 7 }]) {
      const res = await call('POST', `/sessions/${sessionId}/messages`, body);
      assert.equal(res.status, 400, JSON.stringify(body));
      assert.equal(res.json.code, 'BP-NFA-400');
    }
    // The service still answers after all that.
    assert.equal((await call('POST', `/sessions/${sessionId}/messages`, { text: 'still there?' })).status, 201);
  });

  it('answers 404 with a code for an unknown chat', async () => {
    const unknown = '00000000-0000-4000-8000-000000000000';
    for (const [method, path, body] of [
      ['GET', `/sessions/${unknown}`, undefined],
      ['POST', `/sessions/${unknown}/messages`, { text: 'hi' }],
      ['DELETE', `/sessions/${unknown}`, undefined],
    ] as const) {
      const res = await call(method, path, body);
      assert.equal(res.status, 404, `${method} ${path}`);
      assert.equal(res.json.code, 'BP-NFA-404');
    }
  });

  it('forgets every chat on reset', async () => {
    const sessionId = String((await start()).json.sessionId);
    await server.reset();
    assert.equal((await call('GET', `/sessions/${sessionId}`)).status, 404);
  });

  it('answers CORS for the portal origins only, like the API', async () => {
    const preflight = await fetch(`${server.base}/sandbox/chat/sessions`, {
      method: 'OPTIONS',
      headers: { origin: PORTAL_ORIGIN, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), PORTAL_ORIGIN);
    assert.match(preflight.headers.get('access-control-allow-methods') ?? '', /DELETE/);
    const started = await call('POST', '/sessions', { campaign: 'C', timeZone: 'America/Chicago' }, { origin: PORTAL_ORIGIN });
    assert.equal(started.headers.get('access-control-allow-origin'), PORTAL_ORIGIN);
    const evil = await call('POST', '/sessions', { campaign: 'C', timeZone: 'America/Chicago' }, { origin: 'http://evil.example' });
    assert.equal(evil.headers.get('access-control-allow-origin'), null);
  });
});
