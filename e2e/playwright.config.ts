import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from '@portal/build/chromium';

const baseURL = process.env.PORTAL_URL ?? 'http://localhost:3000';

export default defineConfig({
  testDir: './tests',
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
  // The production builds, served as `pnpm start` serves them, with the sandbox when it is present.
  webServer: {
    command: 'node ../shared/build/bin/portal.mjs start',
    url: `${baseURL}/login`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
