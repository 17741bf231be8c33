// Outside production the shell opens a QA hook on the page, and every app registers the store
// instances it imported under its own name. Cross-remote e2e suites use it to prove that the shell and
// every remote share one instance (write in one app, read in another) and to set up state quickly.
// In production the hook is never opened, so nothing is registered.

export interface QaHandles {
  apps: Record<string, Record<string, unknown>>;
}

const hookKey = '__PORTAL_QA__';

export function openQaHook(): void {
  const holder = globalThis as unknown as Record<string, QaHandles | undefined>;
  holder[hookKey] ??= { apps: {} };
}

export function registerQaHandles(appName: string, handles: Record<string, unknown>): void {
  const hook = (globalThis as unknown as Record<string, QaHandles | undefined>)[hookKey];
  if (!hook) return;
  hook.apps[appName] = { ...hook.apps[appName], ...handles };
}
