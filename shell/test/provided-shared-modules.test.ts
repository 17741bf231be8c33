import fs from 'node:fs';
import path from 'node:path';
import { providedSharedModules } from '../src/remotes/provided-shared-modules';

// A shared package's code entry point the shell does not provide fails to load in every production
// remote that imports it (they carry no copy of their own).
const sharedPackages = ['ui', 'api-client', 'session', 'rights', 'forms'];

function codeSubpaths(folder: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(__dirname, '../../shared', folder, 'package.json'), 'utf8')) as {
    name: string;
    exports?: Record<string, string>;
  };
  return Object.entries(manifest.exports ?? {})
    .filter(([subpath, file]) => subpath !== '.' && /\.tsx?$/.test(file))
    .map(([subpath]) => `${manifest.name}${subpath.slice(1)}`);
}

describe('the shared modules the shell provides to remotes', () => {
  it('names every code entry point of every shared package', () => {
    const expected = sharedPackages.flatMap(codeSubpaths).sort();
    expect(Object.keys(providedSharedModules).sort()).toEqual(expected);
  });

  it('loads each of them', async () => {
    for (const load of Object.values(providedSharedModules)) await expect(load()).resolves.toBeDefined();
  });
});
