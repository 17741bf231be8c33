// The lint rule that keeps comments and test names to what a new team can open.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { Linter } from 'eslint';
import commentCitations, { outsideCitation } from '../lib/lint/comment-citations.mjs';

/** @param {string} code */
const lint = (code) => {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(code, [{ plugins: { docs: commentCitations }, rules: { 'docs/no-outside-citations': 'error' } }]);
};

// The cited names are put together here, so that this file itself cites nothing.
const [spec, issue, personas, design, readme, architecture] = ['SPEC', 'issue', 'PERSONAS', 'DESIGN', 'README', 'architecture.md'];

describe('no-outside-citations', () => {
  it('finds a specification section, a tracker issue, an outside document, a README title, an old decision number', () => {
    for (const text of [
      `(${spec} section 5)`,
      `${spec} sections 2 and 6`,
      `${issue} 23: cards`,
      'Issue 12, audit',
      `see ${personas}.md`,
      `${design}.md says`,
      `${readme}, "Bench"`,
      `${architecture} decision 7`,
    ]) {
      assert.ok(outsideCitation(text), text);
    }
  });

  it('lets plain rules and links to the repository docs pass', () => {
    for (const text of [
      'A pending claim has no figures (docs/product/claims-and-care.md#claims-pending).',
      'docs/decisions/0048-api-types-by-openapi-typescript.md',
      'the member issues a payment',
      'README.md#layout',
    ]) {
      assert.equal(outsideCitation(text), undefined, text);
    }
  });

  it('reports comments and test names, not other strings', () => {
    const problems = lint(
      [
        `// Rule (${spec} section 4).`,
        `/* ${issue} 11 */`,
        `describe('guards (${issue} 24)', () => {});`,
        `const label = '${issue} 3 of the magazine';`,
      ].join('\n'),
    );
    assert.deepEqual(
      problems.map((problem) => problem.line),
      [1, 2, 3],
    );
  });
});
