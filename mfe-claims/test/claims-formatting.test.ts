import { formatMoney } from '@portal/ui';
import { formatDate } from '@portal/ui/dates/display';
import { accountMovement } from '../src/formatting/money';
import { claimOutcomeText, statusMeaning, youOweText } from '../src/claims/claim-phrases';
import { hraTotals } from '../src/health-reimbursement/hra-totals';

describe('money and dates as the claims pages show them', () => {
  it('shows dollars with cents and thousands separators, and dates as MM/DD/YYYY', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatDate('2026-03-07')).toBe('03/07/2026');
    expect(formatDate(null)).toBe('invalid date');
  });

  it('phrases account movements without a bare minus sign', () => {
    expect(accountMovement(1500)).toEqual({ kind: 'Deposit', amount: '$1,500.00' });
    expect(accountMovement(-25)).toEqual({ kind: 'Payment', amount: '$25.00' });
  });

  it('adds up account movements in whole cents', () => {
    expect(
      hraTotals([
        { id: '1', date: '2026-01-01', description: 'In', amount: 1500, claimId: null },
        { id: '2', date: '2026-02-01', description: 'Out', amount: -0.1, claimId: null },
        { id: '3', date: '2026-03-01', description: 'Out', amount: -0.2, claimId: null },
      ]),
    ).toEqual({ added: 1500, paidOut: 0.3 });
  });
});

describe('claims in plain language', () => {
  const claim = { status: 'Processed', providerName: 'Dr. Lee', billed: 450, planPaid: 240, memberOwe: 60 };

  it('puts billed, plan paid and you owe in a sentence, with the network discount', () => {
    expect(claimOutcomeText(claim)).toBe(
      "Dr. Lee billed $450.00. Your plan paid $240.00. You owe $60.00. Your plan's network discount saved you $150.00.",
    );
    expect(claimOutcomeText({ ...claim, billed: 300 })).toBe('Dr. Lee billed $300.00. Your plan paid $240.00. You owe $60.00.');
  });

  it('does not give an amount owed for a pending claim', () => {
    expect(youOweText({ status: 'Pending', memberOwe: null })).toBe('Not yet known');
    expect(youOweText({ status: 'Processed', memberOwe: 60 })).toBe('$60.00');
    expect(claimOutcomeText({ ...claim, status: 'Pending' })).toBe(
      "We're still processing this claim from Dr. Lee. What your plan pays and what you owe will show here once it's processed.",
    );
  });

  it('says a denied claim can be appealed', () => {
    expect(claimOutcomeText({ ...claim, status: 'Denied', planPaid: 0, memberOwe: 450 })).toBe(
      'Dr. Lee billed $450.00. This claim was denied: your plan did not pay for it. You may owe the provider $450.00. You can appeal this decision.',
    );
  });

  it('explains each status, and nothing for an unknown one', () => {
    expect(statusMeaning('ADJUSTED')).toBe('We processed this claim again and changed what was paid.');
    expect(statusMeaning('Lost')).toBe('');
  });
});
