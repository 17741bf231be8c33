import { createRef } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SentConfirmation } from '../src/index';

function renderConfirmation(sent: boolean, sendAnother = jest.fn()) {
  const confirmation = { sent, statusRef: createRef<HTMLDivElement>(), sendAnother };
  render(
    <SentConfirmation confirmation={confirmation} whatNext="We’ll reply within 2 business days.">
      <form aria-label="Contact us" />
    </SentConfirmation>,
  );
  return { sendAnother };
}

describe('SentConfirmation', () => {
  it('shows the form and an empty status region until the message is sent', () => {
    renderConfirmation(false);
    expect(screen.getByRole('form', { name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('shows the thank-you with what happens next in place of the form once sent', async () => {
    const { sendAnother } = renderConfirmation(true);
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you. Your message has been sent.We’ll reply within 2 business days.');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Send another message' }));
    expect(sendAnother).toHaveBeenCalledTimes(1);
  });
});
