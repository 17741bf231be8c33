// @ts-check
import { createAppConfig } from '@portal/build/create-app-config';

export default (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: 'production' | 'development' }} */ argv = {}) =>
  createAppConfig({ appDir: 'shell', mode: argv.mode });
