import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from '../src/dialog/confirm-dialog';
import { createConfirmDialogOnDemand } from '../src/confirm-dialog-on-demand';

function ask(Dialog: ReturnType<typeof createConfirmDialogOnDemand>, onConfirm = jest.fn()) {
  render(
    <Dialog title="Turn off autopay?" confirmLabel="Turn off autopay" onConfirm={onConfirm} onClose={jest.fn()}>
      You will need to pay each bill yourself.
    </Dialog>,
  );
  return onConfirm;
}

describe('ConfirmDialogOnDemand', () => {
  it('asks the question once the dialog’s code has arrived', async () => {
    const load = jest.fn(() => Promise.resolve({ ConfirmDialog }));
    const onConfirm = ask(createConfirmDialogOnDemand(load));
    const dialog = await screen.findByRole('dialog', { name: 'Turn off autopay?' });
    expect(dialog).toHaveTextContent('You will need to pay each bill yourself.');
    await userEvent.click(screen.getByRole('button', { name: 'Turn off autopay' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps the page working when the code cannot be fetched, and Try again fetches it again', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const load = jest
      .fn<Promise<{ ConfirmDialog: typeof ConfirmDialog }>, []>()
      .mockRejectedValueOnce(new Error('ChunkLoadError'))
      .mockResolvedValue({ ConfirmDialog });
    ask(createConfirmDialogOnDemand(load));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t reach our systems. Please check your internet connection and try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('dialog', { name: 'Turn off autopay?' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
