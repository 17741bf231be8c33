/** Writes openapi.json (the document also served at /member/portal/v1/openapi.json). */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { buildSandbox } from '../src/app.ts';
import { loadConfig, sandboxRoot } from '../src/config.ts';

const config = loadConfig({ ...process.env, SANDBOX_DATA_DIR: 'memory', DATABASE_URL: '', NODE_ENV: 'development' });
const sandbox = await buildSandbox(config, { forceSeed: true });
const doc = sandbox.app.swagger();
const out = path.join(sandboxRoot, 'openapi.json');
writeFileSync(out, `${JSON.stringify(doc, null, 2)}\n`);
const paths = Object.keys((doc as { paths?: Record<string, unknown> }).paths ?? {});
console.log(`wrote ${out} (${paths.length} paths)`);
await sandbox.close();
