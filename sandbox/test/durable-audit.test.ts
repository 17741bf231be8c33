import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { eq, sql } from 'drizzle-orm';
import { auditLog } from '../src/db/schema.ts';
import { openDatabase } from '../src/db/client.ts';
import { DataFolderInUseError } from '../src/db/data-folder-lock.ts';
import { api, signIn, startServer, type TestServer } from './helpers.ts';

/*
 * The audit trail is durable: an entry is in the table before the answer it is about leaves, a write's
 * entries commit with the write itself (so a write whose entries cannot be written is not kept), one
 * sandbox at a time writes a data folder, and /health asks the database.
 */

const actor = 'gia.employee';
let server: TestServer;
let token = '';

before(async () => {
  server = await startServer();
  token = (await signIn(server.base, actor)).access_token;
});
after(async () => {
  await server.close();
});

/** Entries by the actor for this route, read from the table itself (no waiting for queued writes). */
async function entriesFor(route: string) {
  const rows = await server.sandbox.database.root.select().from(auditLog).where(eq(auditLog.actor, actor));
  return rows.filter((row) => row.route === route);
}

describe('a durable audit trail', () => {
  it('has a read’s entry in the table as soon as the answer arrives', async () => {
    const route = 'GET /users/:userId/settings';
    const before = (await entriesFor(route)).length;
    assert.equal((await api(server.base, token).get(`users/${actor}/settings`)).status, 200);
    assert.equal((await entriesFor(route)).length, before + 1);
  });

  it('has a write’s entry in the table as soon as the answer arrives', async () => {
    const route = 'PUT /users/:userId/profile/display-name';
    const before = (await entriesFor(route)).length;
    assert.equal((await api(server.base, token).put(`users/${actor}/profile/display-name`, { displayName: 'Gia Written' })).status, 200);
    assert.equal((await entriesFor(route)).length, before + 1);
  });

  it('keeps no write whose entries cannot be written, and serves no read unaudited', async (context) => {
    const audit = server.sandbox.audit as unknown as { insert: (...args: unknown[]) => Promise<void> };
    const original = audit.insert;
    audit.insert = async () => {
      throw new Error('the audit table is unavailable');
    };
    context.after(() => {
      audit.insert = original;
    });
    const client = api(server.base, token);
    const changed = await client.put(`users/${actor}/profile/display-name`, { displayName: 'Gia Unaudited' });
    assert.equal(changed.status, 500);
    assert.deepEqual(changed.json, { code: 'BP-NFA-100', message: 'An error occurred. We are working on a fix.' });
    const read = await client.get(`users/${actor}/settings`);
    assert.equal(read.status, 500);
    assert.doesNotMatch(read.text, /Gia/);
    audit.insert = original;
    const settings = await client.get(`users/${actor}/settings`);
    assert.notEqual((settings.json as { displayName?: string }).displayName, 'Gia Unaudited');
  });

  it('answers /health only when the database answers', async (context) => {
    assert.equal((await fetch(`${server.base}/health`)).status, 200);
    const root = server.sandbox.database.root as unknown as { execute: (query: unknown) => Promise<unknown> };
    const execute = root.execute;
    root.execute = async () => {
      throw new Error('database gone');
    };
    context.after(() => {
      root.execute = execute;
    });
    const down = await fetch(`${server.base}/health`);
    assert.equal(down.status, 503);
    root.execute = execute;
    assert.equal((await fetch(`${server.base}/health`)).status, 200);
    void sql;
  });
});

describe('one sandbox per data folder', () => {
  it('refuses a second opening of a folder in use, and takes over a lock whose process is gone', async () => {
    const dataDir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-lock-')), 'data');
    const first = await openDatabase({ dataDir });
    try {
      await assert.rejects(openDatabase({ dataDir }), DataFolderInUseError);
    } finally {
      await first.close();
    }
    // A lock left by a process that no longer runs.
    const gone = spawn(process.execPath, ['-e', '0']);
    await new Promise((resolve) => gone.on('exit', resolve));
    fs.writeFileSync(`${dataDir}.lock`, String(gone.pid));
    const again = await openDatabase({ dataDir });
    await again.close();
    assert.equal(fs.existsSync(`${dataDir}.lock`), false);
  });
});
