/** Runs the whole test suite against PostgreSQL (DATABASE_URL). Refuses to run without it. */
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { sandboxRoot } from '../src/config.ts';

if (!process.env.DATABASE_URL) {
  console.error('test:postgres needs DATABASE_URL (for example postgres://postgres@127.0.0.1:5432/sandbox_test). Nothing was run.');
  process.exit(2);
}
const testDir = path.join(sandboxRoot, 'test');
const files = readdirSync(testDir)
  .filter((f) => f.endsWith('.test.ts'))
  .sort()
  .map((f) => path.join('test', f));
const result = spawnSync(process.execPath, ['--import', 'tsx', '--test', '--test-concurrency=1', ...files], {
  cwd: sandboxRoot,
  stdio: 'inherit',
  env: process.env,
});
process.exit(result.status ?? 1);
