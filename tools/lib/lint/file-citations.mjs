// @ts-check
// The same rule as the ESLint rule on comments (comment-citations.mjs), for the tracked files ESLint never
// reads: Markdown, HTML, JSON, YAML, CSS, shell scripts, nginx configuration, SQL and the rest. None of
// them cites a tracker issue, a specification section, a document outside the repository or a README
// section by its title; each states the rule or links the page and anchor that holds it.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { outsideCitation } from './comment-citations.mjs';

/**
 * The two pages whose job is to translate old citations into links: they name the old forms on purpose.
 * The lockfile is generated.
 */
export const citationExemptFiles = Object.freeze(['docs/readme-sections.md', 'docs/product/spec-sections.md', 'pnpm-lock.yaml']);

/** Files ESLint reads; the rule on comments and test names covers them. */
const lintedByEslint = /\.(?:[cm]?js|jsx|tsx?)$/;

/** What opens a comment line in the file types checked here, so that a citation split over two lines is seen whole. */
const commentLead = /^\s*(?:#|\/\/|\/?\*+|<!--|--)?\s*/;

/**
 * The lines of a text that hold an outside citation, or start one that ends on the next line.
 * @param {string} text
 * @returns {{ line: number, instead: string }[]}
 */
export function citationsInText(text) {
  const lines = text.split('\n');
  /** @type {{ line: number, instead: string }[]} */
  const found = [];
  lines.forEach((line, index) => {
    const next = lines[index + 1];
    const spanning = next === undefined || outsideCitation(next) ? undefined : `${line.trimEnd()} ${next.replace(commentLead, '')}`;
    const citation = outsideCitation(line) ?? (spanning === undefined ? undefined : outsideCitation(spanning));
    if (citation) found.push({ line: index + 1, instead: citation.instead });
  });
  return found;
}

/**
 * The tracked files of the repository the check reads: every text file ESLint does not lint, but the exempt ones.
 * @param {string} root
 */
export function citationCheckedFiles(root) {
  const tracked = execFileSync('git', ['ls-files', '-z'], { cwd: root, encoding: 'utf8' }).split('\0').filter(Boolean);
  return tracked.filter((file) => !lintedByEslint.test(file) && !citationExemptFiles.includes(file) && !isBinary(root, file));
}

/** @param {string} root @param {string} file */
function isBinary(root, file) {
  return readFileSync(path.join(root, file)).includes(0);
}

/**
 * Every outside citation in the given files, by file and line.
 * @param {string} root
 * @param {string[]} files
 */
export function outsideCitationsInFiles(root, files = citationCheckedFiles(root)) {
  return files.flatMap((file) =>
    citationsInText(readFileSync(path.join(root, file), 'utf8')).map(({ line, instead }) => ({ file, line, instead })),
  );
}
