// @ts-check
// The Jest project settings every package's tests run with: jsdom with fetch, SWC for TypeScript and JSX,
// CSS Modules as identity maps, jest-dom matchers.
import path from 'node:path';
import { workspaceRoot } from './apps.mjs';

// Tests run on the insurer's clock: the portal reckons every day in America/Chicago (docs/README.md), so a test that builds a local Date (new Date(2024, 10, 8, 23)) means that time in Chicago,
// whatever zone the machine is in. Set before Jest starts its workers, which inherit it.
process.env.TZ = 'America/Chicago';

/**
 * @param {string} packageDir workspace-relative folder, e.g. "shell" or "shared/session"
 * @returns {import('jest').Config}
 */
export function jestProject(packageDir) {
  const rootDir = path.join(workspaceRoot, packageDir);
  return {
    displayName: packageDir,
    rootDir,
    // jsdom with the browser's fetch API (jsdom has none of its own).
    testEnvironment: path.join(workspaceRoot, 'tools/lib/jest-environment.cjs'),
    testMatch: ['<rootDir>/test/**/*.test.{ts,tsx}'],
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    moduleNameMapper: {
      '\\.module\\.css$': 'identity-obj-proxy',
      '\\.css$': path.join(workspaceRoot, 'tools/lib/jest-empty-module.cjs'),
    },
    setupFilesAfterEnv: [
      path.join(workspaceRoot, 'tools/lib/jest-setup.cjs'),
      path.join(workspaceRoot, 'tools/lib/jest-portal-composition.cjs'),
    ],
  };
}
