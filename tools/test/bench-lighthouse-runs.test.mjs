// Which Lighthouse runs make a signed-in page's figure: one run, or the median of three when the first
// scores under 90; a run that audited another page (the sign-in page, an error panel) fails.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { lighthouseRecheckBelow, medianRun, needsMoreRuns } from '../lib/bench/lighthouse-runs.mjs';

/** @param {number} performance @param {boolean} [shown] */
const run = (performance, shown = true) => ({ performance, accessibility: 100, shown });

describe('the Lighthouse runs of a signed-in page', () => {
  it('run a page again when its first run scores under 90, and not at 90', () => {
    assert.equal(lighthouseRecheckBelow, 90);
    assert.equal(needsMoreRuns(run(89)), true);
    assert.equal(needsMoreRuns(run(90)), false);
    assert.equal(needsMoreRuns(run(100)), false);
  });

  it('do not run again a first run that did not show the page: it fails as it is', () => {
    assert.equal(needsMoreRuns(run(40, false)), false);
  });

  it('take the median of three by performance, whatever order the runs came in', () => {
    const figure = medianRun([run(72), run(95), run(88)]);
    assert.equal(figure.performance, 88);
    assert.deepEqual(figure.runScores, [72, 95, 88]);
    assert.equal(medianRun([run(95), run(72), run(91)]).performance, 91);
  });

  it('give a single run as it is, with its score as the only run', () => {
    assert.deepEqual(medianRun([run(93)]), { ...run(93), runScores: [93] });
  });

  it('count a page as shown only when every run showed it', () => {
    assert.equal(medianRun([run(88), run(91, false), run(92)]).shown, false);
    assert.equal(medianRun([run(88), run(91), run(92)]).shown, true);
  });

  it('need at least one run', () => {
    assert.throws(() => medianRun([]), /at least one run/);
  });
});
