// Runs every vector of the XSS corpus (test/xss-corpus/vectors.json) through the portal's one sanitiser
// and checks the result three ways: the parsed output keeps to the docs/product/routes-and-guards.md#guards-rights-key allow-list, the
// serialised string carries no executable markup, and nothing runs when the output is put into the
// page and its elements receive the events handlers listen for. The corpus's "allowed" list checks the
// other direction: safe markup comes out as expected.
import { sanitizeHtml } from '@portal/ui/sanitized-html';
import corpus from './xss-corpus/vectors.json';

interface Vector {
  id: string;
  source: string;
  html: string;
}
interface AllowedCase {
  id: string;
  html: string;
  expected: string;
}

const vectors: Vector[] = corpus.vectors;
const allowedCases: AllowedCase[] = corpus.allowed;

const allowedTags = new Set(['a', 'p', 'div', 'span']);
const allowedAttributes = new Set(['href', 'class', 'target', 'rel']);
const allowedTargets = new Set(['_blank', '_self']);
const allowedScheme = /^(?:https?|ftp|mailto|tel):/;

// DOMPurify cannot drop an `is` attribute: the HTML serialiser would write the element's original is
// value back. It empties it instead, and is="" names no custom element, so that one form is accepted.
const isVoidedIs = (name: string, value: string) => name === 'is' && value === '';

/**
 * An href as the browser's URL parser reads it: leading and trailing C0 controls and spaces dropped,
 * ASCII tabs and newlines removed anywhere, lower-cased.
 */
function hrefAsParsed(value: string): string {
  const isC0OrSpace = (char: string) => char.charCodeAt(0) <= 0x20;
  const chars = [...value];
  while (chars.length > 0 && isC0OrSpace(chars[0]!)) chars.shift();
  while (chars.length > 0 && isC0OrSpace(chars[chars.length - 1]!)) chars.pop();
  return chars
    .filter((char) => char !== '\t' && char !== '\n' && char !== '\r')
    .join('')
    .toLowerCase();
}

function isAllowedHref(value: string): boolean {
  return allowedScheme.test(hrefAsParsed(value));
}

/** Parses HTML the way the page will: in a fresh template, so nothing loads or runs. */
function parse(html: string): DocumentFragment {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.content;
}

/** Everything in the parsed output that docs/product/validation.md#format-phone does not allow, as readable strings. */
function allowListViolations(html: string): string[] {
  const violations: string[] = [];
  const walker = document.createTreeWalker(
    parse(html),
    NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_COMMENT | NodeFilter.SHOW_PROCESSING_INSTRUCTION,
  );
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (!(node instanceof Element)) {
      violations.push(`non-text node ${node.nodeName}`);
      continue;
    }
    const tag = node.localName;
    if (node.namespaceURI !== 'http://www.w3.org/1999/xhtml') violations.push(`<${tag}> in namespace ${node.namespaceURI}`);
    if (!allowedTags.has(tag)) violations.push(`element <${tag}>`);
    for (const { name, value } of node.attributes) {
      if (isVoidedIs(name, value)) continue;
      if (name.startsWith('on')) violations.push(`event handler ${name} on <${tag}>`);
      if (!allowedAttributes.has(name)) violations.push(`attribute ${name} on <${tag}>`);
      if ((name === 'href' || name === 'target' || name === 'rel') && tag !== 'a') violations.push(`${name} on <${tag}>`);
      if (name === 'href' && !isAllowedHref(value)) violations.push(`href ${JSON.stringify(value)}`);
      if (name === 'target' && !allowedTargets.has(value)) violations.push(`target ${JSON.stringify(value)}`);
      if (name === 'rel' && value !== 'noopener noreferrer') violations.push(`rel ${JSON.stringify(value)}`);
    }
    if (tag === 'a' && node.getAttribute('target') === '_blank' && node.getAttribute('rel') !== 'noopener noreferrer') {
      violations.push('target=_blank without rel="noopener noreferrer"');
    }
  }
  return violations;
}

// A tag in serialised HTML. Serialisation always double-quotes attribute values and escapes " inside
// them, and escapes < and > in text, so this splits the output exactly into tags and text.
const tagPattern = /<\/?([a-zA-Z][^\s/>]*)((?:\s+[^\s"'>/=]+(?:="[^"]*")?)*)\s*\/?>/g;
const attributePattern = /([^\s"'>/=]+)(?:="([^"]*)")?/g;
const forbiddenInMarkup = [
  /<script/i,
  /<(?:iframe|img|svg|math|style|link|meta|base|object|embed|form|input|template)\b/i,
  /\son[a-z]*\s*=/i,
  /\bstyle\s*=/i,
  /\bsrcdoc\b/i,
  /\bxlink:/i,
  /\bformaction\b/i,
];
const forbiddenInHref = /(?:java|vb|live)script:|data:/i;

/**
 * Checks the sanitised string itself, independently of any DOM: text holds no raw < or >; the markup
 * (tags with attribute values blanked; text and class values are inert) holds no script, handler or
 * disallowed tag; no href carries javascript:, vbscript:, livescript: or data:.
 */
function stringViolations(output: string): string[] {
  const violations: string[] = [];
  const skeleton: string[] = [];
  let last = 0;
  for (const match of output.matchAll(tagPattern)) {
    const text = output.slice(last, match.index);
    if (/[<>]/.test(text)) violations.push(`raw < or > in text ${JSON.stringify(text)}`);
    last = match.index + match[0].length;
    const [, name = '', attributes = ''] = match;
    if (!allowedTags.has(name.toLowerCase())) violations.push(`tag ${JSON.stringify(match[0])}`);
    skeleton.push(match[0].replace(/="[^"]*"/g, '=""'));
    for (const [, attribute = '', value = ''] of attributes.matchAll(attributePattern)) {
      if (!allowedAttributes.has(attribute.toLowerCase()) && !isVoidedIs(attribute, value)) violations.push(`attribute ${attribute}`);
      if (attribute.toLowerCase() === 'href' && forbiddenInHref.test(hrefAsParsed(value).replace(/\s/g, '')))
        violations.push(`href ${JSON.stringify(value)}`);
    }
  }
  const tail = output.slice(last);
  if (/[<>]/.test(tail)) violations.push(`raw < or > in text ${JSON.stringify(tail)}`);
  const markup = skeleton.join('');
  for (const pattern of forbiddenInMarkup) if (pattern.test(markup)) violations.push(`markup matches ${pattern}`);
  return violations;
}

describe('the allow-list checks', () => {
  // Without these the checks below could pass because they never find anything.
  it.each([
    '<img src=x>',
    '<svg><a href="https://example.org">x</a></svg>',
    '<p onclick="x">x</p>',
    '<p style="color:red">x</p>',
    '<span href="https://example.org">x</span>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="java&#9;script:alert(1)">x</a>',
    '<a href="">x</a>',
    '<a href="/claims">x</a>',
    '<a href="https://example.org" target="_top">x</a>',
    '<a href="https://example.org" target="_blank">x</a>',
    '<a href="https://example.org" rel="opener">x</a>',
    '<p is="x-evil">x</p>',
    '<p><!-- x --></p>',
  ])('reject %s', (html) => {
    expect(allowListViolations(html)).not.toEqual([]);
  });

  it.each([
    '<img src=x>',
    '<p onclick="x">x</p>',
    '<p style="x">x</p>',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="data:text/html,x">x</a>',
    '<p>x</p><script>x</script>',
    '<p title="x">x</p>',
  ])('reject the string %s', (html) => {
    expect(stringViolations(html)).not.toEqual([]);
  });
});

describe('XSS corpus', () => {
  it('holds at least 100 vectors, each with a unique id, a source and some HTML', () => {
    expect(vectors.length).toBeGreaterThanOrEqual(100);
    expect(new Set(vectors.map((vector) => vector.id)).size).toBe(vectors.length);
    for (const vector of vectors) {
      expect(vector.id).toMatch(/^[a-z0-9-]+$/);
      expect(vector.source.trim()).not.toBe('');
      expect(vector.html).not.toBe('');
    }
    expect(allowedCases.length).toBeGreaterThanOrEqual(10);
  });
});

describe.each(vectors)('XSS vector $id', ({ html }) => {
  const output = sanitizeHtml(html);

  it('leaves only allowed elements, attributes, schemes and targets', () => {
    expect(allowListViolations(output)).toEqual([]);
  });

  it('leaves no executable markup in the string', () => {
    expect(stringViolations(output)).toEqual([]);
  });

  it('gives the same output when sanitised again (parsing the output mutates nothing)', () => {
    expect(sanitizeHtml(output)).toBe(output);
  });
});

// ---- Nothing runs -------------------------------------------------------------------------------
// jsdom (runScripts: "dangerously" in Jest's environment) compiles inline event handlers and runs
// javascript: URLs when a link is followed, so dispatching events on the inserted output does execute
// whatever survived. The vectors call __xss(), alert(), confirm(), prompt() or document.write().

type Stubs = Record<'xss' | 'alert' | 'confirm' | 'prompt' | 'write', jest.Mock | jest.SpyInstance>;
type TestWindow = Window & { __xss?: () => void };

const eventTypes = [
  'load',
  'error',
  'focus',
  'focusin',
  'blur',
  'mouseover',
  'mouseenter',
  'mousedown',
  'pointerover',
  'toggle',
  'beforetoggle',
  'input',
  'change',
  'submit',
  'scroll',
  'scrollend',
  'animationstart',
  'transitionend',
  'keydown',
  'pageshow',
  'begin',
  'start',
];

let stubs: Stubs;
const followedLinks: string[] = [];

/** Stops navigation for links the allow-list permits (jsdom cannot navigate); any other link is followed, so a javascript: URL would run. */
function stopAllowedNavigation(event: MouseEvent) {
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!link) return;
  followedLinks.push(link.getAttribute('href') ?? '');
  if (isAllowedHref(link.getAttribute('href') ?? '')) event.preventDefault();
}

beforeEach(() => {
  const xss = jest.fn();
  stubs = {
    xss,
    alert: jest.spyOn(window, 'alert').mockImplementation(() => {}),
    confirm: jest.spyOn(window, 'confirm').mockImplementation(() => false),
    prompt: jest.spyOn(window, 'prompt').mockImplementation(() => null),
    write: jest.spyOn(document, 'write').mockImplementation(() => {}),
  };
  (window as TestWindow).__xss = xss;
  followedLinks.length = 0;
  document.addEventListener('click', stopAllowedNavigation, true);
});

afterEach(() => {
  document.removeEventListener('click', stopAllowedNavigation, true);
  delete (window as TestWindow).__xss;
  jest.restoreAllMocks();
  document.body.replaceChildren();
});

/** Puts the HTML into the page through a real element's innerHTML and fires every event at every element. */
async function insertAndProvoke(html: string): Promise<void> {
  const host = document.createElement('div');
  document.body.append(host);
  host.innerHTML = html;
  for (const element of [host, ...host.querySelectorAll('*')]) {
    // An inline handler is an attribute of the element it fires on, so every element with attributes gets
    // each event itself (not bubbling: jsdom takes milliseconds per event on a 500-deep tree). Every
    // element is focused; the innermost ones are clicked, and their clicks bubble through every
    // ancestor and follow the link they are in.
    if (element.attributes.length > 0) {
      for (const type of eventTypes) element.dispatchEvent(new Event(type, { cancelable: true }));
    }
    if (element instanceof HTMLElement) {
      element.focus();
      if (element.childElementCount === 0) element.click();
    }
  }
  // jsdom follows a link on a task of its own and runs a javascript: URL on the next one; wait them out.
  for (let turn = 0; turn < 3; turn++) await new Promise((resolve) => setTimeout(resolve, 0));
}

function stubCalls(): Record<string, number> {
  return Object.fromEntries(Object.entries(stubs).map(([name, stub]) => [name, stub.mock.calls.length]));
}

const noCalls = { xss: 0, alert: 0, confirm: 0, prompt: 0, write: 0 };

describe('the execution check', () => {
  // Without these the "nothing runs" tests below could pass because nothing can ever run.
  it.each([
    ['an onerror handler', '<img src=x onerror=__xss()>'],
    ['an onmouseover handler', '<div onmouseover="alert(1)">x</div>'],
    ['an onfocus handler', '<input onfocus=__xss() autofocus>'],
    ['an onclick handler', '<p onclick=alert(1)>x</p>'],
    ['an onclick handler on an ancestor', '<div onclick=__xss()><p><span>x</span></p></div>'],
    ['a javascript: link', '<a href="javascript:__xss()">x</a>'],
    ['a javascript: link around other elements', '<a href="javascript:__xss()"><span>x</span></a>'],
    ['an entity-encoded javascript: link', '<a href="&#x6A;avascript&colon;alert(1)">x</a>'],
  ])('notices %s when the HTML is not sanitised', async (_what, html) => {
    await insertAndProvoke(html);
    expect(stubCalls()).not.toEqual(noCalls);
  });
});

describe.each(vectors)('XSS vector $id, inserted into the page', ({ html }) => {
  it('runs no script and follows no disallowed link when its elements load, fail, get focus, hover or are clicked', async () => {
    await insertAndProvoke(sanitizeHtml(html));
    expect(stubCalls()).toEqual(noCalls);
    expect(followedLinks.filter((href) => !isAllowedHref(href))).toEqual([]);
  });
});

describe.each(allowedCases)('allowed markup $id', ({ html, expected }) => {
  it('is kept as expected', () => {
    expect(sanitizeHtml(html)).toBe(expected);
  });

  it('passes the allow-list checks', () => {
    expect(allowListViolations(sanitizeHtml(html))).toEqual([]);
    expect(stringViolations(sanitizeHtml(html))).toEqual([]);
  });
});
