import { screen } from '@testing-library/react';
import { renderRemotePage } from '@portal/testing/render-remote-page';
import Page from '../src/account-help/account-help-page';

describe('Need help with your account? page', () => {
  it('has one page heading and says whose information it shows', () => {
    renderRemotePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Need help with your account?');
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical');
  });

  it('tells the member what they came for', () => {
    renderRemotePage(Page);
    expect(screen.getByRole('heading', { level: 2, name: 'Account locked?' })).toBeInTheDocument();
  });
});
