// The deployment the e2e portal serves (deployment drill): the shell's remotes.json is the
// file PORTAL_REMOTES_FILE names, read on every request, so a test deploys a remote by editing it
// while the shell and the other remotes keep running; and remote builds made by the test itself.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { RemoteManifest } from '@portal/contracts/remote-manifest';
import type { RemoteName } from '@portal/contracts/remote-registry';

export const remotesFile = path.join(import.meta.dirname, '../.deploy/remotes.json');

interface RegistryFile {
  remotes: Record<RemoteName, { manifest: string; version: string }>;
}

/** Points one remote of the deployed remotes.json elsewhere; returns how to put the file back. */
export function deployRemote(name: RemoteName, entry: { manifest: string; version: string }): () => void {
  const original = fs.readFileSync(remotesFile, 'utf8');
  const registry = JSON.parse(original) as RegistryFile;
  registry.remotes[name] = entry;
  fs.writeFileSync(remotesFile, JSON.stringify(registry, null, 2));
  return () => fs.writeFileSync(remotesFile, original);
}

/**
 * A production build of a remote into a new folder, from its own manifest (src/remote-manifest.ts)
 * as `edit` changes it: the build generates exposes from it, validates it and publishes it as
 * remote-manifest.json (docs/remote-manifest.md). `requiredVersions` makes it a build "made against"
 * other versions of the shared libraries.
 */
export async function buildRemote(
  appDir: string,
  edit: (manifest: RemoteManifest) => RemoteManifest,
  requiredVersions?: Record<string, string>,
): Promise<string> {
  // Loaded here, not at the top: the Playwright config imports this module for remotesFile.
  const { rspack } = await import('@rspack/core');
  const { createAppConfig } = await import('@portal/tools/create-app-config');
  const { readRemoteManifest } = await import('@portal/tools/remote-manifests');
  const manifest = edit((await readRemoteManifest(appDir)) as unknown as RemoteManifest);
  const outputDir = fs.mkdtempSync(path.join(os.tmpdir(), `${appDir}-build-`));
  const config = createAppConfig({
    appDir,
    mode: 'production',
    manifest: manifest as unknown as Parameters<typeof createAppConfig>[0]['manifest'],
    requiredVersions,
  });
  const compiler = rspack({ ...config, cache: false, output: { ...config.output, path: outputDir } });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve(outputDir);
    }),
  );
}

/**
 * A production build of the claims remote with one page, its traveling-abroad page, from the file the
 * test gives (its manifest declares that page and its menu entry only, and no dashboard card).
 */
export function buildClaimsRemote(page: string, requiredVersions?: Record<string, string>): Promise<string> {
  const module = './TravelingAbroadPage';
  return buildRemote(
    'mfe-claims',
    (manifest) => {
      const pages = manifest.pages.filter((declared) => declared.module === module);
      const paths = pages.map((declared) => declared.path);
      return {
        ...manifest,
        modules: { [module]: page },
        pages,
        menuEntries: (manifest.menuEntries ?? []).filter((entry) => paths.includes(entry.guardPath ?? entry.to)),
        // The dashboard's claims cards are modules this one-page build does not have.
        dashboardCards: [],
      };
    },
    requiredVersions,
  );
}
