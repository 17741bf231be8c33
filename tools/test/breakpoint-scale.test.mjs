// Every layout change of the apps and the kit stands on the one breakpoint scale.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { offScaleBreakpoints } from '../lib/breakpoint-scale.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

describe('offScaleBreakpoints', () => {
  it('lets the steps and the widths just under them pass, in either syntax', () => {
    for (const query of [
      '(min-width: 36rem)',
      '(max-width: 35.99rem)',
      '(min-width: 48rem) and (max-width: 79.99rem)',
      '(width >= 64rem)',
      '(width < 80rem)',
      '(width <= 47.99rem)',
      '(36rem <= width)',
      '(max-height: 400px) and (max-width: 79.99rem)',
      'print',
      '(prefers-reduced-motion: reduce)',
    ]) {
      assert.deepEqual(offScaleBreakpoints(`@media ${query} {\n  .a { color: red; }\n}`), [], query);
    }
  });

  it('finds pixel widths, widths between the steps and a step used on the wrong side', () => {
    for (const query of [
      '(max-width: 599px)',
      '(min-width: 1320px)',
      '(width <= 600px)',
      '(min-width: 40rem)',
      '(max-width: 37.49rem)',
      '(max-width: 36rem)',
      '(min-width: 47.99rem)',
      '(600px < width)',
      'screen and (min-width: 48rem) and (max-width: 60rem)',
    ]) {
      assert.equal(offScaleBreakpoints(`@media ${query} {\n}`).length, 1, query);
    }
  });

  it('names the line, and reads neither comments nor container queries', () => {
    const css = '/* @media (max-width: 599px) { */\n.a {}\n@container (max-width: 21rem) {}\n\n@media (min-width: 960px) {}';
    assert.deepEqual(offScaleBreakpoints(css), [{ line: 5, query: '@media (min-width: 960px)' }]);
  });
});

describe('the source stylesheets', () => {
  it('use only the breakpoint scale', () => {
    const files = execFileSync('git', ['ls-files', '*.css'], { cwd: root, encoding: 'utf8' }).split('\n').filter(Boolean);
    assert.ok(files.length > 50, `the stylesheets were found (${files.length})`);
    const offScale = files.flatMap((file) =>
      offScaleBreakpoints(readFileSync(path.join(root, file), 'utf8')).map(({ line, query }) => `${file}:${line} ${query}`),
    );
    assert.deepEqual(offScale, []);
  });
});
