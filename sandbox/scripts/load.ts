/**
 * Bounded load test of member API reads over loopback: 50 connections for 10 seconds (override with
 * LOAD_CONNECTIONS / LOAD_SECONDS). Starts its own sandbox in a child process (in-memory PGlite)
 * unless SANDBOX_URL points at a running one (loopback only). Prints p50/p95/p99 per endpoint mix.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import autocannon from 'autocannon';
import { sandboxRoot } from '../src/config.ts';
import { signIn } from '../test/helpers.ts';

const connections = Number(process.env.LOAD_CONNECTIONS ?? 50);
const seconds = Math.min(Number(process.env.LOAD_SECONDS ?? 10), 60);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const a = srv.address();
      srv.close(() => resolve(typeof a === 'object' && a ? a.port : 0));
    });
  });
}

async function startChild(): Promise<{ base: string; child: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(sandboxRoot, 'src', 'main.ts')], {
    cwd: sandboxRoot,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', SANDBOX_PUBLIC_URL: base, SANDBOX_DATA_DIR: 'memory', DATABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('sandbox did not start within 60 s')), 60_000);
    child.stdout!.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('sandbox listening')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`sandbox exited with ${code}`)));
  });
  return { base, child };
}

function percentile(sorted: number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const external = process.env.SANDBOX_URL;
if (external && !/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(external)) {
  console.error('SANDBOX_URL must be a loopback address.');
  process.exit(2);
}
const { base, child } = external ? { base: external, child: undefined } : await startChild();

try {
  const { access_token: token } = await signIn(base, 'ava.medical');
  const prefix = '/member/portal/v1';
  const reads = [
    `${prefix}/users/ava.medical/memberships`,
    `${prefix}/users/ava.medical/accessrights/001/H1000100101/Medical`,
    // Mia (15) only: Noah (19) keeps his inbox to himself, so naming him is refused.
    `${prefix}/message-center/H1000100101/messages/count?additionalRequestedMemberIds=H1000100103`,
    `${prefix}/message-center/H1000100101/messages?page=1&pageSize=10`,
    `${prefix}/members/H1000100101/claims?page=1&pageSize=10`,
    `${prefix}/members/H1000100101/prior-authorizations`,
  ];
  const latencies: number[] = [];
  let errors = 0;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections,
        duration: seconds,
        headers: { authorization: `Bearer ${token}` },
        requests: reads.map((p) => ({ method: 'GET', path: p })),
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== 200) errors += 1;
    });
  });
  latencies.sort((a, b) => a - b);
  console.log(`member API reads: ${connections} connections, ${seconds} s, ${reads.length} endpoints in rotation`);
  console.log(
    `requests ${result.requests.total} (${result.requests.average.toFixed(0)}/s), non-200 ${errors}, errors ${result.errors}, timeouts ${result.timeouts}`,
  );
  console.log(
    `latency ms: p50 ${percentile(latencies, 50).toFixed(1)}  p95 ${percentile(latencies, 95).toFixed(1)}  p99 ${percentile(latencies, 99).toFixed(1)}  max ${latencies.at(-1)?.toFixed(1)}`,
  );
  const p95 = percentile(latencies, 95);
  console.log(p95 <= 50 ? 'p95 within the 50 ms budget' : 'p95 OVER the 50 ms budget');
} finally {
  if (child) {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}
