import { act, screen } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import { renderRemotePage } from '@portal/testing/render-remote-page';
import Page from '../src/settings-about/settings-about-page';

describe('About page', () => {
  it('has one page heading and says whose information it shows', () => {
    renderRemotePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('About');
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical');
  });

  it('tells the member whether they accepted the terms of use', () => {
    renderRemotePage(Page);
    expect(screen.getByText('You have not accepted the terms of use yet.')).toBeInTheDocument();
    act(() => sessionStore.getState().updateSettings({ tosChecked: true }));
    expect(screen.getByText('You have accepted the terms of use.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms of use' })).toHaveAttribute('href', '/terms-of-use');
  });
});
