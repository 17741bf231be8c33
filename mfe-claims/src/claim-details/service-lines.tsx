import { formatMoney } from '@portal/ui';
import type { ClaimLine } from '../claims/claims-api';
import styles from './claim-details.module.css';

const columns: [label: string, value: (line: ClaimLine) => number | null][] = [
  ['Billed', (line) => line.billed],
  ['Plan allowed', (line) => line.allowed],
  ['Plan paid', (line) => line.planPaid],
  ['Deductible', (line) => line.deductible],
  ['Copay', (line) => line.copay],
  ['Coinsurance', (line) => line.coinsurance],
  ['Not covered', (line) => line.notCovered],
];

/**
 * The claim's services as a table; it scrolls sideways on narrow screens (and by keyboard). A figure
 * nobody knows yet (a pending claim has only what was billed) gets no column.
 */
export function ServiceLines({ lines }: { lines: readonly ClaimLine[] }) {
  const hasRemarks = lines.some((line) => line.remarkCode);
  const shown = columns.filter(([, value]) => lines.some((line) => value(line) !== null));
  return (
    <div className={styles.tableScroll} role="region" aria-labelledby="service-lines-caption" tabIndex={0}>
      <table className={styles.table}>
        <caption id="service-lines-caption">Services on this claim</caption>
        <thead>
          <tr>
            <th scope="col">Service</th>
            {shown.map(([label]) => (
              <th key={label} scope="col" className={styles.number}>
                {label}
              </th>
            ))}
            {hasRemarks && <th scope="col">Remark</th>}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.line}>
              <th scope="row">
                {line.description}
                <span className={styles.code}>Code {line.procedureCode}</span>
              </th>
              {shown.map(([label, value]) => (
                <td key={label} className={styles.number}>
                  {formatMoney(value(line))}
                </td>
              ))}
              {hasRemarks && <td>{line.remarkCode ?? ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
