// The current bill: the balance due and when, then the recent bills as a table.
import { DataList, formatMoney } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import type { BillsResponse } from './payment-api';
import styles from '../common/common.module.css';

export function CurrentBill({ bills }: { bills: BillsResponse }) {
  return (
    <>
      <DataList
        items={[
          ['Balance due', formatMoney(bills.balanceDue)],
          ['Next due date', bills.nextDueDate ? formatDate(bills.nextDueDate) : 'Nothing due'],
        ]}
      />
      {bills.bills.length === 0 ? (
        <p>You have no bills yet. Your first bill will appear here.</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.table}>
            <caption>Recent bills</caption>
            <thead>
              <tr>
                <th scope="col">Coverage period</th>
                <th scope="col">Due date</th>
                <th scope="col" className={styles.number}>
                  Amount
                </th>
                <th scope="col" className={styles.number}>
                  Paid
                </th>
                <th scope="col">Status</th>
              </tr>
            </thead>
            <tbody>
              {bills.bills.map((bill) => (
                <tr key={bill.billId}>
                  <td>
                    {formatDate(bill.periodStart)} to {formatDate(bill.periodEnd)}
                  </td>
                  <td>{formatDate(bill.dueDate)}</td>
                  <td className={styles.number}>{formatMoney(bill.amount)}</td>
                  <td className={styles.number}>{formatMoney(bill.paid)}</td>
                  <td>{bill.status}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
