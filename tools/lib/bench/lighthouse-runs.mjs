// @ts-check
// How many Lighthouse runs make a page's figure, and which run it is: kept apart from the browser so
// that it is unit-tested (test/bench-lighthouse-runs.test.mjs).

/**
 * The median run by performance score (the middle one of an odd count, the upper middle of an even
 * one), with every run's score beside it; it showed the page only if every run did.
 * @template {{ performance: number, shown: boolean }} Run
 * @param {readonly Run[]} results
 * @returns {Run & { runScores: number[] }}
 */
export function medianRun(results) {
  const byScore = [...results].sort((a, b) => a.performance - b.performance);
  const median = byScore[Math.floor(byScore.length / 2)];
  if (!median) throw new Error('the median of Lighthouse runs needs at least one run');
  return {
    ...median,
    runScores: results.map((result) => result.performance),
    shown: results.every((result) => result.shown),
  };
}

/** A page scoring under this on its first run is run twice more and given the median of three. */
export const lighthouseRecheckBelow = 90;

/**
 * A first run that showed the page and scored under `lighthouseRecheckBelow` is run twice more: one
 * slow run on a shared machine is not the page's figure. A run that did not show the page fails as it is.
 * @param {{ performance: number, shown: boolean }} first
 */
export const needsMoreRuns = (first) => first.shown && first.performance < lighthouseRecheckBelow;
