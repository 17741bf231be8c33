// The :page of /messages/:page: a whole number from 1. Anything else is not a page.
export function parsePageParam(param: string | undefined): number | null {
  if (param === undefined) return 1;
  return /^[1-9]\d{0,4}$/.test(param) ? Number(param) : null;
}

export type PageItem = number | 'gap';

/**
 * The page links to offer: the first and last pages, the current one with a neighbour either side, and
 * a gap where pages are left out (a gap of one page shows that page instead).
 */
export function pageItems(current: number, totalPages: number): PageItem[] {
  const wanted = new Set([1, totalPages, current - 1, current, current + 1].filter((page) => page >= 1 && page <= totalPages));
  const pages = [...wanted].sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((page, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && page - previous === 2) items.push(page - 1);
    else if (previous !== undefined && page - previous > 2) items.push('gap');
    items.push(page);
  });
  return items;
}

/** "Showing 11 to 20 of 150 messages". */
export function rangeText(page: number, pageSize: number, shown: number, total: number): string {
  const first = (page - 1) * pageSize + 1;
  const noun = total === 1 ? 'message' : 'messages';
  return shown === total ? `Showing ${total} ${noun}` : `Showing ${first} to ${first + shown - 1} of ${total} ${noun}`;
}
