// @ts-check
import { createAppConfig } from '@portal/tools/create-app-config';
import { createLandingPageConfigs } from '@portal/tools/landing-page-build';

// Production also pre-renders the landing page (dist/login.html); development serves /login from the SPA.
export default (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: 'production' | 'development' }} */ argv = {}) => {
  const app = createAppConfig({ appDir: 'shell', mode: argv.mode });
  return app.mode === 'production' ? [app, ...createLandingPageConfigs({ appDir: 'shell' })] : app;
};
