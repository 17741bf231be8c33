import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from '@portal/ui';
import { PortalDialog } from '@portal/ui/dialog';

// The frame is the browser's <dialog> (jsdom's showModal and close come from tools/lib/jest-setup.cjs).
function Harness({ onDismiss }: { onDismiss: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Show disclaimer
      </button>
      {open && (
        <PortalDialog
          title="Linking disclaimer"
          width={480}
          onDismiss={() => {
            onDismiss();
            setOpen(false);
          }}
          actions={(dismiss) => (
            <>
              <Button onClick={dismiss}>Continue</Button>
              <Button variant="secondary" onClick={dismiss}>
                Go back
              </Button>
            </>
          )}
        >
          {() => (
            <p>
              You are leaving the portal. <a href="/contact-us">Contact us</a>
            </p>
          )}
        </PortalDialog>
      )}
    </>
  );
}

describe('PortalDialog', () => {
  it('opens as a modal <dialog> in the body, titled and described, focus on the first control that is not a link', async () => {
    const { container } = render(<Harness onDismiss={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show disclaimer' }));
    const dialog = screen.getByRole('dialog', { name: 'Linking disclaimer' });
    expect(dialog.tagName).toBe('DIALOG');
    expect(dialog).toHaveAttribute('open');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleDescription('You are leaving the portal. Contact us');
    expect(container).not.toContainElement(dialog);
    expect(screen.getByRole('button', { name: 'Continue' })).toHaveFocus();
  });

  it('Escape dismisses once and focus goes back to the opener', async () => {
    const onDismiss = jest.fn();
    render(<Harness onDismiss={onDismiss} />);
    const opener = screen.getByRole('button', { name: 'Show disclaimer' });
    await userEvent.click(opener);
    await userEvent.keyboard('{Escape}');
    expect(onDismiss).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Tab from the last control goes to the first, Shift+Tab from the first to the last', async () => {
    render(<Harness onDismiss={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show disclaimer' }));
    const link = screen.getByRole('link', { name: 'Contact us' });
    const goBack = screen.getByRole('button', { name: 'Go back' });
    goBack.focus();
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.tab({ shift: true });
    expect(goBack).toHaveFocus();
  });
});
