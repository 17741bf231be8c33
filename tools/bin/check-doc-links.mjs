#!/usr/bin/env node
// Fails when README.md, docs/** or a shared package's README links to a missing file, a missing
// #anchor or a place outside the repository (docs/decisions/0046-docs-link-check-offline.md).
// Usage: node tools/bin/check-doc-links.mjs [repository root, default: the current directory]
import path from 'node:path';
import { brokenDocLinks, documentationFiles } from '../lib/doc-links.mjs';

const root = path.resolve(process.argv[2] ?? '.');
const files = documentationFiles(root);
const problems = brokenDocLinks(root, files);
for (const { file, line, target, problem } of problems) console.error(`${file}:${line}: ${target}: ${problem}`);
if (problems.length > 0) {
  console.error(`${problems.length} broken documentation link(s) in ${files.length} files.`);
  process.exit(1);
}
console.log(`Documentation links: ${files.length} files, every relative link and anchor resolves.`);
