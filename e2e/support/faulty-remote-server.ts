// A remote served by a tiny server of the test's own that can misbehave the ways a remote's host does:
// accept a request and never answer it (stall), answer 404 for a file that is gone, or send a file that
// is broken. The shell is pointed at it with the QA override (?remote.<name>=<manifest URL>), as
// TestRemoteServer is. Files are served from a build folder, with CORS, and without caching.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';

type Misbehaviour = { kind: 'stall' } | { kind: 'missing' } | { kind: 'broken'; body: string };

const contentTypes: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json' };

export class FaultyRemoteServer {
  private server: http.Server | null = null;
  private readonly misbehaviours: { path: RegExp; misbehaviour: Misbehaviour }[] = [];
  private readonly stalled = new Set<http.ServerResponse>();
  private readonly awaited: { path: RegExp; arrived: () => void }[] = [];

  constructor(
    readonly root: string,
    readonly port: number,
  ) {}

  get origin(): string {
    return `http://localhost:${this.port}`;
  }

  get manifestUrl(): string {
    return `${this.origin}/mf-manifest.json`;
  }

  /** Requests for these paths are accepted and never answered. */
  stall(paths: RegExp): this {
    this.misbehaviours.push({ path: paths, misbehaviour: { kind: 'stall' } });
    return this;
  }

  /** These paths answer 404, as a file left out of a deployment would. */
  miss(paths: RegExp): this {
    this.misbehaviours.push({ path: paths, misbehaviour: { kind: 'missing' } });
    return this;
  }

  /** These paths answer `body` instead of the built file. */
  break(paths: RegExp, body: string): this {
    this.misbehaviours.push({ path: paths, misbehaviour: { kind: 'broken', body } });
    return this;
  }

  /**
   * Resolves when the server receives a request for `path` (from now on). A test that moves the
   * browser's clock waits for this rather than the browser's request event: the browser arms its own
   * timer for a request before it sends it, so by then the timer is there to be moved.
   */
  received(path: RegExp): Promise<void> {
    return new Promise((arrived) => this.awaited.push({ path, arrived }));
  }

  /**
   * From now on every file is served as built. The requests it held are dropped, as a restarted
   * server's are: until then the browser would make a new request for the same file wait on the old one.
   */
  heal(): void {
    this.misbehaviours.length = 0;
    for (const response of this.stalled) response.destroy();
    this.stalled.clear();
  }

  private answer(request: http.IncomingMessage, response: http.ServerResponse): void {
    const pathname = new URL(request.url ?? '/', this.origin).pathname;
    for (const waiter of this.awaited.filter((candidate) => candidate.path.test(pathname))) {
      this.awaited.splice(this.awaited.indexOf(waiter), 1);
      waiter.arrived();
    }
    const misbehaviour = this.misbehaviours.find((candidate) => candidate.path.test(pathname))?.misbehaviour;
    if (misbehaviour?.kind === 'stall') {
      this.stalled.add(response);
      return;
    }
    const headers = { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-store' };
    const file = path.join(this.root, path.normalize(pathname));
    if (misbehaviour?.kind === 'missing' || !file.startsWith(this.root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404, headers).end('Not found');
      return;
    }
    const body = misbehaviour?.kind === 'broken' ? misbehaviour.body : fs.readFileSync(file);
    response.writeHead(200, { ...headers, 'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  }

  async start(): Promise<void> {
    const server = http.createServer((request, response) => this.answer(request, response));
    await new Promise<void>((resolve) => server.listen(this.port, '127.0.0.1', resolve));
    this.server = server;
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    this.heal();
    if (!server) return;
    // No new connection once closing starts, then none of the open ones (the page's keep-alive ones too).
    const closed = new Promise((resolve) => server.close(resolve));
    server.closeAllConnections();
    await closed;
  }
}
