// Which page numbers a paged list offers: the first and last pages, the current page and its
// neighbours, with a gap where pages are left out, so the row stays short on a phone. A gap of one page
// shows that page instead (a number is as short as the ellipsis).

export type PageItem = number | 'gap';

export function pageItems(current: number, totalPages: number): PageItem[] {
  if (totalPages < 1) return [];
  const page = Math.min(Math.max(1, current), totalPages);
  const shown = [...new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages))].sort((a, b) => a - b);
  const items: PageItem[] = [];
  shown.forEach((n, index) => {
    const previous = shown[index - 1];
    if (previous !== undefined && n - previous === 2) items.push(n - 1);
    else if (previous !== undefined && n - previous > 2) items.push('gap');
    items.push(n);
  });
  return items;
}
