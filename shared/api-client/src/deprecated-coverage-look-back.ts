// The Coverage search's start as @portal/api-client 1.2 computed it, on the browser's clock. Kept
// only for the major-1 contract; ESLint lets this file alone use Date's calendar fields.
/**
 * @deprecated since @portal/api-client 1.3.0: the start of the Coverage search comes from the one date
 * module, in the insurer's time zone (`coverageSearchStart` of @portal/api-client/fhir-coverage). This
 * copy reads the year on the browser's clock; it stays only because the major-1 contract promises it
 * to remotes built against 1.0 to 1.2 (docs/decisions/0017-shared-singletons-strict-versions.md). No app of the workspace
 * may import it (ESLint), and it goes with 2.0.
 */
export function coverageLookBackStart(now: Date): string {
  return `${now.getFullYear() - 3}-01-01`;
}
