// The current bill: the balance due and when, then the recent bills as a table.
import { DataList, Money } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { DataTable } from '@portal/ui/data-table';
import type { BillsResponse } from './api';

export function CurrentBill({ bills }: { bills: BillsResponse }) {
  return (
    <>
      <DataList
        items={[
          ['Balance due', <Money key="balance" amount={bills.balanceDue} />],
          ['Next due date', bills.nextDueDate ? formatDate(bills.nextDueDate) : 'Nothing due'],
        ]}
      />
      <DataTable
        caption="Recent bills"
        rows={bills.bills}
        rowKey={(bill) => bill.billId}
        columns={[
          {
            header: 'Coverage period',
            rowHeader: true,
            cell: (bill) => `${formatDate(bill.periodStart)} to ${formatDate(bill.periodEnd)}`,
          },
          { header: 'Due date', cell: (bill) => formatDate(bill.dueDate) },
          { header: 'Amount', numeric: true, cell: (bill) => <Money amount={bill.amount} /> },
          { header: 'Paid', numeric: true, cell: (bill) => <Money amount={bill.paid} /> },
          { header: 'Status', cell: (bill) => bill.status },
        ]}
        emptyText="You have no bills yet. Your first bill will appear here."
      />
    </>
  );
}
