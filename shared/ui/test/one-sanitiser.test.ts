// The portal has one way to put HTML into the page: SanitizedHtml in shared/ui/src/sanitized-html.tsx.
// This walks every app's and shared package's source and fails, naming the files, if any other file
// writes HTML into the DOM. Files are parsed with TypeScript, so comments and plain strings that merely
// mention a sink do not count, and reading innerHTML (as opposed to assigning it) is allowed.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const workspaceRoot = path.resolve(__dirname, '../../..');
const theSanitiser = 'shared/ui/src/sanitized-html.tsx';
const sourceExtensions = /\.(?:[cm]?[jt]s|[jt]sx)$/;

/** Names whose mere use writes HTML: React's prop and the DOM methods that parse a string as HTML. */
const sinkNames = new Set(['dangerouslySetInnerHTML', 'insertAdjacentHTML', 'createContextualFragment', 'setHTMLUnsafe']);
/** Properties that write HTML when assigned. */
const sinkProperties = new Set(['innerHTML', 'outerHTML']);
const assignmentOperators = new Set([
  ts.SyntaxKind.EqualsToken,
  ts.SyntaxKind.PlusEqualsToken,
  ts.SyntaxKind.BarBarEqualsToken,
  ts.SyntaxKind.AmpersandAmpersandEqualsToken,
  ts.SyntaxKind.QuestionQuestionEqualsToken,
]);

function sourceFolders(): string[] {
  const folders = ['shell/src'];
  for (const entry of fs.readdirSync(workspaceRoot, { withFileTypes: true })) {
    if (entry.isDirectory() && entry.name.startsWith('mfe-')) folders.push(`${entry.name}/src`);
  }
  for (const entry of fs.readdirSync(path.join(workspaceRoot, 'shared'), { withFileTypes: true })) {
    if (entry.isDirectory()) folders.push(`shared/${entry.name}/src`);
  }
  return folders.filter((folder) => fs.existsSync(path.join(workspaceRoot, folder)));
}

function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(path.join(workspaceRoot, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && sourceExtensions.test(entry.name) && !entry.name.endsWith('.d.ts'))
    .map((entry) => path.relative(workspaceRoot, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));
}

function propertyName(node: ts.Node): string | undefined {
  if (ts.isPropertyAccessExpression(node)) return node.name.text;
  if (ts.isElementAccessExpression(node) && ts.isStringLiteralLike(node.argumentExpression)) return node.argumentExpression.text;
  return undefined;
}

/** The HTML sinks a source file uses, as "line: what". */
function htmlSinks(file: string): string[] {
  const text = fs.readFileSync(path.join(workspaceRoot, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const report = (node: ts.Node, what: string) =>
    found.push(`${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}: ${what}`);
  const visit = (node: ts.Node) => {
    if ((ts.isIdentifier(node) || ts.isStringLiteralLike(node)) && sinkNames.has(node.text)) {
      // A string only counts where it names a property: { 'dangerouslySetInnerHTML': … } or x['insertAdjacentHTML'].
      if (ts.isIdentifier(node) || ts.isPropertyAssignment(node.parent) || ts.isElementAccessExpression(node.parent))
        report(node, node.text);
    }
    if (ts.isBinaryExpression(node) && assignmentOperators.has(node.operatorToken.kind)) {
      const name = propertyName(node.left);
      if (name !== undefined && sinkProperties.has(name)) report(node, `${name} assignment`);
    }
    if (
      ts.isCallExpression(node) &&
      ts.isPropertyAccessExpression(node.expression) &&
      ['write', 'writeln'].includes(node.expression.name.text)
    ) {
      const target = node.expression.expression;
      if (ts.isIdentifier(target) && target.text === 'document') report(node, `document.${node.expression.name.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('one sanitiser', () => {
  const folders = sourceFolders();
  const files = folders.flatMap(sourceFiles);

  it('scans the shell, every micro-frontend and every shared package', () => {
    expect(fs.existsSync(path.join(workspaceRoot, 'pnpm-workspace.yaml'))).toBe(true);
    expect(folders).toEqual(expect.arrayContaining(['shell/src', 'shared/ui/src']));
    expect(folders.filter((folder) => folder.startsWith('mfe-')).length).toBeGreaterThan(0);
    expect(files).toContain(theSanitiser);
  });

  it('finds the sinks it looks for (so a clean result means something)', () => {
    expect(htmlSinks(theSanitiser)).toEqual([expect.stringMatching(/: dangerouslySetInnerHTML$/)]);
  });

  it('lets no file but shared/ui/src/sanitized-html.tsx write HTML into the page', () => {
    const offenders = files
      .filter((file) => file !== theSanitiser)
      .map((file) => ({ file, sinks: htmlSinks(file) }))
      .filter(({ sinks }) => sinks.length > 0)
      .map(({ file, sinks }) => `${file} (line ${sinks.join(', line ')})`);
    // Server HTML goes through <SanitizedHtml> from @portal/ui/sanitized-html; nothing else sets HTML.
    expect(offenders).toEqual([]);
  });
});
