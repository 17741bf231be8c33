import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { securityQuestions } from '../src/create-account/create-account-schema';
import { registrationDraftStorageKey, registrationStore, reloadRegistrationFromStorage } from '../src/registration/registration-draft';
import { memberApiPath, renderPortal, setUpFakeMemberApi } from './support/registration-harness';
import { finishAccountStep, finishRegisterStep, raeMember } from './support/wizard-state';

const api = setUpFakeMemberApi();

beforeEach(() => {
  api.respond = () => ({ status: 200, body: { username: 'raenewman90', valid: true, available: true } });
});

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fillInAccount(user: UserEvent) {
  await user.type(field(/^Username/), 'raenewman90');
  await user.type(field(/^Password/), 'Portal#2026');
  await user.type(field(/^Confirm password/), 'Portal#2026');
  await user.type(field(/Mobile phone number/), '5015551201');
  await user.type(field(/Email address/), 'raenewman90@example.com');
  await user.selectOptions(screen.getByRole('combobox', { name: /First security question/ }), securityQuestions[0]);
  await user.type(field(/Answer to the first question/), 'Rover');
  await user.selectOptions(screen.getByRole('combobox', { name: /Second security question/ }), securityQuestions[1]);
  await user.type(field(/Answer to the second question/), 'Little Rock');
  await user.click(screen.getByRole('checkbox', { name: /I have read and accept the terms and conditions/ }));
}

describe('/create-account', () => {
  it('sends a member who has not verified their membership to step 1', async () => {
    renderPortal('/create-account');
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/register'));
  });

  it('greets the verified member, one h1, step 2 of 4', () => {
    finishRegisterStep();
    renderPortal('/create-account');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Create account']);
    // The kit's PageHeader, with where the member is in the four steps.
    expect(screen.getByRole('heading', { level: 1 }).closest('header')).toHaveTextContent('Step 2 of 4');
    expect(screen.getByText('Step 2 of 4: Create your account')).toBeInTheDocument();
    expect(screen.getByText('We found your membership, Rae. Now choose how you will sign in.')).toBeInTheDocument();
  });

  it('tells a guardian whose account they create', () => {
    finishRegisterStep({ guardian: true });
    renderPortal('/create-account');
    expect(screen.getByText(/We found the membership of Kit Newman. As their parent or legal guardian/)).toBeInTheDocument();
  });

  it('ticks the password requirements off as the member types', async () => {
    finishRegisterStep();
    const { user } = renderPortal('/create-account');
    const checklist = screen.getByRole('list', { name: 'Password requirements' });
    const item = (name: RegExp) => within(checklist).getByText(name).closest('li');
    expect(item(/At least 8 characters/)).toHaveTextContent('not met yet');
    await user.type(field(/^Password/), 'portal');
    expect(item(/A lowercase letter/)).toHaveTextContent(': met');
    expect(item(/An uppercase letter/)).toHaveTextContent('not met yet');
    await user.type(field(/^Password/), '#2026P');
    for (const requirement of within(checklist).getAllByRole('listitem')) expect(requirement).toHaveTextContent(': met');
  });

  it('shows and hides the password', async () => {
    finishRegisterStep();
    const { user } = renderPortal('/create-account');
    expect(field(/^Password/)).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('checkbox', { name: 'Show password' }));
    expect(field(/^Password/)).toHaveAttribute('type', 'text');
    expect(field(/^Confirm password/)).toHaveAttribute('type', 'text');
  });

  it('on an empty submit lists every problem and focuses the summary', async () => {
    finishRegisterStep();
    const { user } = renderPortal('/create-account');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter a username',
      'Enter a password',
      'Enter your password again',
      'Enter your mobile phone number',
      'Enter your email address',
      'Choose your first security question',
      'Enter the answer to your first security question',
      'Choose your second security question',
      'Enter the answer to your second security question',
      'Accept the terms and conditions to create your account',
    ]);
    expect(api.calls()).toEqual([]);
  });

  it('checks the username is free, then goes on to the email options without storing a secret', async () => {
    finishRegisterStep();
    const { user } = renderPortal('/create-account');
    await fillInAccount(user);
    expect(field(/Mobile phone number/)).toHaveValue('(501) 555-1201');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/communication-settings'));
    expect(api.calls()).toEqual([
      {
        method: 'GET',
        url: `${memberApiPath}/public/registration/username-availability?username=raenewman90&registrationToken=token-from-verify-member`,
        body: null,
      },
    ]);
    expect(registrationStore.getState().draft.account).toEqual({
      username: 'raenewman90',
      email: 'raenewman90@example.com',
      mobilePhone: '5015551201',
      securityQuestions: [securityQuestions[0], securityQuestions[1]],
    });
    const stored = sessionStorage.getItem(registrationDraftStorageKey) ?? '';
    expect(stored).toContain('raenewman90');
    expect(stored).not.toContain('Portal#2026');
    expect(stored).not.toContain('Rover');
    expect(stored).not.toContain('Little Rock');
  });

  it('says so next to the username when it is taken, keeping everything typed', async () => {
    api.respond = () => ({ status: 200, body: { username: 'raenewman90', valid: true, available: false } });
    finishRegisterStep();
    const { user } = renderPortal('/create-account');
    await fillInAccount(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('link', { name: 'That username is already taken. Choose another one' })).toHaveAttribute(
      'href',
      '#create-account-username',
    );
    expect(field(/^Username/)).toHaveAttribute('aria-invalid', 'true');
    expect(field(/^Password/)).toHaveValue('Portal#2026');
    expect(screen.getByTestId('current-path')).toHaveTextContent('/create-account');
  });

  it('goes on when the availability check itself fails (the last step checks again)', async () => {
    api.respond = () => ({ status: 500, body: { code: 'BP-NFA-003' } });
    finishRegisterStep();
    const { user } = renderPortal('/create-account');
    await fillInAccount(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/communication-settings'));
  });

  it('after a reload keeps the account details but asks for the password and answers again', () => {
    finishRegisterStep();
    finishAccountStep();
    reloadRegistrationFromStorage();
    renderPortal('/create-account');
    expect(screen.getByText(/we don’t keep your password or security answers when the page reloads/)).toBeInTheDocument();
    expect(field(/^Username/)).toHaveValue('raenewman90');
    expect(field(/Mobile phone number/)).toHaveValue('(501) 555-1201');
    expect(field(/^Password/)).toHaveValue('');
    expect(field(/Answer to the first question/)).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /I have read and accept/ })).toBeChecked();
  });

  it('goes back to step 1 and forward again without losing anything', async () => {
    api.respond = ({ url }) =>
      url.includes('verify-member')
        ? { status: 200, body: { verified: true, ...raeMember } }
        : { status: 200, body: { valid: true, available: true } };
    finishRegisterStep();
    const { user } = renderPortal('/create-account');
    await user.type(field(/^Username/), 'raenewman90');
    await user.type(field(/^Password/), 'Portal#2026');
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(screen.getByTestId('current-path')).toHaveTextContent('/register');

    await user.type(field(/^Member ID/), 'REG000001');
    await user.type(field(/Last 4 digits/), '4321');
    await user.type(field(/First name/), 'Rae');
    await user.type(field(/Last name/), 'Newman');
    await user.type(field(/Date of birth/), '05/20/1990');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/create-account'));
    expect(field(/^Username/)).toHaveValue('raenewman90');
    expect(field(/^Password/)).toHaveValue('Portal#2026');
  });

  it('opens the terms and conditions to read', async () => {
    finishRegisterStep();
    const { user } = renderPortal('/create-account');
    await user.click(screen.getByRole('button', { name: 'Read the terms and conditions' }));
    const dialog = screen.getByRole('dialog', { name: 'Terms and conditions' });
    expect(within(dialog).getByRole('link', { name: 'Read the full Terms of Use (opens in a new tab)' })).toHaveAttribute(
      'target',
      '_blank',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
