// @ts-check
// Checks the links of the repository's own documentation: every relative link must name a file or
// folder inside the repository, and every #anchor must be a heading or an explicit anchor of the page it
// points to. Links to other sites are not fetched (the check runs offline, in lint); a link that leaves
// the repository is refused, because a newcomer cannot open it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * The markdown files whose links are checked, relative to the repository root.
 * @param {string} root
 * @returns {string[]}
 */
export function documentationFiles(root) {
  /** @type {string[]} */
  const files = [];
  if (existsSync(path.join(root, 'README.md'))) files.push('README.md');
  /** @param {string} dir */
  const walk = (dir) => {
    for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
      const relative = path.posix.join(dir, entry.name);
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) files.push(relative);
    }
  };
  if (existsSync(path.join(root, 'docs'))) walk('docs');
  const shared = path.join(root, 'shared');
  if (existsSync(shared)) {
    for (const entry of readdirSync(shared, { withFileTypes: true })) {
      const readme = path.posix.join('shared', entry.name, 'README.md');
      if (entry.isDirectory() && existsSync(path.join(root, readme))) files.push(readme);
    }
  }
  return files.sort();
}

/**
 * For each line of a page, whether it belongs to a fenced code block (the fences included).
 * @param {string[]} lines
 * @returns {boolean[]}
 */
function fencedLines(lines) {
  /** @type {string | null} */
  let fence = null;
  return lines.map((line) => {
    const marker = /^\s*(```+|~~~+)/.exec(line)?.[1] ?? null;
    if (fence !== null) {
      if (marker !== null && marker[0] === fence[0] && marker.length >= fence.length) fence = null;
      return true;
    }
    fence = marker;
    return marker !== null;
  });
}

/**
 * The page's lines with fenced code blocks and inline code spans blanked (their links are examples).
 * @param {string} markdown
 */
function linesWithoutCode(markdown) {
  const lines = markdown.split('\n');
  const fenced = fencedLines(lines);
  return lines.map((line, index) => (fenced[index] ? '' : line.replace(/(`+)[^`]*?\1/g, (span) => ' '.repeat(span.length))));
}

/**
 * GitHub's heading slug: lower case, punctuation dropped, spaces to hyphens.
 * @param {string} text
 */
export function headingSlug(text) {
  const plain = text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return plain.replace(/[^\p{L}\p{N}\p{M} _-]/gu, '').replace(/ /g, '-');
}

/**
 * Every anchor a page offers: its headings' slugs (repeated ones numbered as GitHub does) and `<a id>`/`name`.
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function anchorsOf(markdown) {
  /** @type {Set<string>} */
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  const lines = markdown.split('\n');
  const fenced = fencedLines(lines);
  lines.forEach((line, index) => {
    if (fenced[index]) return;
    const heading = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = headingSlug(heading);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const match of line.matchAll(/<a\s+(?:[^>]*\s)?(?:id|name)\s*=\s*"([^"]+)"/gi)) if (match[1]) anchors.add(match[1]);
  });
  return anchors;
}

/**
 * The link targets of a page, with their line numbers: inline links, images, reference definitions and `href`s.
 * @param {string} markdown
 * @returns {{ target: string, line: number }[]}
 */
export function linksOf(markdown) {
  /** @type {{ target: string, line: number }[]} */
  const links = [];
  linesWithoutCode(markdown).forEach((line, index) => {
    const found = [
      ...[...line.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)].map((match) => match[1]),
      ...[...line.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/g)].map((match) => match[1]),
      ...[...line.matchAll(/<a\s+[^>]*href\s*=\s*"([^"]+)"/gi)].map((match) => match[1]),
    ];
    for (const target of found) if (target) links.push({ target, line: index + 1 });
  });
  return links;
}

/** @param {string} target */
const isExternal = (target) => /^[a-z][a-z0-9+.-]*:/i.test(target) || target.startsWith('//');

/**
 * Every broken link of the documentation under `root`: `{ file, line, target, problem }`.
 * `files` defaults to README.md, docs/** and shared/<package>/README.md.
 * @param {string} root
 * @param {string[]} [files]
 * @returns {{ file: string, line: number, target: string, problem: string }[]}
 */
export function brokenDocLinks(root, files = documentationFiles(root)) {
  /** @type {{ file: string, line: number, target: string, problem: string }[]} */
  const problems = [];
  /** @type {Map<string, Set<string>>} */
  const anchorCache = new Map();
  /** @param {string} absolute */
  const anchorsOfFile = (absolute) => {
    let anchors = anchorCache.get(absolute);
    if (!anchors) {
      anchors = anchorsOf(readFileSync(absolute, 'utf8'));
      anchorCache.set(absolute, anchors);
    }
    return anchors;
  };
  const repository = path.resolve(root);
  for (const file of files) {
    const absoluteFile = path.join(repository, file);
    for (const { target, line } of linksOf(readFileSync(absoluteFile, 'utf8'))) {
      if (isExternal(target)) continue;
      const hashAt = target.indexOf('#');
      const pathPart = decodeURIComponent((hashAt === -1 ? target : target.slice(0, hashAt)).replace(/\?.*$/, ''));
      const anchor = hashAt === -1 ? null : decodeURIComponent(target.slice(hashAt + 1));
      const resolved = pathPart === '' ? absoluteFile : path.resolve(path.dirname(absoluteFile), pathPart);
      /** @param {string} problem */
      const report = (problem) => problems.push({ file, line, target, problem });
      if (resolved !== repository && !resolved.startsWith(repository + path.sep)) {
        report('points outside the repository');
        continue;
      }
      if (!existsSync(resolved)) {
        report('no such file');
        continue;
      }
      if (anchor === null || anchor === '') continue;
      if (!statSync(resolved).isFile() || !resolved.endsWith('.md')) {
        report('an anchor into a file that is not markdown');
        continue;
      }
      if (!anchorsOfFile(resolved).has(anchor)) report(`no anchor "${anchor}" in ${path.relative(repository, resolved)}`);
    }
  }
  return problems;
}
