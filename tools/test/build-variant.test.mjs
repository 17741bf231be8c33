// @ts-check
// QA builds never share a folder with production builds (docs/deploy.md#testing-a-branch-build-qa):
// `pnpm test` builds dist/ for the production-bundle check and then the e2e suite's QA build, which
// used to overwrite dist/ with the __PORTAL_QA__ hook a deploy made afterwards would have shipped.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { workspaceRoot } from '../lib/apps.mjs';
import { appOutputPath, buildOutputDir } from '../lib/build-variant.mjs';
import { buildFingerprint } from '../lib/build-apps.mjs';
import { createAppConfig } from '../lib/create-app-config.mjs';
import { createLandingPageConfigs } from '../lib/landing-page-build.mjs';

const qaFlag = process.env.PORTAL_QA_BUILD;
afterEach(() => {
  if (qaFlag === undefined) delete process.env.PORTAL_QA_BUILD;
  else process.env.PORTAL_QA_BUILD = qaFlag;
});

describe('the output folder of a build', () => {
  it('is dist/ for a production build and dist-qa/ for any build with the QA features', () => {
    assert.equal(buildOutputDir(true, {}), 'dist');
    assert.equal(buildOutputDir(true, { PORTAL_QA_BUILD: '0' }), 'dist');
    assert.equal(buildOutputDir(true, { PORTAL_QA_BUILD: '1' }), 'dist-qa');
    assert.equal(buildOutputDir(false, {}), 'dist-qa', 'a development build carries the QA features too');
    assert.equal(appOutputPath('mfe-claims', true, {}), path.join(workspaceRoot, 'mfe-claims', 'dist'));
    assert.equal(appOutputPath('shell', true, { PORTAL_QA_BUILD: '1' }), path.join(workspaceRoot, 'shell', 'dist-qa'));
  });

  it('is where the rspack configs write, the pre-rendered landing page included', () => {
    delete process.env.PORTAL_QA_BUILD;
    assert.equal(
      createAppConfig({ appDir: 'mfe-claims', mode: 'production' }).output?.path,
      path.join(workspaceRoot, 'mfe-claims', 'dist'),
    );
    assert.equal(createLandingPageConfigs({ appDir: 'shell' })[0]?.output?.path, path.join(workspaceRoot, 'shell', 'dist'));
    process.env.PORTAL_QA_BUILD = '1';
    assert.equal(
      createAppConfig({ appDir: 'mfe-claims', mode: 'production' }).output?.path,
      path.join(workspaceRoot, 'mfe-claims', 'dist-qa'),
    );
    assert.equal(createAppConfig({ appDir: 'shell', mode: 'production' }).output?.path, path.join(workspaceRoot, 'shell', 'dist-qa'));
    assert.equal(createLandingPageConfigs({ appDir: 'shell' })[0]?.output?.path, path.join(workspaceRoot, 'shell', 'dist-qa'));
  });

  it('is no input of the build: a QA build in dist-qa/ leaves the production build up to date', () => {
    delete process.env.PORTAL_QA_BUILD;
    const qaDir = path.join(workspaceRoot, 'mfe-registration', 'dist-qa');
    const existed = fs.existsSync(qaDir);
    const probe = path.join(qaDir, `fingerprint-probe-${process.pid}.js`);
    const before = buildFingerprint('mfe-registration');
    fs.mkdirSync(qaDir, { recursive: true });
    try {
      fs.writeFileSync(probe, 'globalThis.__PORTAL_QA__ = {};');
      assert.equal(buildFingerprint('mfe-registration'), before);
    } finally {
      fs.rmSync(probe, { force: true });
      if (!existed) fs.rmSync(qaDir, { recursive: true, force: true });
    }
  });
});
