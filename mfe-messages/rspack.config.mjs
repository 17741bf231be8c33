// @ts-check
import { createAppConfig } from '@portal/build/create-app-config';

/** What this remote exposes to the shell; test/manifest contract checks it against the route table. */
export const exposes = {
  './ContactUsPage': './src/contact-us/contact-us-page.tsx',
  './MessageCenterPage': './src/message-center/message-center-page.tsx',
  './MessageDetailPage': './src/message-detail/message-detail-page.tsx',
  // The unread-count feed behind the shell's bell.
  './MessageCountFeed': './src/message-counts/message-count-feed.ts',
};

export default (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: 'production' | 'development' }} */ argv = {}) =>
  createAppConfig({ appDir: 'mfe-messages', exposes, mode: argv.mode, standaloneDevHost: argv.mode === 'development' });
