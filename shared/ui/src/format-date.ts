// Dates show as MM/DD/YYYY; a missing or unreadable date shows "invalid date" (SPEC section 5).
export function formatDate(value: string | null | undefined): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(value ?? '');
  if (!match) return 'invalid date';
  const [, year, month, day] = match;
  return `${month}/${day}/${year}`;
}
