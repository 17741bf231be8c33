// Tests run against the whole portal as the shell composes it at run time (docs/remote-manifest.md):
// the shell's routes plus every remote's manifest (each app's src/remote-manifest.ts, found by that
// file name, so no remote is named here). A test about composition itself resets or recomposes it.
const fs = require('node:fs');
const path = require('node:path');

const workspaceRoot = path.resolve(__dirname, '../..');
// Completed as the build publishes them (what the contract supplies filled in).
const { completeRemoteManifest } = require(path.join(workspaceRoot, 'shared/contracts/src/remote-manifest.ts'));
const manifests = {};
for (const dir of fs.readdirSync(workspaceRoot).sort()) {
  const file = path.join(workspaceRoot, dir, 'src/remote-manifest.ts');
  if (!fs.existsSync(file)) continue;
  const { remoteManifest } = require(file);
  manifests[remoteManifest.remote] = completeRemoteManifest(remoteManifest);
}
require(path.join(workspaceRoot, 'shared/rights/src/portal-composition.ts')).composePortal(manifests);
