// The tracked files ESLint does not read cite nothing a new team cannot open, like the comments it does read.
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { citationCheckedFiles, citationExemptFiles, citationsInText, outsideCitationsInFiles } from '../lib/lint/file-citations.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

// The cited names are put together here, so that this file itself cites nothing.
const [spec, issue, personas, readme, architecture] = ['SPEC', 'issue', 'PERSONAS', 'README', 'architecture.md'];

describe('outside citations in a text', () => {
  it('names each line that holds one', () => {
    const text = [
      '# Title',
      `member data (${issue} 12): one line per request`,
      'a plain rule',
      `the sandbox seeds every persona of ${personas}.md`,
      `<!-- painted at once (${issue} 11) -->`,
      `{"source":"Portal ${spec} section 5 allow-list"}`,
    ].join('\n');
    assert.deepEqual(
      citationsInText(text).map(({ line }) => line),
      [2, 4, 5, 6],
    );
  });

  it('sees a citation split over two lines, comment markers and indentation included', () => {
    assert.deepEqual(
      citationsInText(`errors with the call's ${spec}\nsection 7 code`).map(({ line }) => line),
      [1],
    );
    assert.deepEqual(
      citationsInText(`shared as a singleton (docs/${architecture}\ndecision 3)`).map(({ line }) => line),
      [1],
    );
    assert.deepEqual(
      citationsInText(`# as optional dependencies (tools/${readme}.md,\n# "Toolchain notes")`).map(({ line }) => line),
      [1],
    );
    assert.deepEqual(
      citationsInText(`    <!-- painted at once, before any script (${issue}\n         11) -->`).map(({ line }) => line),
      [1],
    );
  });

  it('lets plain rules and links to the repository docs pass', () => {
    const text = [
      'the allow-list of [rich text](docs/product/validation.md#format-rich-text)',
      '([0009](../docs/decisions/0009-every-remote-runs-alone.md))',
      '[sandbox/README.md](../sandbox/README.md#personas)',
      'the member issues a payment',
      '(tools/README.md#toolchain-notes)',
    ].join('\n');
    assert.deepEqual(citationsInText(text), []);
  });
});

describe('the tracked files ESLint does not read', () => {
  const checked = citationCheckedFiles(root);

  it('are Markdown, HTML, JSON, YAML, CSS, shell, nginx configuration and SQL, not the code ESLint reads', () => {
    for (const file of [
      'README.md',
      'sandbox/README.md',
      'docs/architecture.md',
      'shell/src/index.html',
      'shared/ui/test/xss-corpus/vectors.json',
      'pnpm-workspace.yaml',
      'deploy/nginx/portal.conf.template',
      'deploy/nginx/snippets/no-tls.conf',
      'sandbox/src/db/migrations/0000_init.sql',
      '.github/CODEOWNERS',
    ]) {
      assert.ok(checked.includes(file), file);
    }
    assert.ok(checked.some((file) => file.endsWith('.css')));
    assert.ok(checked.some((file) => file.endsWith('.sh')));
    assert.equal(
      checked.find((file) => /\.(?:[cm]?js|tsx?)$/.test(file) || file.endsWith('.png')),
      undefined,
    );
  });

  it('leave out only the two pages that translate old citations, and the lockfile', () => {
    for (const file of citationExemptFiles) assert.ok(existsSync(path.join(root, file)), file);
    assert.deepEqual(
      citationExemptFiles.filter((file) => !file.endsWith('.yaml')),
      ['docs/readme-sections.md', 'docs/product/spec-sections.md'],
    );
    for (const file of citationExemptFiles) assert.ok(!checked.includes(file), file);
  });

  it('cite no tracker issue, outside specification or document, or README section by title', () => {
    const problems = outsideCitationsInFiles(root, checked);
    assert.deepEqual(
      problems.map(({ file, line, instead }) => `${file}:${line}: ${instead}`),
      [],
      `${problems.length} outside citation(s); state the rule or link the page and anchor that holds it`,
    );
  });
});
