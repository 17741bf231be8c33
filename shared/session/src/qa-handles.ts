// In QA builds (development, and the e2e suite's PORTAL_QA_BUILD=1 build) the shell opens a QA hook on
// the page, and every app registers the store instances it imported under its own name. Cross-remote
// e2e suites use it to prove that the shell and every remote share one instance (write in one app,
// read in another) and to set up state quickly. A production bundle is built without it
// (`__PORTAL_QA_BUILD__` is false there), so the hook can never be opened.

export interface QaHandles {
  apps: Record<string, Record<string, unknown>>;
}

const hookKey = '__PORTAL_QA__';

export function openQaHook(): void {
  if (!__PORTAL_QA_BUILD__) return;
  const holder = globalThis as unknown as Record<string, QaHandles | undefined>;
  holder[hookKey] ??= { apps: {} };
}

export function registerQaHandles(appName: string, handles: Record<string, unknown>): void {
  if (!__PORTAL_QA_BUILD__) return;
  const hook = (globalThis as unknown as Record<string, QaHandles | undefined>)[hookKey];
  if (!hook) return;
  hook.apps[appName] = { ...hook.apps[appName], ...handles };
}
