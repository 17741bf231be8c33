// Payment history, newest first.
import { formatMoney } from '@portal/ui';
import { formatDate } from '@portal/ui/dates';
import type { Payment } from './payment-api';
import styles from '../common/common.module.css';

export function methodText(method: string, last4: string): string {
  return `${method === 'card' ? 'Card' : 'Bank account'} ending in ${last4}`;
}

export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  if (payments.length === 0) return <p>You have not made any payments yet. Payments you make here or by autopay will be listed here.</p>;
  return (
    <div className={styles.tableScroll}>
      <table className={styles.table}>
        <caption>Your payments, newest first</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col" className={styles.number}>
              Amount
            </th>
            <th scope="col">Paid with</th>
            <th scope="col">Status</th>
            <th scope="col">Confirmation number</th>
          </tr>
        </thead>
        <tbody>
          {payments.map((payment) => (
            <tr key={payment.paymentId}>
              <td>{formatDate(payment.submittedAt)}</td>
              <td className={styles.number}>{formatMoney(payment.amount)}</td>
              <td>{methodText(payment.method, payment.accountLast4)}</td>
              <td>{payment.status}</td>
              <td>{payment.confirmationNumber}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
