// Production remotes carry no copy of the shared singletons (`import: false`): the shell provides them.
// The federation runtime provides only the shared modules in the shell's own build, so every code
// entry point of a shared package must be here, even one the shell does not use itself (pagination,
// FHIR coverage). Dynamic imports keep them out of /login: each loads only when a remote asks for it.
// test/provided-shared-modules.test.ts checks this list against the packages' exports.
export const providedSharedModules: Readonly<Record<string, () => Promise<unknown>>> = {
  '@portal/ui/sanitized-html': () => import('@portal/ui/sanitized-html'),
  '@portal/ui/dialog': () => import('@portal/ui/dialog'),
  '@portal/ui/pagination': () => import('@portal/ui/pagination'),
  '@portal/ui/data-table': () => import('@portal/ui/data-table'),
  '@portal/ui/dates': () => import('@portal/ui/dates'),
  '@portal/ui/dates/display': () => import('@portal/ui/dates/display'),
  '@portal/ui/dates/days': () => import('@portal/ui/dates/days'),
  '@portal/ui/person-name': () => import('@portal/ui/person-name'),
  '@portal/api-client/api-calls': () => import('@portal/api-client/api-calls'),
  '@portal/api-client/error-messages': () => import('@portal/api-client/error-messages'),
  '@portal/api-client/partner-handoff': () => import('@portal/api-client/partner-handoff'),
  '@portal/api-client/use-api-data': () => import('@portal/api-client/use-api-data'),
  '@portal/api-client/fhir-coverage': () => import('@portal/api-client/fhir-coverage'),
  '@portal/forms/on-intent': () => import('@portal/forms/on-intent'),
  '@portal/forms/on-intent/choices': () => import('@portal/forms/on-intent/choices'),
  '@portal/session/session-storage-keys': () => import('@portal/session/session-storage-keys'),
};
