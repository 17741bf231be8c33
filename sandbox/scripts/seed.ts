/** Resets the database (PGlite folder or DATABASE_URL) to the seed. Stop a running sandbox that uses the same PGlite folder first, or call POST /sandbox/reset instead. */
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { resetToSeed } from '../src/seed/reset.ts';

const config = loadConfig();
const started = Date.now();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
await resetToSeed(database.db);
await database.close();
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : config.dataDir === 'memory' ? 'memory' : config.dataDir;
console.log(`sandbox seed restored in ${where} (${Date.now() - started} ms)`);
