import { registerQaHandles, sessionStore } from '@portal/session';

export const appName = 'mfe_settings';

// Outside production, lets cross-remote e2e suites check that this remote shares the shell's store.
registerQaHandles(appName, { sessionStore });
