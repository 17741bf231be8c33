// The pre-rendered landing page carries its own CSS (issue 25: loaded directly, /login was unstyled,
// because the stylesheet it linked held the design tokens but none of the page's rules).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { classesStyledBy, classNamesIn, cssBlocks, cssForClasses, landingPageCss, requiredClasses, splitSelectorList } from '../lib/landing-critical-css.mjs';
import { composeLandingDocument, withStartupGreeting } from '../lib/landing-page-build.mjs';

const tokens = ':root{--portal-color-primary:#00457c}*,:before{box-sizing:border-box}body{margin:0}[data-brand=HA]{--portal-color-primary:#005a70}';
const pageRules =
  '.shell-a-page{display:flex}.shell-a-page>.shell-b-main{flex:1}.shell-c-button:hover,.shell-d-unused{color:red}' +
  '@media (max-width:599px){.shell-c-button{padding:0}.shell-d-unused{margin:0}}@keyframes shell-e-spin{to{transform:rotate(1turn)}}' +
  ':root:not([data-brand]) .shell-f-variant[data-brand-variant=ABCBS]{display:contents}.shell-g-panel:not(.shell-h-open){display:none}';
const markup = '<div class="shell-a-page"><main class="shell-b-main"><button class="shell-c-button">Sign In</button><span class="shell-f-variant" data-brand-variant="ABCBS"></span><div class="shell-g-panel"></div></main></div>';

describe('the landing page CSS', () => {
  it('reads class names from rendered markup', () => {
    assert.deepEqual([...classNamesIn('<p class="a  b"></p><span class="c"></span>')], ['a', 'b', 'c']);
  });

  it('splits a stylesheet into blocks, respecting strings and nested groups', () => {
    const blocks = cssBlocks('@charset "utf-8";a{content:"}{"}@media (x){b{c:d}}/* } */e{f:g}');
    assert.deepEqual(
      blocks.map((block) => block.prelude),
      ['@charset "utf-8"', 'a', '@media (x)', 'e'],
    );
    assert.equal(blocks[1]?.body, 'content:"}{"');
  });

  it('finds the classes a selector needs, leaving out attribute values and :not()', () => {
    assert.deepEqual(splitSelectorList('.a,:is(.b,.c) .d,[x="1,2"]'), ['.a', ':is(.b,.c) .d', '[x="1,2"]']);
    assert.deepEqual(requiredClasses('.a[data-x="y.z"]:not(.b) > .c:hover'), ['a', 'c']);
  });

  it('keeps the tokens, element rules, keyframes and every rule that can apply to the markup, and drops the rest', () => {
    const kept = cssForClasses(tokens + pageRules, classNamesIn(markup));
    assert.ok(kept.startsWith(tokens));
    assert.match(kept, /\.shell-a-page>\.shell-b-main\{flex:1\}/);
    assert.match(kept, /\.shell-c-button:hover\{color:red\}/);
    assert.match(kept, /@media \(max-width:599px\)\{\.shell-c-button\{padding:0\}\}/);
    assert.match(kept, /@keyframes shell-e-spin/);
    assert.match(kept, /:root:not\(\[data-brand\]\) \.shell-f-variant/);
    assert.match(kept, /\.shell-g-panel:not\(\.shell-h-open\)\{display:none\}/);
    assert.doesNotMatch(kept, /shell-d-unused/);
  });

  it('refuses a stylesheet without the page’s own rules, as the one /login used to link', () => {
    assert.deepEqual([...classesStyledBy(tokens)], []);
    assert.throws(() => landingPageCss(markup, tokens), /no rules for: shell-a-page, shell-b-main, shell-c-button, shell-f-variant, shell-g-panel/);
    assert.doesNotThrow(() => landingPageCss(markup, tokens + pageRules));
  });
});

describe('the landing document', () => {
  const indexHtml =
    '<!doctype html><html lang="en"><head><meta name="theme-color" content="#00457c"><link rel="preload" href="/main.1234567890.js" as="script" data-startup-preload><title>Member Portal</title>' +
    '<script defer src="/main.1234567890.js"></script></head><body><p id="portal-starting">Loading the Member Portal…</p><div id="root"></div></body></html>';
  const parts = { indexHtml, markup, landingPath: '/login', css: '.shell-a-page{display:flex}', brandScript: 'landing-brand.0123456789.js', loader: 'landing-loader.0123456789.js' };

  it('carries the page’s CSS inline, links no stylesheet, and runs the brand script before the page paints', () => {
    const html = composeLandingDocument(parts);
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(head, /<style>\.shell-a-page\{display:flex\}<\/style><script src="\/landing-brand\.0123456789\.js"><\/script>$/);
    assert.doesNotMatch(html, /rel="stylesheet"/);
    assert.match(head, /<script defer src="\/landing-loader\.0123456789\.js" data-portal-scripts="\[&quot;\/main\.1234567890\.js&quot;\]"><\/script>/);
    assert.doesNotMatch(html, /data-startup-preload|portal-starting/);
    assert.match(html, /<div id="root" data-prerendered-path="\/login"><div class="shell-a-page">/);
  });

  it('refuses pre-rendered markup with an inline script, which the Content-Security-Policy would not run', () => {
    assert.throws(() => composeLandingDocument({ ...parts, markup: `${markup}<script>$RC("B:0","S:0")</script>` }), /inline script/);
  });

  it('runs the dashboard’s start-up greeting right after the starting message in index.html, once, and never on the landing page', () => {
    const withGreeting = withStartupGreeting(indexHtml, 'startup-greeting.0123456789.js');
    assert.match(withGreeting, /<p id="portal-starting">Loading the Member Portal…<\/p><script data-startup-greeting src="\/startup-greeting\.0123456789\.js"><\/script><div id="root">/);
    const rebuilt = withStartupGreeting(withGreeting, 'startup-greeting.9876543210.js');
    assert.equal(rebuilt.match(/data-startup-greeting/g)?.length, 1);
    assert.match(rebuilt, /startup-greeting\.9876543210\.js/);
    assert.throws(() => withStartupGreeting('<div id="root"></div>', 'startup-greeting.0123456789.js'), /no start-up message/);
    const html = composeLandingDocument({ ...parts, indexHtml: withGreeting });
    assert.doesNotMatch(html, /startup-greeting/);
    assert.match(html, /data-portal-scripts="\[&quot;\/main\.1234567890\.js&quot;\]"/);
  });
});
