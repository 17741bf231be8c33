export { ActionRow } from './action-row';
export { Columns, type ColumnsProps } from './columns';
export { RowList, type RowListProps } from './row-list';
