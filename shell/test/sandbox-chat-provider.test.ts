import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChatProviderEvent } from '../src/chat/chat-provider';
import { createSandboxChatProvider } from '../src/chat/sandbox-chat-provider';

// Answers as the sandbox's /sandbox/chat routes do (sandbox sandbox/README.md#simulated-live-chat-sandboxchat-not-in-production).
const sessionId = '2f1c7a52-5a8e-4c1e-9a51-0c3f6a1b2d3e';
let messageStatus = 201;
let deleteStatus = 200;
const received: { method: string; url: string; body: unknown; contentType: string | undefined; authorization: string | undefined }[] = [];
const server = http.createServer((req, res) => {
  res.setHeader('Access-Control-Allow-Origin', '*');
  res.setHeader('Access-Control-Allow-Headers', 'Content-Type');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, DELETE');
  if (req.method === 'OPTIONS') return void res.writeHead(204).end();
  let raw = '';
  req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
  req.on('end', () => {
    received.push({
      method: req.method ?? '',
      url: req.url ?? '',
      body: raw ? JSON.parse(raw) : null,
      contentType: req.headers['content-type'],
      authorization: req.headers.authorization,
    });
    const json = (status: number, body: unknown) => res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
    if (req.url?.startsWith('/slow/')) return void setTimeout(() => json(503, { code: 'BP-NFA-503', message: 'late' }), 300);
    if (req.method === 'POST' && req.url === '/sandbox/chat/sessions') {
      return json(201, {
        sessionId,
        state: 'accepted',
        endedBy: null,
        campaign: 'MemberPortal',
        timeZone: 'America/Chicago',
        agent: { name: 'Sam' },
        messages: [{ id: 1, from: 'agent', text: 'Hi Ava, how can I help?', sentAt: '2026-11-02T15:00:00.000Z' }],
      });
    }
    if (req.method === 'POST' && req.url === `/sandbox/chat/sessions/${sessionId}/messages`) {
      if (messageStatus !== 201) return json(messageStatus, { code: `BP-NFA-${messageStatus}`, message: 'no' });
      return json(201, {
        messages: [
          { id: 2, from: 'member', text: 'Where are my claims?', sentAt: '2026-11-02T15:00:05.000Z' },
          { id: 3, from: 'agent', text: 'On the Claims page.', sentAt: '2026-11-02T15:00:06.000Z' },
        ],
      });
    }
    if (req.method === 'DELETE' && req.url === `/sandbox/chat/sessions/${sessionId}`) {
      return json(deleteStatus, { sessionId, state: 'ended', endedBy: 'member' });
    }
    return json(404, { code: 'BP-NFA-404', message: 'No route.' });
  });
});

let baseUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sandbox/chat/`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => {
  received.length = 0;
  messageStatus = 201;
  deleteStatus = 200;
});

const options = { timeZone: 'America/Chicago', campaign: 'MemberPortal', colors: { primary: '#00457c', onPrimary: '#ffffff' } };

async function startedSession(contactName?: string) {
  const session = await createSandboxChatProvider(baseUrl).start({ ...options, ...(contactName ? { contactName } : {}) });
  const events: ChatProviderEvent[] = [];
  session.subscribe((event) => events.push(event));
  return { session, events };
}

describe('sandbox chat provider (ChatProvider over /sandbox/chat)', () => {
  it('starts a chat with campaign, time zone and the Preferred Name, without the member token, and reports the acceptance and greeting', async () => {
    const { session, events } = await startedSession('Ava');
    expect(session.id).toBe(sessionId);
    expect(received).toEqual([
      {
        method: 'POST',
        url: '/sandbox/chat/sessions',
        body: { campaign: 'MemberPortal', timeZone: 'America/Chicago', contactName: 'Ava' },
        contentType: 'application/json',
        authorization: undefined,
      },
    ]);
    // Raised before anyone subscribed, delivered to the first subscriber in order.
    expect(events).toEqual([
      { type: 'accepted', agentName: 'Sam' },
      {
        type: 'message',
        message: { id: `${sessionId}:1`, from: 'agent', text: 'Hi Ava, how can I help?', sentAt: '2026-11-02T15:00:00.000Z' },
      },
    ]);
  });

  it('leaves out an empty contact name', async () => {
    await startedSession();
    expect(received[0]?.body).toEqual({ campaign: 'MemberPortal', timeZone: 'America/Chicago' });
  });

  it("sends a message and reports it with the agent's reply", async () => {
    const { session, events } = await startedSession();
    events.length = 0;
    await session.send('Where are my claims?');
    expect(received[1]).toMatchObject({
      method: 'POST',
      url: `/sandbox/chat/sessions/${sessionId}/messages`,
      body: { text: 'Where are my claims?' },
    });
    expect(events.map((event) => (event.type === 'message' ? [event.message.from, event.message.text] : event.type))).toEqual([
      ['member', 'Where are my claims?'],
      ['agent', 'On the Claims page.'],
    ]);
  });

  it('rejects a message that was not delivered, and the chat goes on', async () => {
    const { session, events } = await startedSession();
    events.length = 0;
    messageStatus = 500;
    await expect(session.send('hello')).rejects.toThrow();
    expect(events).toEqual([]);
    messageStatus = 201;
    await expect(session.send('hello again')).resolves.toBeUndefined();
  });

  it('reports terminate by the agent when the provider no longer has the chat', async () => {
    const { session, events } = await startedSession();
    events.length = 0;
    messageStatus = 409;
    await session.send('hello?');
    expect(events).toEqual([{ type: 'terminate', by: 'agent' }]);
    await expect(session.send('anyone?')).rejects.toThrow('the chat has ended');
  });

  it('ends the chat with DELETE and reports terminate once, even when the provider cannot be reached', async () => {
    const { session, events } = await startedSession();
    events.length = 0;
    deleteStatus = 503;
    await session.end();
    await session.end();
    expect(received.filter((request) => request.method === 'DELETE')).toEqual([
      { method: 'DELETE', url: `/sandbox/chat/sessions/${sessionId}`, body: null, contentType: undefined, authorization: undefined },
    ]);
    expect(events).toEqual([{ type: 'terminate', by: 'member' }]);
  });

  it('gives up on a request the service does not answer in time', async () => {
    const provider = createSandboxChatProvider(baseUrl.replace('/sandbox/chat/', '/slow/chat'), 50);
    await expect(provider.start(options)).rejects.toThrow();
    expect(received.at(-1)?.url).toBe('/slow/chat/sessions');
  });

  it('refuses to start when the service answers without a session', async () => {
    const provider = createSandboxChatProvider(baseUrl.replace('/sandbox/chat/', '/elsewhere'));
    await expect(provider.start(options)).rejects.toThrow();
  });
});
