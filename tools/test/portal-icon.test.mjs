// The portal's icon goes into its documents inline (tools/lib/portal-icon.mjs): a page load asks for no
// icon file. The e2e start-up spec checks the built documents and a page load.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { workspaceRoot } from '../lib/apps.mjs';
import { iconDataUrl, iconReference, withInlineIcon } from '../lib/portal-icon.mjs';

const svg = fs.readFileSync(path.join(workspaceRoot, 'shell/public/favicon.svg'), 'utf8');
/** @param {string} head */
const document = (head) => `<!doctype html><html><head>${head}<title>Member Portal</title></head><body></body></html>`;

describe('the portal icon, inline', () => {
  it('replaces the link to the icon file with the icon itself, which decodes back to the same SVG', () => {
    const html = withInlineIcon(document(`<link rel="icon" ${iconReference} type="image/svg+xml">`), svg);
    assert.ok(!html.includes(iconReference));
    const href = /<link rel="icon" href="([^"]*)" type="image\/svg\+xml">/.exec(html)?.[1];
    if (!href?.startsWith('data:image/svg+xml,')) assert.fail(`no inline icon in ${html}`);
    assert.equal(decodeURIComponent(href.slice('data:image/svg+xml,'.length)), svg.trim());
  });

  it('writes nothing that would end the attribute or open a tag', () => {
    const url = iconDataUrl('<svg xmlns="http://www.w3.org/2000/svg"><path d="M0 0h1" fill="#fff"/></svg>');
    assert.doesNotMatch(url, /["<>#\s]/);
  });

  it('refuses a document that does not name its icon exactly once, and an icon that is not an SVG', () => {
    assert.throws(() => withInlineIcon(document(''), svg), /name its icon once/);
    assert.throws(
      () => withInlineIcon(document(`<link rel="icon" ${iconReference}><link rel="icon" ${iconReference}>`), svg),
      /name its icon once/,
    );
    assert.throws(() => withInlineIcon(document(`<link rel="icon" ${iconReference}>`), '<png>'), /not an SVG/);
  });

  it('is named so in both templates the build writes from', () => {
    for (const template of ['shell/src/index.html', 'shell/src/landing/login.html']) {
      const html = fs.readFileSync(path.join(workspaceRoot, template), 'utf8');
      assert.equal(html.split(iconReference).length, 2, template);
    }
  });
});
