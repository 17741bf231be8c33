import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { errorDialogStore } from '@portal/api-client';
import { registrationDraftStorageKey, registrationStore, reloadRegistrationFromStorage } from '../src/registration/registration-draft';
import { typedDateYearsAgo } from './support/dates';
import { memberApiPath, renderPortal, setUpFakeMemberApi } from './support/registration-harness';

const api = setUpFakeMemberApi();

const rae = {
  verified: true,
  memberId: 'REG000001',
  firstName: 'Rae',
  lastName: 'Newman',
  requiresGuardian: false,
  contractType: 'Medical',
  tier1: 'ABCBS',
};

beforeEach(() => {
  api.respond = () => ({ status: 200, body: rae });
});

const field = (name: RegExp) => screen.getByRole('textbox', { name });

async function fillInRae(user: UserEvent, dateOfBirth = '05/20/1990') {
  await user.type(field(/^Member ID/), 'REG000001');
  await user.type(field(/Last 4 digits of your Social Security number/), '4321');
  await user.type(field(/First name/), 'Rae');
  await user.type(field(/Last name/), 'Newman');
  await user.type(field(/Date of birth/), dateOfBirth);
}

describe('/register', () => {
  it('shows one h1, the step, and the fields a member ID needs', () => {
    renderPortal('/register');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Register']);
    expect(screen.getByText('Step 1 of 4: Verify your membership')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Registration steps' })).getByText('Verify your membership')).toHaveAttribute(
      'aria-current',
      'step',
    );
    expect(screen.getByRole('radio', { name: 'With my member ID' })).toBeChecked();
    expect(screen.queryByRole('textbox', { name: /^Social Security number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: /Medicare number/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Parent or legal guardian' })).not.toBeInTheDocument();
  });

  it('on an empty submit lists each problem, focuses the summary and calls nothing', async () => {
    const { user } = renderPortal('/register');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Enter your member ID',
      'Enter the last 4 digits of your Social Security number',
      'Enter your first name',
      'Enter your last name',
      'Enter your date of birth',
    ]);
    expect(field(/Date of birth/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls()).toEqual([]);
  });

  it('verifies the member and goes on to create the account', async () => {
    const { user } = renderPortal('/register');
    await fillInRae(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/create-account'));
    expect(api.calls()).toEqual([
      {
        method: 'POST',
        url: `${memberApiPath}/public/registration/verify-member`,
        body: { memberId: 'REG000001', ssnLast4: '4321', firstName: 'Rae', lastName: 'Newman', dateOfBirth: '1990-05-20' },
      },
    ]);
    expect(registrationStore.getState().draft.verified?.member.memberId).toBe('REG000001');
  });

  it('with a Social Security number sends the 9 digits and never stores them', async () => {
    const { user } = renderPortal('/register');
    await user.click(screen.getByRole('radio', { name: 'With my Social Security number' }));
    expect(screen.queryByRole('textbox', { name: /^Member ID/ })).not.toBeInTheDocument();
    await user.type(field(/^Social Security number/), '123-45-4321');
    await user.type(field(/First name/), 'Rae');
    await user.type(field(/Last name/), 'Newman');
    await user.type(field(/Date of birth/), '05/20/1990');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/create-account'));
    expect(api.calls()[0]?.body).toEqual({
      ssn: '123454321',
      ssnLast4: '4321',
      firstName: 'Rae',
      lastName: 'Newman',
      dateOfBirth: '1990-05-20',
    });
    expect(sessionStorage.getItem(registrationDraftStorageKey)).not.toContain('123454321');
    expect(sessionStorage.getItem(registrationDraftStorageKey)).not.toContain('123-45-4321');
    // The final call identifies the member by the member ID the service returned.
    expect(registrationStore.getState().draft.verified?.identity).toEqual({
      memberId: 'REG000001',
      ssnLast4: '4321',
      firstName: 'Rae',
      lastName: 'Newman',
      dateOfBirth: '1990-05-20',
    });
  });

  it('asks for a legal guardian as soon as the date of birth shows a child under 14', async () => {
    api.respond = () => ({ status: 200, body: { ...rae, memberId: 'REG000002', firstName: 'Kit', requiresGuardian: true } });
    const { user } = renderPortal('/register');
    await fillInRae(user, typedDateYearsAgo(9));
    const guardian = screen.getByRole('group', { name: 'Parent or legal guardian' });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter the legal guardian’s first name', 'Enter the legal guardian’s last name']);
    expect(api.calls()).toEqual([]);

    await user.type(within(guardian).getByRole('textbox', { name: /Guardian’s first name/ }), 'Jo');
    await user.type(within(guardian).getByRole('textbox', { name: /Guardian’s last name/ }), 'Newman');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/create-account'));
    expect(registrationStore.getState().draft.verified?.guardian).toEqual({ firstName: 'Jo', lastName: 'Newman' });
  });

  it('asks for the guardian when the member API says the member is under 14', async () => {
    api.respond = () => ({ status: 200, body: { ...rae, requiresGuardian: true } });
    const { user } = renderPortal('/register');
    await fillInRae(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Enter the legal guardian’s first name', 'Enter the legal guardian’s last name']);
    expect(screen.getByRole('group', { name: 'Parent or legal guardian' })).toBeInTheDocument();
    expect(screen.getByTestId('current-path')).toHaveTextContent('/register');
  });

  it('asks Medicare members for the last 4 of their MBI and sends it', async () => {
    const { user } = renderPortal('/register');
    await fillInRae(user);
    await user.click(screen.getByRole('checkbox', { name: 'I have a Medicare Advantage plan' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(
      within(await screen.findByRole('alert')).getByRole('link', { name: 'Enter the last 4 characters of your Medicare number (MBI)' }),
    ).toBeInTheDocument();
    await user.type(field(/Medicare number/), 'mk73');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(api.calls()).toHaveLength(1));
    expect(api.calls()[0]?.body).toMatchObject({ mbiLast4: 'MK73' });
  });

  it('shows REG-0004, the one answer for no match and an existing account, with ways on, and keeps what was typed', async () => {
    api.respond = () => ({ status: 404, body: { code: 'REG-0004', message: 'We could not verify these details for a new account.' } });
    const { user } = renderPortal('/register');
    await fillInRae(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(summary).toHaveTextContent(
      'We couldn’t verify these details for a new account. Check them against your member ID card (Medicare Advantage members: also the last 4 characters of your Medicare number). If you already have an account, sign in or get help with your username or password. (Error code REG-0004)',
    );
    expect(screen.getByRole('link', { name: 'get help with your username or password' })).toHaveAttribute('href', '/account-help');
    expect(field(/^Member ID/)).toHaveValue('REG000001');
    expect(field(/Date of birth/)).toHaveValue('05/20/1990');
    expect(errorDialogStore.getState().error).toBeNull();
  });

  it('puts the service’s field errors on their fields', async () => {
    const { user } = renderPortal('/register');
    await fillInRae(user);

    api.respond = () => ({
      status: 400,
      body: {
        code: 'REG-0001',
        message: 'Missing',
        validationErrors: [{ field: 'ssnLast4', message: 'Enter the last 4 digits of your SSN.' }],
      },
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(field(/Last 4 digits/)).toHaveAccessibleDescription('Error: Enter the last 4 digits of your SSN.'));
  });

  it('shows the generic message with the call’s code when the service fails, and works on the next try', async () => {
    api.respond = () => ({ status: 500, body: { code: 'BP-NFA-003', message: 'An error occurred.' } });
    const { user } = renderPortal('/register');
    await fillInRae(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An error occurred. We’re working on a fix. Please try again later. (Error code BP-NFA-003)',
    );
    api.respond = () => ({ status: 200, body: rae });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(screen.getByTestId('current-path')).toHaveTextContent('/create-account'));
  });

  it('keeps what was typed across a reload, except a full SSN', async () => {
    const { user, unmount } = renderPortal('/register');
    await user.type(field(/^Member ID/), 'REG000001');
    await user.type(field(/First name/), 'Rae');
    await user.click(screen.getByRole('radio', { name: 'With my Social Security number' }));
    await user.type(field(/^Social Security number/), '123454321');
    unmount();
    reloadRegistrationFromStorage();

    const { user: next } = renderPortal('/register');
    expect(screen.getByRole('radio', { name: 'With my Social Security number' })).toBeChecked();
    expect(field(/^Social Security number/)).toHaveValue('');
    expect(field(/First name/)).toHaveValue('Rae');
    await next.click(screen.getByRole('radio', { name: 'With my member ID' }));
    expect(field(/^Member ID/)).toHaveValue('REG000001');
  });
});
