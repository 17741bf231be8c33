// @ts-check
// Layouts change at one breakpoint scale (docs/design-kit.md): a media query names a width only at a
// step of it, from the step (min-width: 48rem) or below it (max-width: 47.99rem). Heights, print and
// the member's preferences are not widths; a container query follows its own box, not the window.

/** The steps, in rem: phone | tablet, tablet | small desktop, desktop, wide desktop. */
export const breakpointSteps = [36, 48, 64, 80];

/** What a width may be written as: a step itself (from it), or just under it (below it). */
const fromStep = new Set(breakpointSteps.map((step) => `${step}rem`));
const belowStep = new Set(breakpointSteps.map((step) => `${step - 0.01}rem`));

/** `min-width: 36rem`, `max-width: 599px`: the width features of the old syntax. */
const widthFeature = /\b(min|max)-width\s*:\s*([\d.]+[a-z%]*)/gi;
/** `width <= 600px`, `36rem <= width`: the range syntax, with the value on either side. */
const widthRangeAfter = /\bwidth\s*(<=|>=|<|>)\s*([\d.]+[a-z%]*)/gi;
const widthRangeBefore = /([\d.]+[a-z%]*)\s*(<=|>=|<|>)\s*width\b/gi;

/**
 * Whether a width of a media query stands on the scale: from a step (`min-width`, `width >=`,
 * `width > step - 0.01`) or below one (`max-width`, `width <`, `width <=` just under it).
 * @param {'from' | 'below'} side
 * @param {string} value
 */
function onScale(side, value) {
  return side === 'from' ? fromStep.has(value) : belowStep.has(value);
}

/** Which side of a breakpoint a range comparison keeps, with `width` on its left. */
const sideOfRange = /** @type {const} */ ({ '>=': 'from', '>': 'below', '<': 'from', '<=': 'below' });
/** The same comparison read with `width` on its right (`36rem <= width` is `width >= 36rem`). */
const mirrored = /** @type {const} */ ({ '<=': '>=', '<': '>', '>=': '<=', '>': '<' });

/**
 * The widths in a stylesheet's media queries that are off the scale, each with its line.
 * @param {string} css
 * @returns {{ line: number, query: string }[]}
 */
export function offScaleBreakpoints(css) {
  const found = [];
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  for (const media of withoutComments.matchAll(/@media\b([^{]*)\{/g)) {
    const query = media[1] ?? '';
    const line = withoutComments.slice(0, media.index).split('\n').length;
    const widths = [
      ...[...query.matchAll(widthFeature)].map((m) => onScale(m[1]?.toLowerCase() === 'min' ? 'from' : 'below', m[2] ?? '')),
      ...[...query.matchAll(widthRangeAfter)].map((m) => onScale(sideOfRange[/** @type {keyof typeof sideOfRange} */ (m[1])], m[2] ?? '')),
      ...[...query.matchAll(widthRangeBefore)].map((m) =>
        onScale(sideOfRange[mirrored[/** @type {keyof typeof mirrored} */ (m[2])]], m[1] ?? ''),
      ),
    ];
    if (widths.includes(false)) found.push({ line, query: `@media${query}`.trim() });
  }
  return found;
}
