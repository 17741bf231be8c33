// @ts-check
// The arithmetic of the bench's page weights (docs/performance.md#the-bench), kept apart from the browser so that it
// is unit-tested (test/bench-weights.test.mjs): which responses count as JavaScript or CSS, the CSS a
// document carries inline, sums per app, kilobytes and ratios.

/**
 * What a response counts as, by its address: a JavaScript or CSS file, or nothing.
 * @param {string} url
 * @returns {'js' | 'css' | null}
 */
export function weightKind(url) {
  const { pathname } = new URL(url);
  if (/\.m?js$/.test(pathname)) return 'js';
  if (/\.css$/.test(pathname)) return 'css';
  return null;
}

/**
 * The CSS a document carries itself: the text of its `<style>` elements, joined. The pre-rendered
 * /login has all of its CSS there and links no stylesheet (docs/performance.md#the-pre-rendered-landing-page),
 * so without this its CSS would count as nothing.
 * @param {string} html
 */
export function inlineStyleText(html) {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style\s*>/gi)].map((match) => match[1] ?? '').join('\n');
}

/**
 * @typedef {{ js: number, css: number, inlineCss: number, files: number }} AppWeight
 *   bytes (gzip); css includes inlineCss, the CSS of documents' `<style>` elements
 * @typedef {{ url: string, app: string, kind: 'js' | 'css' | 'inline-css', gzipBytes: number }} CountedResponse
 * @typedef {{ perApp: Record<string, AppWeight>, totalJs: number, totalCss: number, inlineCss: number, files: number, responses: CountedResponse[] }} WeightTotals
 *   responses: what was counted, in the order it arrived (the bench writes it to its JSON results)
 */

/** Gzip bytes added up per app, each address once. */
export function createWeightTally() {
  /** @type {Record<string, AppWeight>} */
  const perApp = {};
  /** @type {CountedResponse[]} */
  const responses = [];
  const seen = new Set();
  return {
    /**
     * Counts one response; a second response for the same address (a file the browser loads again
     * after a full navigation, from its cache: content-hashed files are immutable) counts nothing.
     * @param {CountedResponse} response
     */
    add({ url, app, kind, gzipBytes }) {
      const key = `${kind} ${url}`;
      if (seen.has(key)) return;
      seen.add(key);
      responses.push({ url, app, kind, gzipBytes });
      const weight = (perApp[app] ??= { js: 0, css: 0, inlineCss: 0, files: 0 });
      if (kind === 'js') weight.js += gzipBytes;
      else weight.css += gzipBytes;
      if (kind === 'inline-css') weight.inlineCss += gzipBytes;
      else weight.files += 1;
    },
    /** @returns {WeightTotals} */
    totals() {
      const apps = Object.values(perApp);
      /** @param {(weight: AppWeight) => number} pick */
      const sum = (pick) => apps.reduce((total, weight) => total + pick(weight), 0);
      return {
        perApp: structuredClone(perApp),
        totalJs: sum((weight) => weight.js),
        totalCss: sum((weight) => weight.css),
        inlineCss: sum((weight) => weight.inlineCss),
        files: sum((weight) => weight.files),
        responses: responses.map((response) => ({ ...response })),
      };
    },
  };
}

/**
 * Kilobytes (1024 bytes) with one decimal, as the bench prints them.
 * @param {number} bytes
 */
export const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;

/**
 * How many times the first figure is the second, to two decimals (NaN when the second is not positive).
 * @param {number} value
 * @param {number} baseline
 */
export function ratio(value, baseline) {
  return baseline > 0 ? Math.round((value / baseline) * 100) / 100 : Number.NaN;
}
