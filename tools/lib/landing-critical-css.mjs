// @ts-check
// The pre-rendered landing page carries its own CSS inline (issue 25): the rules of the shell's
// stylesheet that can apply to its markup, so it paints styled with no stylesheet request. Pure
// functions over the built CSS (minified, as rspack writes it) and the rendered HTML.

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
 * The top-level blocks of a stylesheet: `prelude{body}`, or a statement ending in `;` (body null).
 * Comments are dropped; strings and nested braces are respected.
 * @param {string} css
 * @returns {{ prelude: string, body: string | null }[]}
 */
export function cssBlocks(css) {
  const text = css.replace(/\/\*[\s\S]*?\*\//g, '');
  /** @type {{ prelude: string, body: string | null }[]} */
  const blocks = [];
  let start = 0;
  let index = 0;
  while (index < text.length) {
    const char = text[index];
    if (char === '"' || char === "'") {
      index = endOfString(text, index);
      continue;
    }
    if (char === ';') {
      const statement = text.slice(start, index).trim();
      if (statement) blocks.push({ prelude: statement, body: null });
      start = index + 1;
    } else if (char === '{') {
      const close = matchingBrace(text, index);
      blocks.push({ prelude: text.slice(start, index).trim(), body: text.slice(index + 1, close) });
      index = close;
      start = close + 1;
    }
    index += 1;
  }
  return blocks;
}

/** @param {string} text @param {number} open the index of a quote @returns {number} past its end */
function endOfString(text, open) {
  const quote = text[open];
  let index = open + 1;
  while (index < text.length && text[index] !== quote) index += text[index] === '\\' ? 2 : 1;
  return index + 1;
}

/** @param {string} text @param {number} open the index of a "{" @returns {number} its "}" */
function matchingBrace(text, open) {
  let depth = 0;
  let index = open;
  while (index < text.length) {
    const char = text[index];
    if (char === '"' || char === "'") {
      index = endOfString(text, index);
      continue;
    }
    if (char === '{') depth += 1;
    else if (char === '}') {
      depth -= 1;
      if (depth === 0) return index;
    }
    index += 1;
  }
  throw new Error('unbalanced braces in the stylesheet');
}

/**
 * A selector list split at its top-level commas (not those inside :is(...) or [...]).
 * @param {string} selectorList
 * @returns {string[]}
 */
export function splitSelectorList(selectorList) {
  const selectors = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < selectorList.length; index += 1) {
    const char = selectorList[index];
    if (char === '(' || char === '[') depth += 1;
    else if (char === ')' || char === ']') depth -= 1;
    else if (char === ',' && depth === 0) {
      selectors.push(selectorList.slice(start, index).trim());
      start = index + 1;
    }
  }
  selectors.push(selectorList.slice(start).trim());
  return selectors.filter(Boolean);
}

/**
 * The classes an element must carry for a selector to match it or its ancestors: every `.name` outside
 * attribute values and outside :not(...), which matches where the class is absent.
 * @param {string} selector
 * @returns {string[]}
 */
export function requiredClasses(selector) {
  let plain = selector.replace(/\[[^\]]*\]/g, '[]');
  // Innermost :not(...) first, until none is left.
  for (let previous = ''; previous !== plain; ) {
    previous = plain;
    plain = plain.replace(/:not\([^()]*\)/g, '');
  }
  return [...plain.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? '');
}

/**
 * Every class a stylesheet's selectors name (in any rule, however nested).
 * @param {string} css
 * @returns {Set<string>}
 */
export function classesStyledBy(css) {
  const styled = new Set();
  for (const { prelude, body } of cssBlocks(css)) {
    if (body === null) continue;
    if (prelude.startsWith('@')) {
      if (/^@(media|supports|layer|container)\b/.test(prelude)) for (const name of classesStyledBy(body)) styled.add(name);
      continue;
    }
    for (const selector of splitSelectorList(prelude)) for (const name of requiredClasses(selector)) styled.add(name);
  }
  return styled;
}

/**
 * The stylesheet cut down to what can apply to a page whose elements carry only `classes`: a rule is
 * kept with those of its selectors whose classes are all on the page (rules without classes, such as
 * the tokens and element styles, are kept whole); conditional groups keep what is left inside them;
 * other at-rules (@keyframes, @font-face) are kept as they are.
 * @param {string} css
 * @param {Set<string>} classes
 * @returns {string}
 */
export function cssForClasses(css, classes) {
  let kept = '';
  for (const { prelude, body } of cssBlocks(css)) {
    if (body === null) {
      kept += `${prelude};`;
      continue;
    }
    if (/^@(media|supports|layer|container)\b/.test(prelude)) {
      const inner = cssForClasses(body, classes);
      if (inner) kept += `${prelude}{${inner}}`;
      continue;
    }
    if (prelude.startsWith('@')) {
      kept += `${prelude}{${body}}`;
      continue;
    }
    const selectors = splitSelectorList(prelude).filter((selector) => requiredClasses(selector).every((name) => classes.has(name)));
    if (selectors.length > 0) kept += `${selectors.join(',')}{${body}}`;
  }
  return kept;
}

/**
 * The landing page's own CSS: the rules that can apply to its markup. Fails when the markup uses a
 * class no rule styles, which is how an unstyled landing page (its stylesheet missing the page's
 * rules) is caught at build time rather than by a member.
 * @param {string} markup
 * @param {string} css
 * @returns {string}
 */
export function landingPageCss(markup, css) {
  const used = classNamesIn(markup);
  const styled = classesStyledBy(css);
  const unstyled = [...used].filter((name) => !styled.has(name));
  if (unstyled.length > 0) throw new Error(`the landing page's stylesheet has no rules for: ${unstyled.join(', ')}`);
  const kept = cssForClasses(css, used);
  if (kept.includes('</')) throw new Error('the landing page CSS cannot be inlined: it contains "</"');
  return kept;
}
