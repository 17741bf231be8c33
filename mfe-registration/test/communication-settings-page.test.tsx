import { screen, waitFor } from '@testing-library/react';
import { registrationStore, reloadRegistrationFromStorage } from '../src/registration/registration-draft';
import { renderPortal, setUpFakeMemberApi } from './support/registration-harness';
import { finishAccountStep, finishRegisterStep } from './support/wizard-state';

setUpFakeMemberApi();

describe('/communication-settings', () => {
  it('sends a member who has not created the account yet to the step they are on', async () => {
    finishRegisterStep();
    renderPortal('/communication-settings');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/create-account'));
  });

  it('offers the email options, paperless EOBs and notifications on by default', () => {
    finishRegisterStep();
    finishAccountStep();
    renderPortal('/communication-settings');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Communication settings']);
    expect(screen.getByRole('group', { name: 'Email options' })).toHaveTextContent('Choose what we email to raenewman90@example.com.');
    expect(screen.getByRole('checkbox', { name: 'Paperless explanations of benefits' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Member notifications' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Annual benefit letter' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Annual benefit letter' })).toHaveAccessibleDescription(
      'Email my annual benefit letter instead of mailing it.',
    );
  });

  it('keeps the choices (also across a reload) and goes on to the last step', async () => {
    finishRegisterStep();
    finishAccountStep();
    const { user, unmount } = renderPortal('/communication-settings');
    await user.click(screen.getByRole('checkbox', { name: 'Member notifications' }));
    unmount();
    reloadRegistrationFromStorage();

    const { user: next } = renderPortal('/communication-settings');
    expect(screen.getByRole('checkbox', { name: 'Member notifications' })).not.toBeChecked();
    await next.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/complete-registration'));
    expect(registrationStore.getState().draft).toMatchObject({
      communication: { paperlessEob: true, memberNotifications: false, annualBenefitLetter: false },
      communicationDone: true,
    });
  });

  it('goes back to the account step', async () => {
    finishRegisterStep();
    finishAccountStep();
    const { user } = renderPortal('/communication-settings');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/create-account');
    expect(screen.getByLabelText(/^Username/, { selector: 'input' })).toHaveValue('raenewman90');
  });
});
