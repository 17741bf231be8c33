// The builds the e2e portal serves: the QA build of the production bundles (the __PORTAL_QA__ hook and
// ?remote.<name>= overrides compiled in), which goes to each app's dist-qa/, never dist/, so what
// `pnpm test` leaves in dist/ is the production build it checked (tools/lib/build-variant.mjs;
// docs/deploy.md#testing-a-branch-build-qa).
import path from 'node:path';
import { workspaceRoot } from '@portal/tools/apps';
import { buildOutputDir } from '@portal/tools/build-variant';

/** What the portal's web server is started with (playwright.config.ts) to build and serve QA builds. */
export const qaBuildEnv = { PORTAL_QA_BUILD: '1' };

/** The folder the e2e portal serves an app from. */
export function servedBuildDir(appDir: string): string {
  return path.join(workspaceRoot, appDir, buildOutputDir(true, qaBuildEnv));
}
