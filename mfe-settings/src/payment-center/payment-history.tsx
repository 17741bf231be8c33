// Payment history, newest first.
import { Money } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { DataTable } from '@portal/ui/data-table';
import type { Payment } from './api';
import { accountText } from './saved-account';

export function PaymentHistory({ payments }: { payments: readonly Payment[] }) {
  return (
    <DataTable
      caption="Your payments, newest first"
      rows={payments}
      rowKey={(payment) => payment.paymentId}
      emptyText="You have not made any payments yet. Payments you make here or by autopay will be listed here."
      columns={[
        { header: 'Date', rowHeader: true, cell: (payment) => formatDate(payment.submittedAt) },
        { header: 'Amount', numeric: true, cell: (payment) => <Money amount={payment.amount} /> },
        { header: 'Paid with', cell: (payment) => accountText(payment.method, payment.accountLast4) },
        { header: 'Status', cell: (payment) => payment.status },
        { header: 'Confirmation number', cell: (payment) => payment.confirmationNumber },
      ]}
    />
  );
}
