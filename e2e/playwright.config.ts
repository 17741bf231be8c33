import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@portal/tools/chromium';
import { sandboxLogFile } from './support/sandbox-log';
import { remotesFile } from './support/deployment';
import { qaBuildEnv } from './support/served-build';
import { e2eGatewayKey, nginxShellOrigin } from './support/nginx-origins';

const baseURL = process.env.PORTAL_URL ?? 'http://localhost:3000';
export const devShellUrl = 'http://localhost:3100';
export const devClaimsUrl = 'http://localhost:3101';

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  globalTeardown: './support/global-teardown.ts',
  // Two cores: one browser at a time keeps timings steady and leaves a core for the servers.
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: true,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: chromiumLaunchOptions(),
    trace: 'retain-on-failure',
  },
  webServer: [
    // The production builds (QA variant), served as `pnpm start` serves them, with the sandbox when it is present.
    {
      command: 'node ../tools/bin/portal.mjs start',
      url: `${baseURL}/login`,
      // A fresh in-memory sandbox, hour-long access tokens (see support/portal-test.ts), and the
      // origins of the development servers below.
      // Its request log goes to a file that global tear-down scans for secrets (support/sandbox-log.ts).
      env: {
        // The QA build of the production bundles: the __PORTAL_QA__ hook and ?remote.<name>= overrides
        // exist (a plain `pnpm build` has neither: `pnpm verify:production-bundle` checks that). It is
        // built into and served from each app's dist-qa/, so dist/ keeps the production build
        // (support/served-build.ts).
        ...qaBuildEnv,
        // The dev servers below, and the production builds behind nginx (support/nginx-portal.ts).
        PORTAL_EXTRA_ORIGINS: `${devShellUrl},${devClaimsUrl},${nginxShellOrigin}`,
        // The key nginx's gateway sends too, so the sandbox trusts the caller addresses it forwards.
        PORTAL_GATEWAY_KEY: e2eGatewayKey,
        SANDBOX_DATA_DIR: 'memory',
        ACCESS_TOKEN_TTL_SECONDS: '3600',
        SANDBOX_LOG_FILE: sandboxLogFile,
        // The shell's remotes.json, which the deployment drill edits (support/deployment.ts).
        PORTAL_REMOTES_FILE: remotesFile,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
    // The shell and one remote in development mode on ports of their own, for the hot-reload and
    // standalone-remote tests.
    {
      command: 'node ../tools/bin/portal.mjs dev shell mfe-claims --no-sandbox',
      url: `${devShellUrl}/login`,
      env: { PORT_SHELL: '3100', PORT_MFE_CLAIMS: '3101' },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
