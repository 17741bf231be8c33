import { render, screen } from '@testing-library/react';
import { Money, formatMoney, moneyOrPending, pendingAmountText } from '@portal/ui';

describe('money', () => {
  it('reads as dollars and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(Number.NaN)).toBe('$0.00');
  });

  it('has one rule for amounts that are not known yet', () => {
    expect(pendingAmountText).toBe('Not yet known');
    expect(moneyOrPending(0, true)).toBe('Not yet known');
    expect(moneyOrPending(12, false)).toBe('$12.00');
  });

  it('shows a pending amount in words, never as $0.00', () => {
    const { rerender } = render(<Money amount={0} pending />);
    expect(screen.getByText('Not yet known')).toHaveAttribute('data-pending', 'true');
    expect(screen.queryByText('$0.00')).not.toBeInTheDocument();
    rerender(<Money amount={36.51} />);
    expect(screen.getByText('$36.51')).not.toHaveAttribute('data-pending');
  });
});
