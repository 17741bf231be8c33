// The portal's one data table. Under 600 CSS pixels (a phone, or a desktop at 400 % zoom) each row
// becomes a stacked block of "label: value" lines, so no column is ever clipped or pushed off the
// screen ("Plan allowed" and "Coinsurance" included). The contract, relied on by the stylesheet and
// the tests: the table carries data-layout="stack-below-600" and every data cell data-label, its
// column's header. The ARIA table roles are written out because Safari drops a table's semantics once
// CSS changes its display, and VoiceOver on an iPhone is how many of our members read it.
import { useId, type ReactNode } from 'react';
import styles from './data-table.module.css';

export interface DataTableColumn<Row> {
  /** The column header, and each cell's label when rows stack. */
  header: string;
  cell: (row: Row) => ReactNode;
  /** Right-aligned figures (money, counts) on wide screens. */
  numeric?: boolean;
  /** The cell that names the row (a <th scope="row">); it heads the row's block when rows stack. */
  rowHeader?: boolean;
}

export interface DataTableProps<Row> {
  caption: ReactNode;
  /** Hide the caption visually when a heading right above already says the same. */
  captionHidden?: boolean;
  columns: readonly DataTableColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /**
   * For a table too wide for a tablet even above 600 px (many money columns): it scrolls sideways
   * inside a region that is named by the caption and focusable, so the keyboard can scroll it too.
   */
  scrollable?: boolean;
  /** Said in a paragraph instead of the table when there are no rows (absent: an empty table). */
  emptyText?: ReactNode;
}

export const stackedLayout = 'stack-below-600';

export function DataTable<Row>({
  caption,
  captionHidden = false,
  columns,
  rows,
  rowKey,
  scrollable = false,
  emptyText,
}: DataTableProps<Row>) {
  const captionId = useId();
  if (rows.length === 0 && emptyText !== undefined) return <p>{emptyText}</p>;
  const table = (
    <table className={styles.table} role="table" data-layout={stackedLayout}>
      <caption id={captionId} className={captionHidden ? 'portal-visually-hidden' : styles.caption}>
        {caption}
      </caption>
      <thead role="rowgroup">
        <tr role="row">
          {columns.map((column) => (
            <th key={column.header} scope="col" role="columnheader" className={column.numeric ? styles.numeric : undefined}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody role="rowgroup">
        {rows.map((row) => (
          <tr key={rowKey(row)} role="row">
            {columns.map((column) =>
              column.rowHeader ? (
                <th key={column.header} scope="row" role="rowheader" className={styles.rowHeader}>
                  {column.cell(row)}
                </th>
              ) : (
                <td key={column.header} role="cell" data-label={column.header} className={column.numeric ? styles.numeric : undefined}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
  if (!scrollable) return <div className={styles.frame}>{table}</div>;
  return (
    // A scrollable region must be reachable by keyboard (WCAG 2.1.1) and named (axe: scrollable-region-focusable).
    <div className={`${styles.frame} ${styles.scroll}`} role="region" aria-labelledby={captionId} tabIndex={0}>
      {table}
    </div>
  );
}
