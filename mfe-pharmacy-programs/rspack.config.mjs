// @ts-check
import { createAppConfig } from '@portal/build/create-app-config';

/** What this remote exposes to the shell; test/manifest contract checks it against the route table. */
export const exposes = {
  './ProgramsPage': './src/programs/programs-page.tsx',
  './ProgramDetailsPage': './src/programs/program-details-page.tsx',
  './PharmacyPage': './src/pharmacy/pharmacy-page.tsx',
  './DocumentsPage': './src/documents/documents-page.tsx',
};

export default (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: 'production' | 'development' }} */ argv = {}) =>
  createAppConfig({ appDir: 'mfe-pharmacy-programs', exposes, mode: argv.mode, standaloneDevHost: argv.mode === 'development' });
