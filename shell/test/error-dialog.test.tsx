import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@portal/routing';
import { errorDialogStore } from '@portal/api-client';
import { resetSessionState, sessionStore } from '@portal/session';
import ErrorDialog from '../src/feedback/error-dialog';

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <button type="button">Before</button>
      <ErrorDialog />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  resetSessionState();
  errorDialogStore.getState().close();
});

describe('error dialog (docs/product/errors-and-messages.md#errors-dialog)', () => {
  it('is titled Error, shows the code line and the message, and Close dismisses it', async () => {
    renderAt('/claims');
    act(() => errorDialogStore.getState().show({ code: 'BP-NFA-002', message: 'An error occurred.' }));
    const dialog = screen.getByRole('dialog', { name: 'Error' });
    expect(dialog).toHaveTextContent('Error code: BP-NFA-002');
    expect(dialog).toHaveTextContent('An error occurred.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(errorDialogStore.getState().error).toBeNull();
  });

  it('without a message shows the fallback whose "contact us" goes to /contact when signed out', () => {
    renderAt('/login');
    act(() => errorDialogStore.getState().show({}));
    expect(screen.getByRole('dialog')).toHaveTextContent(
      'An error occurred, please refresh and try again. If the issue continues, contact us.',
    );
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });

  it('links "contact us" to /contact-us on authenticated pages, except plan selection, and to /contact elsewhere', () => {
    sessionStore.getState().setTokens({ accessToken: 'a.b.c', refreshToken: null, userId: 'ava.medical' });
    const targets = [
      '/claims',
      '/messages/2',
      '/dental/dashboard',
      '/select-plan',
      '/terms-of-use',
      '/contact',
      '/login',
      '/brand-resources',
      '/no-such-page',
    ].map((path) => {
      const { unmount } = renderAt(path);
      act(() => errorDialogStore.getState().show({}));
      const href = screen.getByRole('link', { name: 'contact us' }).getAttribute('href');
      unmount();
      return [path, href];
    });
    expect(Object.fromEntries(targets)).toEqual({
      '/claims': '/contact-us',
      '/messages/2': '/contact-us',
      '/dental/dashboard': '/contact-us',
      '/select-plan': '/contact',
      // Authenticated when a token exists (docs/product/routes-and-guards.md#routes-public), as here.
      '/terms-of-use': '/contact-us',
      // A signed-in member on a public or unmatched page: not an authenticated page.
      '/contact': '/contact',
      '/login': '/contact',
      '/brand-resources': '/contact',
      '/no-such-page': '/contact',
    });
  });

  it('links "contact us" on the terms of use to /contact without a token', () => {
    renderAt('/terms-of-use');
    act(() => errorDialogStore.getState().show({}));
    expect(screen.getByRole('link', { name: 'contact us' })).toHaveAttribute('href', '/contact');
  });
});
