// Deployment drill: the shared packages keep backward-compatible contracts. Remotes are
// deployed on their own and run against whatever minor version the shell provides, so within a major
// version no export a remote may use can disappear. Each package's contract.json records the exports
// of its current major; this test fails when one is gone (that is a new major: bump the version and
// record a new baseline with PORTAL_RECORD_CONTRACTS=1 pnpm exec jest shared-package-contracts).
import fs from 'node:fs';
import path from 'node:path';

const sharedPackages = ['routing', 'session', 'rights', 'ui', 'api-client', 'forms'];
const recording = process.env.PORTAL_RECORD_CONTRACTS === '1';

interface PackageManifest {
  name: string;
  version: string;
  exports: Record<string, string>;
}
interface Contract {
  major: number;
  exports: Record<string, Record<string, string>>;
}

const folderOf = (name: string) => path.join(__dirname, '../../shared', name);
const manifestOf = (name: string) => JSON.parse(fs.readFileSync(path.join(folderOf(name), 'package.json'), 'utf8')) as PackageManifest;

/** Every code entry point's runtime exports, with what kind of value each is. */
async function currentExports(manifest: PackageManifest): Promise<Contract['exports']> {
  const exports: Contract['exports'] = {};
  for (const [subpath, file] of Object.entries(manifest.exports)) {
    if (!/\.tsx?$/.test(file) || subpath === './static') continue;
    const loaded = (await import(`${manifest.name}${subpath.slice(1)}`)) as Record<string, unknown>;
    exports[subpath] = Object.fromEntries(
      Object.keys(loaded)
        .filter((name) => name !== '__esModule')
        .sort()
        .map((name) => [name, typeof loaded[name]]),
    );
  }
  return exports;
}

describe.each(sharedPackages)('@portal/%s keeps its contract within a major version', (name) => {
  it('still exports everything its major version promised, as the same kind of value', async () => {
    const manifest = manifestOf(name);
    const major = Number(manifest.version.split('.')[0]);
    const contractFile = path.join(folderOf(name), 'contract.json');
    const exports = await currentExports(manifest);
    if (recording) fs.writeFileSync(contractFile, `${JSON.stringify({ major, exports }, null, 2)}\n`);
    const contract = JSON.parse(fs.readFileSync(contractFile, 'utf8')) as Contract;
    expect(major).toBe(contract.major);
    const broken: string[] = [];
    for (const [subpath, names] of Object.entries(contract.exports)) {
      for (const [exportName, kind] of Object.entries(names)) {
        const now = exports[subpath]?.[exportName];
        if (now !== kind) broken.push(`${subpath} ${exportName}: was ${kind}, now ${now ?? 'missing'}`);
      }
    }
    expect(broken).toEqual([]);
  });
});
