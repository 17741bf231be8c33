// The design kit's ESLint rules (eslint.config.mjs; docs/design-kit.md: a remote keeps no table,
// progress-bar or confirm-dialog of its own): a remote's source cannot write a raw <table>, <progress>
// or <dialog>, or build a dialog on Radix; the shell and the kit itself still may.
import assert from 'node:assert/strict';
import path from 'node:path';
import { describe, it } from 'node:test';
import { ESLint } from 'eslint';
import { workspaceRoot } from '../lib/apps.mjs';

const eslint = new ESLint({ cwd: workspaceRoot });

/**
 * The rule and start of each message ESLint gives `code` as if it were the file at `file`.
 * @param {string} code
 * @param {string} file workspace-relative
 * @returns {Promise<string[]>}
 */
async function problems(code, file) {
  const results = await eslint.lintText(code, { filePath: path.join(workspaceRoot, file) });
  return results.flatMap((result) => result.messages.map((message) => `${message.ruleId}: ${message.message.split(':')[0]}`));
}

const rawElements = `export function Page() {
  return (
    <>
      <table />
      <progress value={1} max={2} />
      <dialog open />
    </>
  );
}
`;
const radixDialog = `import * as Dialog from '@radix-ui/react-dialog';
export const Root = Dialog.Root;
`;

describe('the design kit stays the only source of tables, progress bars and dialogs in remotes', () => {
  it('refuses a raw <table>, <progress> and <dialog> in a remote', async () => {
    assert.deepEqual(await problems(rawElements, 'mfe-claims/src/some-page/some-page.tsx'), [
      'no-restricted-syntax: Tables are the design kit’s DataTable (@portal/ui/data-table)',
      'no-restricted-syntax: Progress is the design kit’s ProgressMeter (@portal/ui)',
      'no-restricted-syntax: Dialogs are the design kit’s',
    ]);
  });

  it('refuses a dialog built on Radix in a remote, and keeps the other import rules there', async () => {
    const found = await problems(
      `${radixDialog}import { Formik } from 'formik';\nexport const F = Formik;\n`,
      'mfe-settings/src/some-dialog.tsx',
    );
    assert.equal(found.length, 2);
    assert.match(found[0] ?? '', /^no-restricted-imports: '@radix-ui\/react-dialog' import is restricted/);
    assert.match(found[1] ?? '', /^no-restricted-imports: 'formik' import is restricted/);
  });

  it('leaves the shell and the kit alone (the drawer and the kit are built on them)', async () => {
    assert.deepEqual(await problems(radixDialog, 'shell/src/navigation/some-drawer.tsx'), []);
    assert.deepEqual(await problems(radixDialog, 'shared/ui/src/dialog/some-dialog.tsx'), []);
    assert.deepEqual(await problems(rawElements, 'shared/ui/src/data-table/some-table.tsx'), []);
  });
});

// ESLint keeps one no-restricted-syntax per file, so the remotes' block carries the date rule as well
// (docs/decisions/0035-one-date-module.md): a remote is held to both, the shell and shared packages to the date rule.
describe('the date rule holds in remotes beside the kit rule', () => {
  const handWrittenDate = 'export const year = new Date(2026, 0, 1).getFullYear();\n';
  const dateRule = 'no-restricted-syntax: Dates are reckoned and shown by the one date module, @portal/ui/dates/days (America/Chicago)';

  it('refuses hand-written date arithmetic in a remote, the shell and a shared package', async () => {
    for (const file of ['mfe-settings/src/some-page/some-rule.ts', 'shell/src/some-rule.ts', 'shared/rights/src/some-rule.ts']) {
      const found = await problems(handWrittenDate, file);
      assert.equal(found.length, 2, file);
      for (const problem of found) assert.equal(problem, dateRule, file);
    }
  });

  it('lets the one date module do it', async () => {
    assert.deepEqual(await problems(handWrittenDate, 'shared/ui/src/dates/some-rule.ts'), []);
  });
});
