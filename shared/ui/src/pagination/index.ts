export { Pagination } from './pagination';
export type { PaginationProps } from './pagination';
export { pageItems } from './page-items';
export type { PageItem } from './page-items';
