import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { sandboxRoot } from '../config.ts';
import { lockDataFolder } from './data-folder-lock.ts';
import { requestScopedDb } from './request-transaction.ts';
import * as schema from './schema.ts';

export type Db = NodePgDatabase<typeof schema>;

export interface Database {
  /** The database as handlers use it: inside a member API write, that write's transaction (request-transaction.ts). */
  db: Db;
  /** The database itself, never a request's transaction. */
  root: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export const migrationsFolder = path.join(sandboxRoot, 'src', 'db', 'migrations');

/**
 * Opens the database and applies the migrations. PostgreSQL when `databaseUrl` is set, otherwise
 * embedded PGlite in `dataDir` (or in memory when dataDir is `memory`).
 */
export async function openDatabase(opts: { databaseUrl?: string; dataDir: string }): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 });
    const db = drizzlePg({ client: pool, schema });
    await migratePg(db, { migrationsFolder });
    return { db: requestScopedDb(db), root: db, kind: 'postgres', close: () => pool.end() };
  }
  let client: PGlite;
  let unlock = () => {};
  if (opts.dataDir === 'memory') {
    client = new PGlite();
  } else {
    mkdirSync(opts.dataDir, { recursive: true });
    unlock = lockDataFolder(opts.dataDir);
    client = new PGlite(opts.dataDir);
  }
  try {
    await client.waitReady;
  } catch (error) {
    unlock();
    throw error;
  }
  const lite = drizzlePglite({ client, schema });
  await migratePglite(lite, { migrationsFolder });
  // Both drivers expose the same query builder; the PGlite one differs only in its result HKT.
  const db = lite as unknown as Db;
  return {
    db: requestScopedDb(db),
    root: db,
    kind: 'pglite',
    close: async () => {
      try {
        await client.close();
      } finally {
        unlock();
      }
    },
  };
}
