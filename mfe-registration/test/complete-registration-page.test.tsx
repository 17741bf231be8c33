import { screen, waitFor, within } from '@testing-library/react';
import { errorDialogStore } from '@portal/api-client';
import { securityQuestions } from '../src/create-account/create-account-schema';
import { registrationDraftStorageKey, registrationStore, reloadRegistrationFromStorage } from '../src/registration/registration-draft';
import { memberApiPath, renderPortal, setUpFakeMemberApi } from './support/registration-harness';
import { finishAccountStep, finishCommunicationStep, finishRegisterStep } from './support/wizard-state';

const api = setUpFakeMemberApi();

beforeEach(() => {
  api.respond = () => ({
    status: 201,
    body: { status: 'registered', username: 'raenewman90', memberId: 'REG000001', message: 'Your account has been created.' },
  });
});

function finishEarlierSteps({ guardian = false } = {}) {
  finishRegisterStep({ guardian });
  finishAccountStep();
  finishCommunicationStep();
}

describe('/complete-registration', () => {
  it('sends a member with steps left to do to the first of them', async () => {
    finishRegisterStep();
    finishAccountStep();
    renderPortal('/complete-registration');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/communication-settings'));
  });

  it('shows what the member entered, with a way back to each step', () => {
    finishEarlierSteps();
    renderPortal('/complete-registration');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Complete registration']);
    const membership = screen.getByRole('region', { name: 'Membership' });
    expect(membership).toHaveTextContent('NameRae Newman');
    expect(membership).toHaveTextContent('Member IDREG000001');
    expect(membership).toHaveTextContent('Date of birth05/20/1990');
    const account = screen.getByRole('region', { name: 'Account' });
    expect(account).toHaveTextContent('Mobile phone number(501) 555-1201');
    expect(account).not.toHaveTextContent('Portal#2026');
    expect(account).not.toHaveTextContent('Rover');
    expect(within(account).getByRole('link', { name: 'Change account' })).toHaveAttribute('href', '/create-account');
    const email = screen.getByRole('region', { name: 'Email options' });
    expect(email).toHaveTextContent('Paperless explanations of benefitsYes, by email');
    expect(email).toHaveTextContent('Member notificationsNo');
  });

  it('creates the account once the terms are accepted, then offers sign-in', async () => {
    finishEarlierSteps();
    const { user } = renderPortal('/complete-registration');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    const terms = screen.getByRole('dialog', { name: 'Terms and conditions' });
    expect(within(terms).getByRole('region', { name: 'Terms and conditions summary' })).toHaveTextContent('After the third failed sign-in');
    expect(api.calls()).toEqual([]);
    await user.click(within(terms).getByRole('button', { name: 'I agree, create my account' }));

    const success = await screen.findByRole('dialog', { name: 'Your account is ready' });
    expect(success).toHaveTextContent('The account for Rae Newman has been created. The username is raenewman90.');
    expect(within(success).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(api.calls()).toEqual([
      {
        method: 'POST',
        url: `${memberApiPath}/public/users`,
        body: {
          memberId: 'REG000001',
          ssnLast4: '4321',
          firstName: 'Rae',
          lastName: 'Newman',
          dateOfBirth: '1990-05-20',
          username: 'raenewman90',
          password: 'Portal#2026',
          email: 'raenewman90@example.com',
          mobilePhone: '5015551201',
          termsAccepted: true,
          communication: { paperlessEob: true, memberNotifications: false, annualBenefitLetter: true },
          securityQuestions: [
            { question: securityQuestions[0], answer: 'Rover' },
            { question: securityQuestions[1], answer: 'Little Rock' },
          ],
        },
      },
    ]);
    // Nothing of the registration is left behind.
    expect(sessionStorage.getItem(registrationDraftStorageKey)).toBeNull();
    expect(registrationStore.getState().secrets.password).toBe('');

    await user.click(within(success).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Your account is ready');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('sends the guardian’s names for a child', async () => {
    finishEarlierSteps({ guardian: true });
    const { user } = renderPortal('/complete-registration');
    expect(screen.getByRole('region', { name: 'Membership' })).toHaveTextContent('Parent or legal guardianJo Newman');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await user.click(screen.getByRole('button', { name: 'I agree, create my account' }));
    await screen.findByRole('dialog', { name: 'Your account is ready' });
    expect(api.calls()[0]?.body).toMatchObject({ memberId: 'REG000002', guardianFirstName: 'Jo', guardianLastName: 'Newman' });
  });

  it('does nothing when the terms are not accepted', async () => {
    finishEarlierSteps();
    const { user } = renderPortal('/complete-registration');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls()).toEqual([]);
  });

  it('shows REG-0006 with a way to the step to fix, where the username is marked', async () => {
    api.respond = () => ({
      status: 409,
      body: {
        code: 'REG-0006',
        message: 'That username is taken. Choose another one.',
        validationErrors: [{ field: 'username', message: 'That username is taken.' }],
      },
    });
    finishEarlierSteps();
    const { user } = renderPortal('/complete-registration');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await user.click(screen.getByRole('button', { name: 'I agree, create my account' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We couldn’t create your account');
    expect(alert).toHaveTextContent('That username is already taken. Choose another one. (Error code REG-0006)');
    await waitFor(() => expect(alert.parentElement).toHaveFocus());
    expect(errorDialogStore.getState().error).toBeNull();

    await user.click(within(alert).getByRole('link', { name: 'Fix this in “Create your account”' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/create-account');
    const username = screen.getByLabelText(/^Username/, { selector: 'input' });
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(/That username is taken\./);
    expect(screen.getByLabelText(/^Password/, { selector: 'input' })).toHaveValue('Portal#2026');
  });

  it('shows REG-0004 (no match or an existing account, one answer) with ways to sign in or get help', async () => {
    api.respond = () => ({ status: 404, body: { code: 'REG-0004', message: 'We could not verify these details for a new account.' } });
    finishEarlierSteps();
    const { user } = renderPortal('/complete-registration');
    await user.click(screen.getByRole('button', { name: 'Create my account' }));
    await user.click(screen.getByRole('button', { name: 'I agree, create my account' }));
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('region', { name: 'Account' })).toBeInTheDocument();
  });

  it('after a reload asks for the password and answers again before creating the account', () => {
    finishEarlierSteps();
    reloadRegistrationFromStorage();
    renderPortal('/complete-registration');
    expect(screen.queryByRole('button', { name: 'Create my account' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Enter your password and security answers again' })).toHaveAttribute('href', '/create-account');
    expect(screen.getByRole('region', { name: 'Account' })).toHaveTextContent('raenewman90');
  });
});
