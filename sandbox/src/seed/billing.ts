import { addDays, addMonths, isoDate } from './dates.ts';
import type { SeedData } from './seed-data.ts';

/**
 * Bills and payments for those who pay online (ava: individual, on autopay; dan: Medicare premium).
 * A bill covers a calendar month and is due the day before it starts. Autopay drafts on the 26th of
 * the month a bill is due, so once this month's 26th has come an autopay contract's bill due this
 * month is already paid (on the 26th) and the one due is next month's: the dashboard never says
 * autopay "will pay" a bill whose draft day has passed.
 */
export function seedBilling(data: SeedData, today: Date): void {
  const autopayDraftDay = 26;
  const billing: [string, number, string, boolean][] = [
    ['H10001001', 48725, 'bank', true],
    ['M40004001', 3900, 'card', false],
    ['D20002002', 3450, 'card', false],
  ];
  for (const [contractId, premium, method, onAutopay] of billing) {
    const draftedThisMonth = onAutopay && today.getUTCDate() >= autopayDraftDay;
    for (let m = 5; m >= 0; m -= 1) {
      const period = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - m + 1 + (draftedThisMonth ? 1 : 0), 1));
      const billId = `BIL-${contractId}-${isoDate(period).slice(0, 7)}`;
      const paid = m > 0;
      data.bills.push({
        billId,
        contractId,
        periodStart: isoDate(period),
        periodEnd: isoDate(addDays(addMonths(period, 1), -1)),
        dueDate: isoDate(addDays(period, -1)),
        amountCents: premium,
        paidCents: paid ? premium : 0,
        status: paid ? 'Paid' : 'Due',
      });
      if (paid) {
        const submittedAt = onAutopay
          ? new Date(Date.UTC(period.getUTCFullYear(), period.getUTCMonth() - 1, autopayDraftDay, 12))
          : addDays(period, -6);
        data.payments.push({
          paymentId: `PAY-${contractId}-${isoDate(period).slice(0, 7)}`,
          contractId,
          billId,
          amountCents: premium,
          method,
          accountLast4: method === 'bank' ? '6789' : '4242',
          status: 'Completed',
          submittedAt,
          confirmationNumber: `C${contractId.slice(1)}${String(6 - m).padStart(2, '0')}`,
        });
      }
    }
  }
  data.memberState.push({
    memberId: 'H1000100101',
    key: 'autopay',
    value: { enrolled: true, method: 'bank', accountLast4: '6789', draftDay: autopayDraftDay, enrolledOn: isoDate(addMonths(today, -14)) },
  });
  data.memberState.push({
    memberId: 'M4000400101',
    key: 'autopay',
    value: { enrolled: false, method: null, accountLast4: null, draftDay: 26, enrolledOn: null },
  });
  data.memberState.push({
    memberId: 'D2000200201',
    key: 'autopay',
    value: { enrolled: false, method: null, accountLast4: null, draftDay: 26, enrolledOn: null },
  });
}
