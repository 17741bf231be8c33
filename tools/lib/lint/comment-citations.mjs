// @ts-check
// A comment states the rule it implements, or links a page of this repository's docs: it never cites
// a document outside the repository, a tracker issue or a README section by its title, which a new
// team cannot open or which move (docs/decisions/0047-product-rules-in-the-repository.md). Test names
// are checked too: they are read in the test report the same way.

/** What a comment or test name must not cite, and what to write instead. */
export const outsideCitations = Object.freeze([
  {
    pattern: /\bSPEC(?:\.md)? sections? \d/,
    instead: 'state the rule, or link its anchor in docs/product/ (docs/product/spec-sections.md maps old section numbers)',
  },
  {
    pattern: /\b[Ii]ssue #?\d+/,
    instead: 'state the rule or the reason; the tracker is not part of the repository (git log keeps the history)',
  },
  { pattern: /\b(?:PERSONAS|DESIGN)\.md\b/, instead: 'link sandbox/README.md#personas or docs/architecture.md' },
  { pattern: /\bREADME(?:\.md)?,? ["“]/, instead: 'link the page and anchor (docs/readme-sections.md says where each section went)' },
  { pattern: /\barchitecture\.md,? decisions? \d/, instead: 'link the decision record in docs/decisions/' },
]);

/**
 * The first outside citation in a text, if any.
 * @param {string} text
 */
export function outsideCitation(text) {
  return outsideCitations.find(({ pattern }) => pattern.test(text));
}

const testFunctions = new Set(['describe', 'it', 'test']);

/** @type {import('eslint').Rule.RuleModule} */
const noOutsideCitations = {
  meta: { type: 'suggestion', docs: { description: 'Comments and test names cite nothing outside the repository' }, schema: [] },
  create(context) {
    /** @param {string} text @param {{ loc?: unknown }} node */
    const check = (text, node) => {
      const found = outsideCitation(text);
      if (found)
        context.report({
          loc: /** @type {any} */ (node).loc,
          message: `Cites something outside the repository (${found.pattern.source}): ${found.instead}.`,
        });
    };
    return {
      Program() {
        for (const comment of context.sourceCode.getAllComments()) check(comment.value, comment);
      },
      CallExpression(node) {
        const callee = node.callee.type === 'MemberExpression' ? node.callee.object : node.callee;
        if (callee.type !== 'Identifier' || !testFunctions.has(callee.name)) return;
        const [name] = node.arguments;
        if (name?.type === 'Literal' && typeof name.value === 'string') check(name.value, name);
        if (name?.type === 'TemplateLiteral') check(name.quasis.map((quasi) => quasi.value.raw).join(''), name);
      },
    };
  },
};

export default { rules: { 'no-outside-citations': noOutsideCitations } };
