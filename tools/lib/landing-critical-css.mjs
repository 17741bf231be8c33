// @ts-check
// The pre-rendered landing page carries its own CSS inline, so it paints styled with no stylesheet
// request. Beasties (a maintained critical-CSS library) cuts the route tree's whole stylesheet, placed
// in the document's <style>, down to the rules that apply to the rendered markup. What Beasties cannot
// express is kept here as one small check: every class the markup uses has a rule.
import Beasties from 'beasties';

/**
 * Rules that depend on the brand chosen on the device: the brand script marks <html> with it before
 * the first paint, so at build time no element matches them yet, but every brand's rules must be there.
 */
const brandSelector = /\[data-brand[=\]]/;

/**
 * Rules made of pseudo-classes alone (the keyboard focus ring, `:focus-visible`): they apply to any
 * element in that state, but Beasties, which matches selectors without their pseudo-classes, finds no
 * element for them.
 */
const anyElementInAState = /^(?::[\w-]+(?:\([^)]*\))?)+$/;

const beasties = new Beasties({
  // Only the document's own <style> is reduced; nothing is fetched or linked.
  external: false,
  allowRules: [brandSelector, anyElementInAState],
  // A rule kept may start an animation only once the portal runs: its keyframes stay with it.
  keyframes: 'all',
  logLevel: 'warn',
});

/**
 * The document with its <style> reduced to the rules that can apply to its markup.
 * @param {string} html a whole document whose head holds the page's full stylesheet in a <style> element
 * @returns {Promise<string>}
 */
export async function withCriticalCss(html) {
  return beasties.process(html);
}

/**
 * The class names used in rendered HTML.
 * @param {string} markup
 * @returns {Set<string>}
 */
export function classNamesIn(markup) {
  const names = new Set();
  for (const match of markup.matchAll(/\bclass="([^"]*)"/g)) {
    for (const name of (match[1] ?? '').split(/\s+/)) if (name) names.add(name);
  }
  return names;
}

/**
 * The classes of the markup that no rule of the CSS names: how an unstyled landing page (its
 * stylesheet missing the page's rules) is caught at build time rather than by a member.
 * @param {string} markup
 * @param {string} css
 * @returns {string[]}
 */
export function classesWithoutRule(markup, css) {
  return [...classNamesIn(markup)].filter((name) => !new RegExp(`\\.${name.replace(/[^\w-]/g, '\\$&')}(?![\\w-])`).test(css));
}

/**
 * The inline CSS of a document's <head>.
 * @param {string} html
 */
export function inlineCssOf(html) {
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1] ?? '').join('');
}
