import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sessionKeys, writeSessionItem } from '@portal/session/session-storage-keys';
import { preloadSignedInStart, signedInPreloadsMetaName } from '../src/startup/signed-in-preloads';

function documentWithList(content: string): Document {
  const doc = document.implementation.createHTMLDocument('portal');
  const meta = doc.createElement('meta');
  meta.name = signedInPreloadsMetaName;
  meta.content = content;
  doc.head.append(meta);
  return doc;
}

const preloaded = (doc: Document) =>
  [...doc.head.querySelectorAll('link[rel="preload"]')].map((link) => [link.getAttribute('href'), link.getAttribute('as')]);

beforeEach(() => sessionStorage.clear());

describe('preloadSignedInStart', () => {
  it('preloads the files the build names when a session is kept in this tab', () => {
    writeSessionItem(sessionKeys.accessToken, 'token');
    const doc = documentWithList('/8370.abc.js /9274.def.js /4208.fed.css');
    preloadSignedInStart(doc);
    expect(preloaded(doc)).toEqual([
      ['/8370.abc.js', 'script'],
      ['/9274.def.js', 'script'],
      ['/4208.fed.css', 'style'],
    ]);
  });

  it('fetches nothing for a signed-out visitor', () => {
    const doc = documentWithList('/8370.abc.js');
    preloadSignedInStart(doc);
    expect(preloaded(doc)).toEqual([]);
  });

  it("takes only the portal's own paths from the list, never another host", () => {
    writeSessionItem(sessionKeys.accessToken, 'token');
    const doc = documentWithList('//other.example/x.js https://other.example/y.js /8370.abc.js');
    preloadSignedInStart(doc);
    expect(preloaded(doc)).toEqual([['/8370.abc.js', 'script']]);
  });

  it('reads the meta element the build writes (the same name in tools/lib/startup-preload-plugin.mjs)', () => {
    const plugin = readFileSync(path.join(__dirname, '../../tools/lib/startup-preload-plugin.mjs'), 'utf8');
    expect(plugin).toContain(`export const signedInPreloadsMetaName = '${signedInPreloadsMetaName}';`);
  });
});
