// The layout the lint holds (eslint.config.mjs, docs/remote-manifest.md): no app imports
// another app; shared/ names no remote; each remote's pages are declared in exactly one file, its
// src/remote-manifest.ts, from which exposes is generated.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { workspaceRoot } from '../lib/apps.mjs';

const eslint = new ESLint({ cwd: workspaceRoot });

/**
 * The rules ESLint reports for `code` as if it were the file at `file` (workspace-relative).
 * @param {string} code
 * @param {string} file
 */
async function rulesFired(code, file) {
  const results = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return results.flatMap((result) => result.messages.map((message) => message.ruleId));
}

const page = `export const page = { path: '/claims-help', title: 'Claims help', module: './ClaimsHelpPage' };\n`;

describe('each remote declares its pages in its manifest only', () => {
  it('refuses a page declared anywhere else in a remote (a dev-host list, a route object)', async () => {
    assert.deepEqual(await rulesFired(page, 'mfe-claims/src/claims/claims-routes.ts'), ['no-restricted-syntax']);
    assert.deepEqual(
      await rulesFired(`const load = () => null;\nexport const pages = [{ path: '/x', load }];\n`, 'mfe-settings/src/bootstrap.tsx'),
      ['no-restricted-syntax'],
    );
  });

  it('takes the same object in src/remote-manifest.ts, and a plain path (a link) anywhere', async () => {
    assert.deepEqual(await rulesFired(page, 'mfe-claims/src/remote-manifest.ts'), []);
    assert.deepEqual(await rulesFired(`export const link = { path: '/claims', label: 'Claims' };\n`, 'mfe-claims/src/claims/links.ts'), []);
  });

  it("refuses exposes written in a remote's rspack config (it is generated from the manifest)", async () => {
    assert.deepEqual(
      await rulesFired(`export const config = { exposes: { './Page': './src/page.tsx' } };\n`, 'mfe-claims/rspack.config.mjs'),
      ['no-restricted-syntax'],
    );
  });
});

describe('shared/ names no remote', () => {
  it('refuses a remote name in a shared package, as a string or in a template', async () => {
    assert.deepEqual(await rulesFired(`export const feed = { remote: 'mfe_messages' };\n`, 'shared/contracts/src/feeds.ts'), [
      'no-restricted-syntax',
    ]);
    assert.deepEqual(await rulesFired('export const entry = (port: number) => `mfe-claims:${port}`;\n', 'shared/rights/src/entry.ts'), [
      'no-restricted-syntax',
    ]);
    assert.deepEqual(await rulesFired(`export const feed = { remote: 'mfe_messages' };\n`, 'shared/ui/src/dates/remote.ts'), [
      'no-restricted-syntax',
    ]);
  });

  it('refuses an import of an app from a shared package', async () => {
    assert.deepEqual(
      await rulesFired(
        `import { remoteManifest } from '../../../mfe-claims/src/remote-manifest';\nexport default remoteManifest;\n`,
        'shared/rights/src/claims.ts',
      ),
      ['import-x/no-restricted-paths'],
    );
  });
});

describe('no app imports another app', () => {
  it('refuses the shell importing a remote, a remote importing the shell or another remote', async () => {
    assert.deepEqual(
      await rulesFired(
        `import { remoteManifest } from '../../../mfe-claims/src/remote-manifest';\nexport default remoteManifest;\n`,
        'shell/src/app/claims.ts',
      ),
      ['import-x/no-restricted-paths'],
    );
    assert.deepEqual(
      await rulesFired(`import { App } from '../../../shell/src/app/app';\nexport default App;\n`, 'mfe-claims/src/claims/shell.ts'),
      ['import-x/no-restricted-paths'],
    );
    assert.deepEqual(
      await rulesFired(
        `import { remoteManifest } from '../../../mfe-settings/src/remote-manifest';\nexport default remoteManifest;\n`,
        'mfe-claims/src/claims/settings.ts',
      ),
      ['import-x/no-restricted-paths'],
    );
    assert.deepEqual(await rulesFired(`import x from '@portal/mfe-settings';\nexport default x;\n`, 'mfe-claims/src/claims/settings.ts'), [
      'no-restricted-imports',
    ]);
  });
});
