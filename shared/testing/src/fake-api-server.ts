// A real HTTP server on an ephemeral loopback port that stands in for the member API (or another
// service) in Jest tests: CORS for jsdom, JSON bodies parsed, every request recorded. Each test decides
// the answers in `respond`.
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  body: unknown;
  headers: http.IncomingHttpHeaders;
}

export interface FakeAnswer {
  status: number;
  /** A string is sent as is; anything else as JSON. */
  body?: unknown;
  delayMs?: number;
  /** application/json unless given (a PDF document answers application/pdf). */
  contentType?: string;
}

export interface FakeApiServer {
  /** http://127.0.0.1:<port> */
  origin: string;
  received: RecordedRequest[];
  close(): Promise<void>;
}

export async function startFakeApiServer(respond: (request: RecordedRequest) => FakeAnswer): Promise<FakeApiServer> {
  const received: RecordedRequest[] = [];
  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', 'Authorization, Content-Type, Idempotency-Key');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, DELETE');
    if (req.method === 'OPTIONS') return void res.writeHead(204).end();
    let raw = '';
    req.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    req.on('end', () => {
      let body: unknown = raw;
      try {
        body = raw ? JSON.parse(raw) : null;
      } catch {
        // Not JSON: the raw text is what the test sees.
      }
      const request = { method: req.method ?? '', url: req.url ?? '', body, headers: req.headers };
      received.push(request);
      const answer = respond(request);
      const send = () => {
        const text = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body ?? null);
        res.writeHead(answer.status, { 'Content-Type': answer.contentType ?? 'application/json' }).end(text);
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
