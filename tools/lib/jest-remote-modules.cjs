// For tests that compose the portal the way the shell does at run time (docs/remote-manifest.md): the
// module a remote exposes, loaded from its source, as `loadRemote('<remote>/<Name>')` loads it in the
// browser. The remote's manifest (each app's src/remote-manifest.ts, found by that file name, so no
// remote is named here) says which source file an exposed module is. A shell test mocks the federation
// runtime's loadRemote with it:
//   jest.mock('@module-federation/enhanced/runtime', () => ({
//     loadRemote: (id) => require('<root>/tools/lib/jest-remote-modules.cjs').loadRemoteFromSource(id),
//   }));
const fs = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');

function remoteDirs() {
  const dirs = {};
  for (const dir of fs.readdirSync(workspaceRoot).sort()) {
    const file = path.join(workspaceRoot, dir, 'src/remote-manifest.ts');
    if (!fs.existsSync(file)) continue;
    const { remoteManifest } = require(file);
    dirs[remoteManifest.remote] = { dir: path.join(workspaceRoot, dir), manifest: remoteManifest };
  }
  return dirs;
}

/** The module `<remote>/<Name>` from the remote's source, as a promise like loadRemote's. */
async function loadRemoteFromSource(id) {
  const [remote, name] = id.split('/');
  const found = remoteDirs()[remote];
  const source = found?.manifest.modules[`./${name}`];
  if (!source) throw new Error(`${id}: no remote manifest declares this module`);
  return require(path.join(found.dir, source));
}

module.exports = { loadRemoteFromSource };
