import { render, screen } from '@testing-library/react';
import { Section } from '@portal/ui';

describe('Section', () => {
  it('is a region named by its own second-level heading', () => {
    render(
      <>
        <Section heading="Account details">
          <p>Plan year 2026</p>
        </Section>
        <Section heading="Transactions" className="transactions">
          <p>None yet</p>
        </Section>
      </>,
    );
    const details = screen.getByRole('region', { name: 'Account details' });
    expect(details).toContainElement(screen.getByRole('heading', { level: 2, name: 'Account details' }));
    expect(details).toHaveTextContent('Plan year 2026');
    expect(screen.getByRole('region', { name: 'Transactions' })).toHaveClass('transactions');
  });

  it('keeps a given heading id, so a form can name itself by the same heading', () => {
    render(
      <Section heading="Find a provider" headingId="pcp-search-heading">
        <form aria-labelledby="pcp-search-heading" />
      </Section>,
    );
    expect(screen.getByRole('heading', { name: 'Find a provider' })).toHaveAttribute('id', 'pcp-search-heading');
    expect(screen.getByRole('form', { name: 'Find a provider' })).toBeInTheDocument();
  });
});
