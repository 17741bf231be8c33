import { render, screen } from '@testing-library/react';
import { ProgressMeter } from '@portal/ui';

describe('ProgressMeter', () => {
  it('is a progress bar named by its label, with the figures as its value text and beside it', () => {
    render(<ProgressMeter label="Your deductible" value={400} limit={3000} />);
    const bar = screen.getByRole('progressbar', { name: 'Your deductible' });
    expect(bar).toHaveAttribute('value', '400');
    expect(bar).toHaveAttribute('max', '3000');
    expect(bar).toHaveAttribute('aria-valuetext', '$400.00 of $3,000.00 met (13%)');
    expect(screen.getByText('$400.00 of $3,000.00 met (13%)')).toBeInTheDocument();
    expect(screen.getByText('$2,600.00 remaining')).toBeInTheDocument();
  });

  it('keeps the bar inside its limit and says when the limit is reached', () => {
    render(<ProgressMeter label="Out-of-pocket maximum" value={9000} limit={8500} />);
    expect(screen.getByRole('progressbar', { name: 'Out-of-pocket maximum' })).toHaveAttribute('value', '8500');
    expect(screen.getByText('$9,000.00 of $8,500.00 met (100%)')).toBeInTheDocument();
    expect(screen.getByText('Reached for this plan year')).toBeInTheDocument();
  });

  it('reads a benefit maximum as used, and remaining to the cent', () => {
    render(<ProgressMeter label="Annual maximum" value={420.1} limit={3500} verb="used" />);
    expect(screen.getByText('$420.10 of $3,500.00 used (12%)')).toBeInTheDocument();
    expect(screen.getByText('$3,079.90 remaining')).toBeInTheDocument();
  });

  it('counts other units with its own format and reached text', () => {
    render(
      <ProgressMeter label="Approved units used" value={4} limit={4} verb="used" format={String} reachedText="All approved units used" />,
    );
    expect(screen.getByText('4 of 4 used (100%)')).toBeInTheDocument();
    expect(screen.getByText('All approved units used')).toBeInTheDocument();
  });

  it('says so in words when the plan has no limit, with no bar, naming the limit as a noun', () => {
    render(<ProgressMeter label="Your deductible" limitName="deductible" value={0} limit={0} />);
    expect(screen.getByText('Your deductible')).toBeInTheDocument();
    expect(screen.getByText('Your plan has no deductible.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('never builds the no-limit sentence from its label ("Your plan has no your deductible.")', () => {
    const { container } = render(<ProgressMeter label="Your deductible" value={0} limit={0} />);
    expect(container).toHaveTextContent('Your deductibleYour plan has none.');
    expect(container).not.toHaveTextContent(/no your/i);
  });

  it('says what the caller gives when there is no limit', () => {
    render(
      <ProgressMeter
        label="Approved units used"
        value={0}
        limit={0}
        verb="used"
        format={String}
        noLimitText="No units were approved."
        limitName="approved units"
      />,
    );
    expect(screen.getByText('No units were approved.')).toBeInTheDocument();
  });
});
