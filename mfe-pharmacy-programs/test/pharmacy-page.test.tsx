import { screen } from '@testing-library/react';
import { renderRemotePage } from '@portal/testing/render-remote-page';
import Page from '../src/pharmacy/pharmacy-page';

describe('Pharmacy page', () => {
  it('has one page heading and says whose information it shows', () => {
    renderRemotePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Pharmacy');
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical · Member ID M100');
  });

  it('tells the member what they came for', () => {
    renderRemotePage(Page);
    expect(screen.getByText(/7 a\.m\. to 8 p\.m\. Central/)).toBeInTheDocument();
  });
});
