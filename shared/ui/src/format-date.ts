// @deprecated since @portal/ui 1.2.0: dates come from @portal/ui/dates, the one date module (Luxon, in
// the insurer's time zone). This copy stays exported from @portal/ui only because the major-1 contract
// promises it to remotes built against 1.0 and 1.1 (docs/decisions/0017-shared-singletons-strict-versions.md); it cuts a
// timestamp at its UTC date. No app of the workspace may import it (ESLint), and it goes with 2.0.
/** @deprecated Use formatDate of @portal/ui/dates. */
export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return 'invalid date';
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}
