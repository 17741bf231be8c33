import { render, screen } from '@testing-library/react';
import { OpensInNewTab } from '@portal/ui';

describe('OpensInNewTab', () => {
  it('adds the new-tab words to the name and a mark hidden from screen readers', () => {
    render(
      <a href="https://www.example.com" target="_blank" rel="noopener noreferrer">
        Global Core website
        <OpensInNewTab />
      </a>,
    );
    const link = screen.getByRole('link', { name: 'Global Core website (opens in a new tab)' });
    const mark = link.querySelector('svg');
    expect(mark).toHaveAttribute('aria-hidden', 'true');
    expect(mark).toHaveAttribute('focusable', 'false');
  });

  it('names what opens when it is not a web page', () => {
    render(
      <button type="button">
        Certificate of Coverage
        <OpensInNewTab what="PDF" />
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Certificate of Coverage (PDF, opens in a new tab)' })).toBeInTheDocument();
  });
});
