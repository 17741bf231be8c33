import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '@portal/ui/dialog';

function Harness({
  onConfirm,
  destructive = false,
  error,
}: {
  onConfirm: () => void | Promise<unknown>;
  destructive?: boolean;
  error?: string;
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Delete
      </button>
      {open && (
        <ConfirmDialog
          title="Delete this message?"
          confirmLabel="Delete message"
          busyLabel="Deleting…"
          destructive={destructive}
          error={error}
          onConfirm={() => {
            const result = onConfirm();
            if (!result) setOpen(false);
            return result;
          }}
          onClose={() => setOpen(false)}
        >
          <p>You can&apos;t undo this.</p>
        </ConfirmDialog>
      )}
    </>
  );
}

describe('ConfirmDialog', () => {
  it('asks the question with what will happen, runs the action, closes and gives focus back', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    const opener = screen.getByRole('button', { name: 'Delete' });
    await userEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Delete this message?' });
    expect(dialog).toHaveAccessibleDescription("You can't undo this.");
    await userEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('Cancel closes without the action', async () => {
    const onConfirm = jest.fn();
    render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('a destructive action interrupts as an alert dialog that opens on Cancel', async () => {
    render(<Harness onConfirm={() => undefined} destructive />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('alertdialog', { name: 'Delete this message?' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  });

  it('while an action that returns a promise runs: the busy label, one run however many clicks, then an error in place', async () => {
    let finish: () => void = () => undefined;
    const onConfirm = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    const { rerender } = render(<Harness onConfirm={onConfirm} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(screen.getByRole('button', { name: 'Delete message' }));
    const busy = screen.getByRole('button', { name: 'Deleting…' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(busy);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    finish();
    expect(await screen.findByRole('button', { name: 'Delete message' })).not.toHaveAttribute('aria-disabled');
    rerender(<Harness onConfirm={onConfirm} error="This doctor is not accepting new patients." />);
    expect(screen.getByRole('alert')).toHaveTextContent('This doctor is not accepting new patients.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('an action that returns a promise and then closes the dialog gives focus back to its opener', async () => {
    function ClosingHarness() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen(true)}>
            Save date
          </button>
          {open && (
            <ConfirmDialog
              title="Block this account?"
              confirmLabel="Block"
              onConfirm={() => Promise.resolve().then(() => setOpen(false))}
              onClose={() => setOpen(false)}
            >
              <p>The member can&apos;t sign in from this day.</p>
            </ConfirmDialog>
          )}
        </>
      );
    }
    render(<ClosingHarness />);
    const opener = screen.getByRole('button', { name: 'Save date' });
    await userEvent.click(opener);
    await userEvent.click(screen.getByRole('button', { name: 'Block' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(opener).toHaveFocus());
  });
});
