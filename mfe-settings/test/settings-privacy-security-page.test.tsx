import { screen, waitFor, within } from '@testing-library/react';
import { onSignOutRequested } from '@portal/session';
import Page from '../src/privacy-security/settings-privacy-security-page';
import { avaPlan, failure, ok, signIn, setUpMemberApi, type Answers } from './support/member-api';
import { renderPage } from './support/render-page';

const api = setUpMemberApi();

const avaProfile = {
  username: 'ava.medical',
  firstName: 'Ava',
  lastName: 'Martinez',
  displayName: 'Ava Martinez',
  email: 'ava.medical@example.com',
  mobilePhone: '5015550101',
  mfaPreference: 'email',
  familyAccess: [{ memberId: avaPlan.memberId, enabled: false, allowed: false }],
  securityQuestions: ['What was the name of your first pet?', 'In what city were you born?'],
};
const noahPlan = {
  ...avaPlan,
  username: 'noah.dependent',
  memberId: 'H1000100102',
  memberSeqNumber: '02',
  isPolicyHolder: false,
  displayName: 'Noah Martinez',
};
const noahProfile = {
  ...avaProfile,
  username: 'noah.dependent',
  email: 'noah.dependent@example.com',
  familyAccess: [{ memberId: noahPlan.memberId, enabled: false, allowed: true }],
};
const preferences = {
  paperlessEob: true,
  memberNotifications: true,
  annualBenefitLetter: false,
  preferredContactMethod: 'email',
  hideTermedDependents: false,
  language: 'en-us',
};

function avaAnswers(extra: Answers = {}): Answers {
  return {
    'GET users/ava.medical/profile': ok(avaProfile),
    [`GET message-center/${avaPlan.memberId}/preferences`]: ok(preferences),
    ...extra,
  };
}

const section = (name: string) => screen.getByRole('region', { name });
const sectionNames = () =>
  screen
    .getAllByRole('region')
    .map(
      (region) => region.getAttribute('aria-labelledby') && document.getElementById(region.getAttribute('aria-labelledby')!)?.textContent,
    );

describe('Settings, Privacy and Security', () => {
  it('shows a policyholder every setting the rules allow, but not family access', async () => {
    signIn();
    api.answer(avaAnswers());
    renderPage(Page, '/settings/privacy-security');
    expect(screen.getByRole('link', { name: 'Privacy and Security' })).toHaveAttribute('aria-current', 'page');
    await within(section('Sign-in passcode')).findByRole('radio', { name: /Email/ });
    expect(sectionNames()).toEqual([
      'Password',
      'Security questions',
      'Sign-in passcode',
      'Dependents whose coverage ended',
      'Other coverage',
      'Certificate of creditable coverage',
      'Delete your account',
    ]);
  });

  it('shows an adult dependent family access, and saves it', async () => {
    signIn(noahPlan, { idCards: true });
    api.answer({ 'GET users/noah.dependent/profile': ok(noahProfile), 'PUT users/noah.dependent/family-access': ok() });
    const { user } = renderPage(Page, '/settings/privacy-security');
    const family = await screen.findByRole('region', { name: 'Family access' });
    expect(screen.queryByRole('region', { name: 'Dependents whose coverage ended' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Other coverage' })).not.toBeInTheDocument();
    await user.click(within(family).getByRole('checkbox', { name: 'Let the policyholder on my plan see my claims' }));
    await user.click(within(family).getByRole('button', { name: 'Save family access' }));
    expect(await within(family).findByText('Your family access preference has been updated.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT users/noah.dependent/family-access')).toEqual([{ memberId: noahPlan.memberId, enabled: true }]);
  });

  it('changes the password, with a live checklist of the requirements', async () => {
    signIn();
    api.answer(avaAnswers({ 'PUT users/ava.medical/password': ok() }));
    const { user } = renderPage(Page, '/settings/privacy-security');
    const password = section('Password');
    const checklist = within(password).getByText('Your new password needs:').parentElement!;
    expect(within(checklist).getByText(/At least 8 characters/)).toHaveTextContent('(not yet)');
    await user.type(within(password).getByLabelText(/^Current password/), 'Portal#2026');
    await user.type(within(password).getByLabelText(/^New password/), 'Mañana€2027');
    expect(within(checklist).getAllByText(/\(done\)/)).toHaveLength(6);
    await user.type(within(password).getByLabelText(/^Confirm new password/), 'Mañana€2027');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(await within(password).findByText('Your password has been updated.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT users/ava.medical/password')).toEqual([{ currentPassword: 'Portal#2026', newPassword: 'Mañana€2027' }]);
    expect(within(password).getByLabelText(/^New password/)).toHaveValue('');
  });

  it('explains what is wrong before sending, and puts the server’s refusal on its field', async () => {
    signIn();
    api.answer(
      avaAnswers({
        'PUT users/ava.medical/password': failure(400, 'CHP-0005', [
          { field: 'newPassword', message: 'This password was used too recently. Choose a different one.' },
        ]),
      }),
    );
    const { user } = renderPage(Page, '/settings/privacy-security');
    const password = section('Password');
    await user.type(within(password).getByLabelText(/^Current password/), 'Portal#2026');
    await user.type(within(password).getByLabelText(/^New password/), 'Summer😀2027');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    let summary = await within(password).findByRole('alert');
    expect(summary).toHaveFocus();
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Add a special character, such as ! # $ € or é', 'Enter your new password again']);
    expect(api.bodiesOf('PUT users/ava.medical/password')).toEqual([]);

    await user.clear(within(password).getByLabelText(/^New password/));
    await user.type(within(password).getByLabelText(/^New password/), 'Summer#2025');
    await user.type(within(password).getByLabelText(/^Confirm new password/), 'Summer#2025');
    await user.click(within(password).getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(within(password).getByRole('alert')).toHaveTextContent('This password was used too recently. Choose a different one.'),
    );
    summary = within(password).getByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(password).getByLabelText(/^New password/)).toHaveValue('Summer#2025');
  });

  it('replaces the security questions, which must be two different ones', async () => {
    signIn();
    api.answer(avaAnswers({ 'PUT users/ava.medical/security-questions': ok() }));
    const { user } = renderPage(Page, '/settings/privacy-security');
    const questions = section('Security questions');
    await within(questions).findByRole('combobox', { name: /First question/ });
    expect(
      within(questions)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['What was the name of your first pet?', 'In what city were you born?']);
    await user.selectOptions(within(questions).getByRole('combobox', { name: /First question/ }), 'What was the make of your first car?');
    await user.type(within(questions).getByRole('textbox', { name: /Answer to the first question/ }), 'Tercel');
    await user.selectOptions(within(questions).getByRole('combobox', { name: /Second question/ }), 'What was the make of your first car?');
    await user.type(within(questions).getByRole('textbox', { name: /Answer to the second question/ }), 'Ford');
    await user.type(within(questions).getByLabelText(/^Current password/), 'Portal#2026');
    await user.click(within(questions).getByRole('button', { name: 'Save security questions' }));
    expect(await within(questions).findByRole('alert')).toHaveTextContent('Choose a second question that is different from the first');

    await user.selectOptions(within(questions).getByRole('combobox', { name: /Second question/ }), 'In what city were you born?');
    await user.click(within(questions).getByRole('button', { name: 'Save security questions' }));
    expect(await within(questions).findByText('Your security questions have been updated.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT users/ava.medical/security-questions')).toEqual([
      {
        currentPassword: 'Portal#2026',
        questions: [
          { question: 'What was the make of your first car?', answer: 'Tercel' },
          { question: 'In what city were you born?', answer: 'Ford' },
        ],
      },
    ]);
  });

  it('saves where sign-in passcodes go', async () => {
    signIn();
    api.answer(avaAnswers({ 'PUT users/ava.medical/mfa-preference': ok() }));
    const { user } = renderPage(Page, '/settings/privacy-security');
    const mfa = section('Sign-in passcode');
    expect(await within(mfa).findByRole('radio', { name: 'Email (ava.medical@example.com)' })).toBeChecked();
    await user.click(within(mfa).getByRole('radio', { name: 'Text message (phone ending in 0101)' }));
    await user.click(within(mfa).getByRole('button', { name: 'Save passcode preference' }));
    expect(await within(mfa).findByText('Your multi-factor authentication preference has been updated.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT users/ava.medical/mfa-preference')).toEqual([{ channel: 'text' }]);
  });

  it('hides ended dependents by saving the whole preferences payload', async () => {
    signIn();
    api.answer(avaAnswers({ [`POST message-center/${avaPlan.memberId}/preferences`]: ok({ ...preferences, hideTermedDependents: true }) }));
    const { user } = renderPage(Page, '/settings/privacy-security');
    const termed = section('Dependents whose coverage ended');
    await user.click(await within(termed).findByRole('checkbox', { name: 'Hide dependents whose coverage has ended' }));
    await user.click(within(termed).getByRole('button', { name: 'Save dependents setting' }));
    expect(await within(termed).findByText('Your preference for showing ended coverage has been updated.')).toBeInTheDocument();
    expect(api.bodiesOf(`POST message-center/${avaPlan.memberId}/preferences`)).toEqual([{ ...preferences, hideTermedDependents: true }]);
    expect(api.requests().find((request) => request.method === 'POST')?.url).toContain('customError=true');
  });

  it('orders a certificate of creditable coverage through customer service', async () => {
    signIn();
    api.answer(avaAnswers({ 'POST contact': ok({ status: 'ok' }, 201) }));
    const { user } = renderPage(Page, '/settings/privacy-security');
    const certificate = section('Certificate of creditable coverage');
    await user.click(await within(certificate).findByRole('button', { name: 'Order a certificate of creditable coverage' }));
    expect(await within(certificate).findByText(/Your request for a certificate of creditable coverage has been sent/)).toBeInTheDocument();
    expect(api.bodiesOf('POST contact')).toEqual([
      expect.objectContaining({ companyId: '001', memberId: avaPlan.memberId, phoneNumber: '5015550101', topic: 'Other' }),
    ]);
  });

  it('deletes the account only after confirmation with the current password, then signs out at once', async () => {
    signIn();
    api.answer(
      avaAnswers({
        'DELETE users/ava.medical': (request) =>
          (request.body as { currentPassword?: string }).currentPassword === 'Portal#2026'
            ? ok()
            : failure(400, 'CHP-0004', [{ field: 'currentPassword', message: 'The current password is incorrect.' }]),
      }),
    );
    const signOuts: unknown[] = [];
    const stop = onSignOutRequested((request) => signOuts.push(request));
    const { user } = renderPage(Page, '/settings/privacy-security');
    await user.click(within(section('Delete your account')).getByRole('button', { name: 'Delete my account' }));
    let dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(api.bodiesOf('DELETE users/ava.medical')).toEqual([]);

    await user.click(within(section('Delete your account')).getByRole('button', { name: 'Delete my account' }));
    dialog = await screen.findByRole('alertdialog', { name: 'Delete your account?' });
    const password = within(dialog).getByLabelText(/Current password/);
    // No password: said on the field, nothing sent.
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() =>
      expect(password).toHaveAccessibleDescription(expect.stringContaining('Enter your current password to delete your account')),
    );
    expect(api.bodiesOf('DELETE users/ava.medical')).toEqual([]);

    // A wrong password: the member API's refusal on the field, the dialog stays open, nobody is signed out.
    await user.type(password, 'Wrong#2026x');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(expect.stringContaining('The current password is incorrect.')));
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alertdialog', { name: 'Delete your account?' })).toBeInTheDocument();
    expect(signOuts).toEqual([]);

    await user.clear(password);
    await user.type(password, 'Portal#2026');
    await user.click(within(dialog).getByRole('button', { name: 'Delete account' }));
    await waitFor(() => expect(signOuts).toEqual([{ reason: 'account-deleted' }]));
    expect(api.bodiesOf('DELETE users/ava.medical')).toEqual([{ currentPassword: 'Wrong#2026x' }, { currentPassword: 'Portal#2026' }]);
    stop();
  });

  it('shows one failure with Try again when the profile does not load, and keeps the password change working', async () => {
    signIn();
    let calls = 0;
    api.answer(avaAnswers({ 'GET users/ava.medical/profile': () => (++calls === 1 ? failure(500, 'BP-NFA-100') : ok(avaProfile)) }));
    const { user } = renderPage(Page, '/settings/privacy-security');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(within(section('Sign-in passcode')).getByText('This shows once your profile has loaded.')).toBeInTheDocument();
    expect(within(section('Password')).getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await within(section('Sign-in passcode')).findByRole('radio', { name: /Email/ })).toBeChecked();
  });
});
