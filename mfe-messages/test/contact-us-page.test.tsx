import { screen } from '@testing-library/react';
import { renderRemotePage } from '@portal/testing/render-remote-page';
import Page from '../src/contact-us/contact-us-page';

describe('Contact Us page', () => {
  it('has one page heading and says whose information it shows', () => {
    renderRemotePage(Page);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Contact Us');
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Medical · Member ID M100');
  });

  it('tells the member what they came for', () => {
    renderRemotePage(Page);
    expect(screen.getByText(/customer service number on the back of your member ID card/)).toBeInTheDocument();
  });
});
