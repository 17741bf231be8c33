// The pre-rendered landing page carries its own CSS (loaded directly, /login was once unstyled,
// because the stylesheet it linked held the design tokens but none of the page's rules).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { workspaceRoot } from '../lib/apps.mjs';
import { classesWithoutRule, classNamesIn, inlineCssOf, withCriticalCss } from '../lib/landing-critical-css.mjs';
import { composeLandingDocument, landingClassesWithoutRule, portalScriptsOf, withStartupGreeting } from '../lib/landing-page-build.mjs';

const tokens =
  ':root{--portal-color-primary:#00457c}*,:before{box-sizing:border-box}body{margin:0}[data-brand=HA]{--portal-color-primary:#005a70}';
const pageRules =
  '.shell-a-page{display:flex}.shell-a-page>.shell-b-main{flex:1}.shell-c-button:hover,.shell-d-unused{color:red}' +
  '@media (max-width:599px){.shell-c-button{padding:0}.shell-d-unused{margin:0}}@keyframes shell-e-spin{to{transform:rotate(1turn)}}' +
  ':root:not([data-brand]) .shell-f-variant[data-brand-variant=ABCBS]{display:contents}.shell-g-panel:not(.shell-h-open){display:none}';
const markup =
  '<div class="shell-a-page"><main class="shell-b-main"><button class="shell-c-button">Sign In</button><span class="shell-f-variant" data-brand-variant="ABCBS"></span><div class="shell-g-panel"></div></main></div>';

/** @param {string} css */
const documentWith = (css) =>
  `<!doctype html><html lang="en"><head><style>${css}</style></head><body><div id="root">${markup}</div></body></html>`;

describe('the landing page CSS', () => {
  it('reads class names from rendered markup', () => {
    assert.deepEqual([...classNamesIn('<p class="a  b"></p><span class="c"></span>')], ['a', 'b', 'c']);
  });

  it('keeps the tokens, element rules, keyframes and every rule that can apply to the markup, and drops the rest', async () => {
    const kept = inlineCssOf(await withCriticalCss(documentWith(tokens + pageRules)));
    assert.ok(kept.startsWith(tokens));
    assert.match(kept, /\.shell-a-page>\.shell-b-main\{flex:1\}/);
    assert.match(kept, /\.shell-c-button:hover\{color:red\}/);
    assert.match(kept, /@media \(max-width:599px\)\{\.shell-c-button\{padding:0\}\}/);
    assert.match(kept, /@keyframes shell-e-spin/);
    assert.match(kept, /:root:not\(\[data-brand\]\) \.shell-f-variant/);
    assert.match(kept, /\.shell-g-panel:not\(\.shell-h-open\)\{display:none\}/);
    assert.doesNotMatch(kept, /shell-d-unused/);
  });

  it('keeps every brand’s rules, though no brand is marked when the page is built', async () => {
    const kept = inlineCssOf(await withCriticalCss(documentWith(`${tokens}[data-brand=OCTAVE] .shell-a-page{color:purple}`)));
    assert.match(kept, /\[data-brand=HA\]\{--portal-color-primary:#005a70\}/);
    assert.match(kept, /\[data-brand=OCTAVE\] \.shell-a-page\{color:purple\}/);
  });

  it('keeps the rules of any element in a state, such as the keyboard focus ring', async () => {
    const kept = inlineCssOf(
      await withCriticalCss(documentWith(`${tokens}:focus-visible{outline:3px solid}:is(a,button):hover{color:red}`)),
    );
    assert.match(kept, /:focus-visible\{outline:3px solid\}/);
    assert.match(kept, /:is\(a,button\):hover\{color:red\}/);
  });

  it('refuses a stylesheet without the page’s own rules, as the one /login used to link', () => {
    assert.deepEqual(classesWithoutRule(markup, tokens), [
      'shell-a-page',
      'shell-b-main',
      'shell-c-button',
      'shell-f-variant',
      'shell-g-panel',
    ]);
    assert.deepEqual(classesWithoutRule(markup, tokens + pageRules), []);
    // A class named only as part of a longer one has no rule.
    assert.deepEqual(classesWithoutRule('<p class="shell-a"></p>', '.shell-a-page{display:flex}'), ['shell-a']);
  });
});

describe('the landing document', () => {
  const template = fs.readFileSync(path.join(workspaceRoot, 'shell/src/landing/login.html'), 'utf8');
  const parts = {
    template,
    markup,
    landingPath: '/login',
    css: tokens + pageRules,
    brandScript: 'landing-brand.0123456789.js',
    loader: 'landing-loader.0123456789.js',
    portalScripts: ['/main.1234567890.js'],
  };

  it('carries the page’s CSS inline, links no stylesheet, and runs the brand script before the page paints', async () => {
    const html = await withCriticalCss(composeLandingDocument(parts));
    const head = html.slice(0, html.indexOf('</head>'));
    assert.match(
      head,
      /<style>:root\{[^<]*\.shell-a-page\{display:flex\}[^<]*<\/style><script src="\/landing-brand\.0123456789\.js"><\/script>/,
    );
    assert.doesNotMatch(inlineCssOf(html), /shell-d-unused/);
    assert.doesNotMatch(html, /rel="stylesheet"/);
    assert.match(
      head,
      /<script defer(="")? src="\/landing-loader\.0123456789\.js" data-portal-scripts="\[&quot;\/main\.1234567890\.js&quot;\]"><\/script>/,
    );
    assert.doesNotMatch(html, /data-startup-preload|portal-starting|startup-greeting/);
    assert.match(html, /<div id="root" data-prerendered-path="\/login"><div class="shell-a-page">/);
    assert.deepEqual(landingClassesWithoutRule(html), []);
  });

  it('names a class of the page that no rule styles', async () => {
    const html = await withCriticalCss(composeLandingDocument({ ...parts, css: tokens }));
    assert.deepEqual(landingClassesWithoutRule(html), [
      'shell-a-page',
      'shell-b-main',
      'shell-c-button',
      'shell-f-variant',
      'shell-g-panel',
    ]);
  });

  it('refuses pre-rendered markup with an inline script, which the Content-Security-Policy would not run', () => {
    assert.throws(() => composeLandingDocument({ ...parts, markup: `${markup}<script>$RC("B:0","S:0")</script>` }), /inline script/);
  });

  it('takes the page at one marker of the template and its scripts and CSS at another, text as it is', () => {
    assert.throws(() => composeLandingDocument({ ...parts, template: template.replace('<!--landing-->', '') }), /<!--landing--> once/);
    assert.throws(() => composeLandingDocument({ ...parts, landingPath: '/contact' }), /not the page of \/contact/);
    const html = composeLandingDocument({ ...parts, markup: '<p>$& $1</p>' });
    assert.match(html, /<div id="root" data-prerendered-path="\/login"><p>\$& \$1<\/p><\/div>/);
  });

  it('has the head of index.html, less what only the portal’s start-up needs', () => {
    const indexHtml = fs.readFileSync(path.join(workspaceRoot, 'shell/src/index.html'), 'utf8');
    /** @param {string} html */
    const headTags = (html) => [...html.slice(0, html.indexOf('</head>')).matchAll(/<(meta|link|title)\b[^>]*>/g)].map((match) => match[0]);
    assert.deepEqual(headTags(template), headTags(indexHtml));
  });

  it('loads the shell’s deferred scripts of index.html, in order', () => {
    const indexHtml =
      '<head><link rel="preload" href="/a.1234567890.js" as="script" data-startup-preload><script defer fetchpriority="high" src="/main.1234567890.js"></script><script defer src="/b.1234567890.js"></script></head>' +
      '<body><p id="portal-starting">Loading…</p><script data-startup-greeting src="/startup-greeting.0123456789.js"></script><div id="root"></div></body>';
    assert.deepEqual(portalScriptsOf(indexHtml), ['/main.1234567890.js', '/b.1234567890.js']);
    assert.throws(() => portalScriptsOf('<div id="root"></div>'), /names no scripts/);
  });

  it('runs the dashboard’s start-up greeting right after the starting message in index.html, once', () => {
    const indexHtml =
      '<!doctype html><html lang="en"><head><title>Member Portal</title><script defer src="/main.1234567890.js"></script></head><body><p id="portal-starting">Loading the Member Portal…</p><div id="root"></div></body></html>';
    const withGreeting = withStartupGreeting(indexHtml, 'startup-greeting.0123456789.js');
    assert.match(
      withGreeting,
      /<p id="portal-starting">Loading the Member Portal…<\/p><script data-startup-greeting src="\/startup-greeting\.0123456789\.js"><\/script><div id="root">/,
    );
    const rebuilt = withStartupGreeting(withGreeting, 'startup-greeting.9876543210.js');
    assert.equal(rebuilt.match(/data-startup-greeting/g)?.length, 1);
    assert.match(rebuilt, /startup-greeting\.9876543210\.js/);
    assert.throws(() => withStartupGreeting('<div id="root"></div>', 'startup-greeting.0123456789.js'), /no start-up message/);
    assert.deepEqual(portalScriptsOf(withGreeting), ['/main.1234567890.js']);
  });
});
