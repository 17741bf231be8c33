// @portal/ui/data-table: a separate entry point, so pages without a table do not load it.
export { DataTable, stackedLayout } from './data-table';
export type { DataTableColumn, DataTableProps } from './data-table';
