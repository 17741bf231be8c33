// Which page buttons a list shows: the first and last pages, the current page and its neighbours,
// with a gap where pages are left out, so the row stays short on a phone.

export type PageItem = number | 'gap';

export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages <= 1) return totalPages === 1 ? [1] : [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  // A gap of one page is shown as that page: a button is as short as the ellipsis.
  if (shown.has(3) && !shown.has(2)) shown.add(2);
  if (shown.has(totalPages - 2) && !shown.has(totalPages - 1)) shown.add(totalPages - 1);
  const sorted = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const n of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === 'number' && n - previous > 1) items.push('gap');
    items.push(n);
  }
  return items;
}
