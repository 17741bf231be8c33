// The bench's byte arithmetic (docs/performance.md#the-bench): which responses count, the inline CSS of a document,
// sums per app, kilobytes and ratios.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { createWeightTally, inlineStyleText, kb, ratio, weightKind } from '../lib/bench/weights.mjs';

describe('the bench page weights', () => {
  it('counts JavaScript and CSS files by their path, whatever the query', () => {
    assert.equal(weightKind('http://localhost:3000/main.2e9b794369.js'), 'js');
    assert.equal(weightKind('http://localhost:3001/remoteEntry.js?t=1'), 'js');
    assert.equal(weightKind('http://localhost:3000/3270.a9951b9bed.css'), 'css');
    assert.equal(weightKind('http://localhost:3000/config.json'), null);
    assert.equal(weightKind('http://localhost:3001/mf-manifest.json'), null);
    assert.equal(weightKind('http://localhost:3000/login'), null);
    assert.equal(weightKind('http://localhost:3000/assets/logo.1234567890.svg'), null);
  });

  it("reads a document's inline CSS from its style elements only", () => {
    const html =
      '<html><head><style>body{margin:0}</style><STYLE media="print">.a{color:red}</STYLE></head>' +
      '<body><p style="color:blue">text about <style> tags</p><script>const css = "x";</script></body></html>';
    assert.equal(inlineStyleText(html), 'body{margin:0}\n.a{color:red}');
    assert.equal(inlineStyleText('<p>no styles</p>'), '');
  });

  it('adds gzip bytes up per app, counting an address once and inline CSS as CSS', () => {
    const tally = createWeightTally();
    tally.add({ url: 'http://localhost:3000/main.js', app: 'shell', kind: 'js', gzipBytes: 1000 });
    tally.add({ url: 'http://localhost:3000/main.js', app: 'shell', kind: 'js', gzipBytes: 1000 });
    tally.add({ url: 'http://localhost:3000/app.css', app: 'shell', kind: 'css', gzipBytes: 300 });
    tally.add({ url: 'http://localhost:3000/login', app: 'shell', kind: 'inline-css', gzipBytes: 200 });
    tally.add({ url: 'http://localhost:3001/remoteEntry.js', app: 'mfe-claims', kind: 'js', gzipBytes: 500 });
    const totals = tally.totals();
    assert.deepEqual(totals.perApp, {
      shell: { js: 1000, css: 500, inlineCss: 200, files: 2 },
      'mfe-claims': { js: 500, css: 0, inlineCss: 0, files: 1 },
    });
    assert.equal(totals.totalJs, 1500);
    assert.equal(totals.totalCss, 500);
    assert.equal(totals.inlineCss, 200);
    assert.equal(totals.files, 3);
    assert.deepEqual(
      totals.responses.map((response) => [response.url, response.kind, response.gzipBytes]),
      [
        ['http://localhost:3000/main.js', 'js', 1000],
        ['http://localhost:3000/app.css', 'css', 300],
        ['http://localhost:3000/login', 'inline-css', 200],
        ['http://localhost:3001/remoteEntry.js', 'js', 500],
      ],
    );
  });

  it('gives totals that later counting does not change', () => {
    const tally = createWeightTally();
    tally.add({ url: 'http://localhost:3000/a.js', app: 'shell', kind: 'js', gzipBytes: 10 });
    const before = tally.totals();
    tally.add({ url: 'http://localhost:3000/b.js', app: 'shell', kind: 'js', gzipBytes: 10 });
    assert.equal(before.perApp.shell?.js, 10);
  });

  it('prints kilobytes with one decimal and ratios with two', () => {
    assert.equal(kb(25 * 1024), 25);
    assert.equal(kb(1536), 1.5);
    assert.equal(kb(1100), 1.1);
    assert.equal(ratio(115, 100), 1.15);
    assert.equal(ratio(2, 3), 0.67);
    assert.ok(Number.isNaN(ratio(1, 0)));
  });
});
