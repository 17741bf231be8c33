import { registerQaHandles, sessionStore } from '@portal/session';

export const appName = 'mfe_messages';

// Outside production, lets cross-remote e2e suites check that this remote shares the shell's store. The
// check here, not only inside registerQaHandles, lets a production build drop the call from every
// chunk that imports this module.
if (__PORTAL_QA_BUILD__) registerQaHandles(appName, { sessionStore });
