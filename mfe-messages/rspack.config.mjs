// @ts-check
// This remote's exposes and published remote-manifest.json come from its manifest,
// src/remote-manifest.ts (docs/remote-manifest.md).
import { createRemoteConfig } from '@portal/tools/create-app-config';

export default (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: 'production' | 'development' }} */ argv = {}) =>
  createRemoteConfig({ appDir: 'mfe-messages', mode: argv.mode, standaloneDevHost: argv.mode === 'development' });
