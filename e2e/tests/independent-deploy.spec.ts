// DESIGN.md decision 1: deploying a new build of a remote to its URL changes the running portal on the
// next page load, with no shell rebuild.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { rspack } from '@rspack/core';
import { workspaceRoot } from '@portal/build/apps';
import { createAppConfig } from '@portal/build/create-app-config';
import { test, expect } from '../support/portal-test';
import { TestRemoteServer } from '../support/remote-server';

function buildClaimsRelease(outputDir: string): Promise<void> {
  const config = createAppConfig({
    appDir: 'mfe-claims',
    mode: 'production',
    exposes: { './TravelingAbroadPage': path.join(import.meta.dirname, '../fixtures/traveling-abroad-page-v2.tsx') },
  });
  const compiler = rspack({ ...config, cache: false, output: { ...config.output, path: outputDir } });
  return new Promise((resolve, reject) =>
    compiler.run((error, stats) => {
      compiler.close(() => undefined);
      if (error || stats?.hasErrors()) reject(error ?? new Error(stats?.toString({ all: false, errors: true })));
      else resolve();
    }),
  );
}

test('a new build of a remote deployed to its URL is picked up on the next page load', async ({ signedInPage: page }) => {
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-deploy-'));
  fs.cpSync(path.join(workspaceRoot, 'mfe-claims/dist'), deployDir, { recursive: true });
  const server = new TestRemoteServer(deployDir, 3192);
  await server.start();
  try {
    await page.goto(`/traveling-abroad?remote.mfe_claims=${server.manifestUrl}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Traveling Abroad' })).toBeVisible();
    await expect(page.getByTestId('release')).toHaveCount(0);

    // Deploy: a new build replaces the files at the same URL; the shell is not rebuilt.
    const releaseDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-release-'));
    await buildClaimsRelease(releaseDir);
    fs.rmSync(deployDir, { recursive: true, force: true });
    fs.cpSync(releaseDir, deployDir, { recursive: true });

    await page.reload();
    await expect(page.getByTestId('release')).toHaveText('Release 2 for Ava Martinez');
  } finally {
    await server.stop();
  }
});
