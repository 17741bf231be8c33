export { ActionRow } from './action-row';
export { Columns } from './columns';
export type { ColumnsProps } from './columns';
export { RowList } from './row-list';
export type { RowListProps } from './row-list';
