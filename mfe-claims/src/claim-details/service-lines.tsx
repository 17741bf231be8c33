import { Money } from '@portal/ui';
import { DataTable, type DataTableColumn } from '@portal/ui/data-table';
import type { ClaimLine } from '../claims/api';
import styles from './claim-details.module.css';

const amountColumns: [header: string, value: (line: ClaimLine) => number | null, knownWhilePending: boolean][] = [
  ['Billed', (line) => line.billed, true],
  ['Plan allowed', (line) => line.allowed, false],
  ['Plan paid', (line) => line.planPaid, false],
  ['Deductible', (line) => line.deductible, false],
  ['Copay', (line) => line.copay, false],
  ['Coinsurance', (line) => line.coinsurance, false],
  ['Not covered', (line) => line.notCovered, false],
];

/**
 * The claim's services: a table on wide screens (scrolling sideways by keyboard too where it must),
 * a block per service on a phone. While the claim is pending, only what was billed is known.
 */
export function ServiceLines({ lines, pending }: { lines: readonly ClaimLine[]; pending: boolean }) {
  const columns: DataTableColumn<ClaimLine>[] = [
    {
      header: 'Service',
      rowHeader: true,
      cell: (line) => (
        <>
          {line.description}
          <span className={styles.code}>Code {line.procedureCode}</span>
        </>
      ),
    },
    ...amountColumns.map(([header, value, knownWhilePending]): DataTableColumn<ClaimLine> => ({
      header,
      numeric: true,
      cell: (line) => <Money amount={value(line)} pending={pending && !knownWhilePending} />,
    })),
  ];
  if (lines.some((line) => line.remarkCode)) columns.push({ header: 'Remark', cell: (line) => line.remarkCode ?? '' });
  return <DataTable caption="Services on this claim" columns={columns} rows={lines} rowKey={(line) => String(line.line)} scrollable />;
}
