// A remote served by the test itself, on a port of its own, so a test can stop it, start it again or
// deploy a new build to it while the portal keeps running. The shell is pointed at it with the QA
// override (?remote.<name>=<manifest URL>), exactly as QA tests a branch build.
import type { Server } from 'node:http';
import { startStaticServer } from '@portal/tools/static-server';

export class TestRemoteServer {
  private server: Server | null = null;

  constructor(
    readonly root: string,
    readonly port: number,
  ) {}

  get manifestUrl(): string {
    return `http://localhost:${this.port}/mf-manifest.json`;
  }

  async start(): Promise<void> {
    this.server = await startStaticServer({ root: this.root, port: this.port, spa: false, csp: "default-src 'none'", cors: true });
  }

  async stop(): Promise<void> {
    const server = this.server;
    this.server = null;
    if (!server) return;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
}
