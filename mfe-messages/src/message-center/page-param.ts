// The :page of /messages/:page: a whole number from 1. Anything else is not a page.
export function parsePageParam(param: string | undefined): number | null {
  if (param === undefined) return 1;
  return /^[1-9]\d{0,4}$/.test(param) ? Number(param) : null;
}

/** "Showing 11 to 20 of 150 messages". */
export function rangeText(page: number, pageSize: number, shown: number, total: number): string {
  const first = (page - 1) * pageSize + 1;
  const noun = total === 1 ? 'message' : 'messages';
  return shown === total ? `Showing ${total} ${noun}` : `Showing ${first} to ${first + shown - 1} of ${total} ${noun}`;
}
