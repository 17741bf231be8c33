import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { anchorsOf, brokenDocLinks, documentationFiles, headingSlug } from '../lib/doc-links.mjs';

const checker = fileURLToPath(new URL('../bin/check-doc-links.mjs', import.meta.url));
/** @type {string[]} */
const made = [];
after(() => made.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/**
 * A repository of the given files under a fresh temporary folder.
 * @param {Record<string, string>} files
 */
function repository(files) {
  const outer = mkdtempSync(path.join(tmpdir(), 'doc-links-'));
  made.push(outer);
  const root = path.join(outer, 'repo');
  for (const [name, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
    writeFileSync(path.join(root, name), text);
  }
  writeFileSync(path.join(outer, 'OUTSIDE.md'), '# Outside\n');
  return root;
}

const sound = {
  'README.md': '# Portal\n\nSee [the session rules](docs/product/session.md#session-idle-timeout) and [docs](docs/).\n',
  'docs/product/session.md':
    '# Session\n\n<a id="session-idle-timeout"></a>\n## Idle timeout\n\nBack to [the top](#session) or [the index](../../README.md#portal).\n',
  'docs/notes.md':
    '# Notes\n\n```md\n[not a link](missing.md)\n```\n\nAn example in code: `[x](missing.md)`. A [site](https://example.com/x).\n',
  'shared/ui/README.md': '# UI\n\n[Idle timeout](../../docs/product/session.md#idle-timeout)\n',
};

describe('docs link check', () => {
  it('passes documentation whose relative links and anchors all resolve', () => {
    const root = repository(sound);
    assert.deepEqual(brokenDocLinks(root), []);
    assert.deepEqual(documentationFiles(root), ['README.md', 'docs/notes.md', 'docs/product/session.md', 'shared/ui/README.md']);
  });

  it('reports a link to a missing file, a missing anchor and a link out of the repository', () => {
    const root = repository({
      ...sound,
      'docs/broken.md':
        '# Broken\n\n[moved](architecture.md)\n\n[gone rule](product/session.md#session-timeout)\n\n[spec](../../OUTSIDE.md)\n\n[here](#nowhere)\n',
    });
    assert.deepEqual(
      brokenDocLinks(root).map(({ file, line, problem }) => `${file}:${line} ${problem}`),
      [
        'docs/broken.md:3 no such file',
        'docs/broken.md:5 no anchor "session-timeout" in docs/product/session.md',
        'docs/broken.md:7 points outside the repository',
        'docs/broken.md:9 no anchor "nowhere" in docs/broken.md',
      ],
    );
  });

  it('exits non-zero with each broken link named, and zero when all resolve', () => {
    const broken = repository({ ...sound, 'docs/broken.md': '# Broken\n\n[moved](architecture.md)\n' });
    const failing = spawnSync(process.execPath, [checker, broken], { encoding: 'utf8' });
    assert.equal(failing.status, 1);
    assert.match(failing.stderr, /docs\/broken\.md:3: architecture\.md: no such file/);
    assert.match(
      execFileSync(process.execPath, [checker, repository(sound)], { encoding: 'utf8' }),
      /every relative link and anchor resolves/,
    );
  });

  it('slugs headings as GitHub does, numbering repeats', () => {
    assert.equal(headingSlug('Walk-through: add a page to a remote'), 'walk-through-add-a-page-to-a-remote');
    assert.equal(headingSlug('The `lint` script & [links](x.md)'), 'the-lint-script--links');
    assert.deepEqual([...anchorsOf('# A\n## Notes\n## Notes\n<a id="x-y"></a>\n')], ['a', 'notes', 'notes-1', 'x-y']);
  });
});
