import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import Page from '../src/profile/settings-profile-page';
import { launchExternalApp } from '@portal/api-client/partner-handoff';
import { navigationFor, updatePolicyApp } from '@portal/rights';
import { avaPlan, avaRights, failure, ok, signIn, setUpMemberApi, type Answers } from './support/member-api';
import { renderPage } from './support/render-page';

jest.mock('@portal/api-client/partner-handoff', () => ({
  ...jest.requireActual('@portal/api-client/partner-handoff'),
  launchExternalApp: jest.fn().mockResolvedValue('opened'),
}));

const api = setUpMemberApi();

const profile = {
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
const onFile = { address1: '1200 W Markham St', city: 'Little Rock', stateCode: 'AR', zip: '72201', homePhone: '5015550101' };

function answers(extra: Answers = {}): Answers {
  return {
    'GET users/ava.medical/profile': ok(profile),
    [`GET members/${avaPlan.memberId}/address`]: ok({ address: onFile, updatable: true, reason: null }),
    ...extra,
  };
}

const section = (name: string) => screen.getByRole('region', { name });
/** The mailing address shows once the profile above it has loaded. */
const shownSection = (name: string) => screen.findByRole('region', { name });

beforeEach(() => signIn());

describe('Settings, Profile', () => {
  it('shows the profile tab as current, with the display name, email, mobile phone and address on file', async () => {
    api.answer(answers());
    renderPage(Page, '/settings/profile');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Settings');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('textbox', { name: /Display name/ })).toHaveValue('Ava Martinez');
    expect(screen.getByRole('textbox', { name: /Email address/ })).toHaveValue('ava.medical@example.com');
    expect(screen.getByRole('textbox', { name: /Mobile phone number/ })).toHaveValue('(501) 555-0101');
    expect(await within(await shownSection('Mailing address')).findByRole('textbox', { name: /Street address/ })).toHaveValue(
      '1200 W Markham St',
    );
    expect(within(section('Mailing address')).getByRole('combobox', { name: /State/ })).toHaveValue('AR');
    expect(within(section('Mailing address')).getByRole('textbox', { name: /Home phone number/ })).toHaveValue('(501) 555-0101');
  });

  it('shows the mailing address once the profile has arrived, so the three forms do not push it down; the address loads at once', async () => {
    api.answer(answers({ 'GET users/ava.medical/profile': { ...ok(profile), delayMs: 150 } }));
    renderPage(Page, '/settings/profile');
    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Mailing address' })).not.toBeInTheDocument();
    await waitFor(() => expect(api.requests().map((request) => request.path)).toContain(`members/${avaPlan.memberId}/address`));
    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Display name/ })).toHaveValue('Ava Martinez');
    expect(await within(section('Mailing address')).findByRole('textbox', { name: /Street address/ })).toHaveValue('1200 W Markham St');
  });

  it('saves a new display name and updates the session at once, so the shell’s greeting changes', async () => {
    api.answer(answers({ 'PUT users/ava.medical/profile/display-name': ok() }));
    const { user } = renderPage(Page, '/settings/profile');
    const field = await screen.findByRole('textbox', { name: /Display name/ });
    await user.clear(field);
    await user.type(field, 'Ava M.');
    await user.click(screen.getByRole('button', { name: 'Save display name' }));
    expect(await within(section('Display name')).findByText('Your display name has been updated.')).toBeInTheDocument();
    expect(within(section('Display name')).getByRole('status')).toHaveTextContent('Your display name has been updated.');
    expect(api.bodiesOf('PUT users/ava.medical/profile/display-name')).toEqual([{ displayName: 'Ava M.' }]);
    expect(sessionStore.getState().settings.displayName).toBe('Ava M.');
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava M.');
  });

  it('puts the server’s field error on the email field and keeps what was typed', async () => {
    api.answer(
      answers({
        'PUT users/ava.medical/profile/email': failure(400, 'UPD-0004', [
          { field: 'email', message: 'Enter an email address different from the current one.' },
        ]),
      }),
    );
    const { user } = renderPage(Page, '/settings/profile');
    const field = await screen.findByRole('textbox', { name: /Email address/ });
    await user.clear(field);
    await user.type(field, 'AVA.medical@example.com');
    await user.type(within(section('Email address')).getByLabelText(/Current password/), 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'Save email address' }));
    const summary = await within(section('Email address')).findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter an email address different from the current one.' })).toHaveAttribute(
      'href',
      '#email-email',
    );
    expect(field).toHaveValue('AVA.medical@example.com');
  });

  it('asks for the full mobile number with area code before sending anything', async () => {
    api.answer(answers({ 'PUT users/ava.medical/profile/phone': ok() }));
    const { user } = renderPage(Page, '/settings/profile');
    const field = await screen.findByRole('textbox', { name: /Mobile phone number/ });
    await user.clear(field);
    await user.type(field, '5550123');
    await user.click(screen.getByRole('button', { name: 'Save mobile phone number' }));
    expect(await within(section('Mobile phone')).findByRole('alert')).toHaveTextContent(
      'Enter your full mobile phone number with area code, like (501) 555-0123',
    );
    expect(api.bodiesOf('PUT users/ava.medical/profile/phone')).toEqual([]);

    await user.clear(field);
    await user.type(field, '5015550199');
    const password = within(section('Mobile phone')).getByLabelText(/Current password/);
    await user.type(password, 'Portal#2026');
    await user.click(screen.getByRole('button', { name: 'Save mobile phone number' }));
    expect(await within(section('Mobile phone')).findByText('Your mobile phone number has been updated.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT users/ava.medical/profile/phone')).toEqual([{ mobilePhone: '5015550199', currentPassword: 'Portal#2026' }]);
    expect(password).toHaveValue('');
  });

  it('asks for the current password before changing where passcodes go, and puts a wrong one on its field', async () => {
    api.answer(
      answers({
        'PUT users/ava.medical/profile/email': failure(400, 'CHP-0004', [
          { field: 'currentPassword', message: 'The current password is incorrect.' },
        ]),
      }),
    );
    const { user } = renderPage(Page, '/settings/profile');
    const field = await screen.findByRole('textbox', { name: /Email address/ });
    await user.clear(field);
    await user.type(field, 'ava.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save email address' }));
    expect(await within(section('Email address')).findByRole('alert')).toHaveTextContent('Enter your current password');
    expect(api.bodiesOf('PUT users/ava.medical/profile/email')).toEqual([]);

    await user.type(within(section('Email address')).getByLabelText(/Current password/), 'Wrong#2026');
    await user.click(screen.getByRole('button', { name: 'Save email address' }));
    const summary = await within(section('Email address')).findByRole('alert');
    await waitFor(() =>
      expect(within(summary).getByRole('link', { name: 'The current password is incorrect.' })).toHaveAttribute(
        'href',
        '#email-currentPassword',
      ),
    );
    expect(api.bodiesOf('PUT users/ava.medical/profile/email')).toEqual([{ email: 'ava.new@example.com', currentPassword: 'Wrong#2026' }]);
    expect(field).toHaveValue('ava.new@example.com');
  });

  it('requires at least one change to the address, then saves the change', async () => {
    api.answer(answers({ [`PUT members/${avaPlan.memberId}/address`]: ok() }));
    const { user } = renderPage(Page, '/settings/profile');
    const address = await shownSection('Mailing address');
    await within(address).findByRole('textbox', { name: /Street address/ });
    await user.click(within(address).getByRole('button', { name: 'Save address' }));
    const summary = await within(address).findByRole('alert');
    expect(summary).toHaveTextContent('Change at least one part of your address or phone numbers before saving');
    expect(summary).toHaveFocus();
    expect(api.bodiesOf(`PUT members/${avaPlan.memberId}/address`)).toEqual([]);

    await user.clear(within(address).getByRole('textbox', { name: /City/ }));
    await user.type(within(address).getByRole('textbox', { name: /City/ }), 'Conway');
    await user.clear(within(address).getByRole('textbox', { name: /ZIP code/ }));
    await user.type(within(address).getByRole('textbox', { name: /ZIP code/ }), '72032');
    await user.type(within(address).getByRole('textbox', { name: /Work phone number/ }), '5015550177');
    await user.click(within(address).getByRole('button', { name: 'Save address' }));
    expect(await within(address).findByText('Your address has been updated.')).toBeInTheDocument();
    expect(api.bodiesOf(`PUT members/${avaPlan.memberId}/address`)).toEqual([
      {
        address1: '1200 W Markham St',
        address2: '',
        city: 'Conway',
        stateCode: 'AR',
        zip: '72032',
        homePhone: '5015550101',
        workPhone: '5015550177',
      },
    ]);
  });

  it('checks the address fields: ZIP, state and the phone numbers', async () => {
    api.answer(answers({ [`PUT members/${avaPlan.memberId}/address`]: ok() }));
    const { user } = renderPage(Page, '/settings/profile');
    const address = await shownSection('Mailing address');
    const zip = await within(address).findByRole('textbox', { name: /ZIP code/ });
    await user.clear(zip);
    await user.type(zip, '7220');
    await user.clear(within(address).getByRole('textbox', { name: /Home phone number/ }));
    await user.type(within(address).getByRole('textbox', { name: /Home phone number/ }), '501555');
    await user.selectOptions(within(address).getByRole('combobox', { name: /State/ }), '');
    await user.click(within(address).getByRole('button', { name: 'Save address' }));
    const summary = await within(address).findByRole('alert');
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Choose your state',
      'Enter a 5-digit ZIP code, like 72201, or ZIP+4, like 72201-1234',
      'Enter the full home phone number with area code, like (501) 555-0123, or leave it blank',
    ]);
    expect(api.requests().filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('shows the refusal the API explains with a code in place, keeping the typed address', async () => {
    api.answer(answers({ [`PUT members/${avaPlan.memberId}/address`]: failure(422, 'UPD-0032') }));
    const { user } = renderPage(Page, '/settings/profile');
    const address = await shownSection('Mailing address');
    const street = await within(address).findByRole('textbox', { name: /Street address/ });
    await user.clear(street);
    await user.type(street, '1 Main St');
    await user.click(within(address).getByRole('button', { name: 'Save address' }));
    const alert = await within(address).findByRole('alert');
    expect(alert).toHaveTextContent('UPD-0032');
    expect(alert).toHaveTextContent('Please contact your employer or the state to update your address information.');
    expect(street).toHaveValue('1 Main St');
  });

  it('tells a member who cannot update the address here where to do it (docs/product/roles-and-rights.md#rights-address-messages)', async () => {
    api.answer(answers({ [`GET members/${avaPlan.memberId}/address`]: ok({ address: onFile, updatable: false, reason: 'employer' }) }));
    renderPage(Page, '/settings/profile');
    expect(
      await within(await shownSection('Mailing address')).findByText(
        'Please contact your employer or the state to update your address information.',
      ),
    ).toBeInTheDocument();
    expect(within(section('Mailing address')).getByText('1200 W Markham St, Little Rock, AR 72201')).toBeInTheDocument();
    expect(within(section('Mailing address')).queryByRole('button', { name: 'Save address' })).not.toBeInTheDocument();
  });

  it('sends single-sign-on members to the Policy Information page', async () => {
    signIn({ ...avaPlan, ssoType: 'EMPLOYER_SSO' });
    api.answer(answers({ [`GET members/${avaPlan.memberId}/address`]: ok({ address: onFile, updatable: false, reason: 'sso' }) }));
    renderPage(Page, '/settings/profile');
    expect(
      await within(await shownSection('Mailing address')).findByText('Please review the Policy Information page to update your address.'),
    ).toBeInTheDocument();
    expect(within(section('Mailing address')).getByRole('button', { name: /Go to Policy Information/ })).toBeInTheDocument();
  });

  it.each([{ updatePolicy: true }, { updatePolicyMetallic: true }, { updatePolicy: true, updatePolicyMetallic: true }])(
    'hands off to the same Update Policy app as the navigation does (%o)',
    async (policyRights) => {
      const rights = { ...avaRights, ...policyRights };
      signIn({ ...avaPlan, ssoType: 'EMPLOYER_SSO' }, rights);
      api.answer(answers({ [`GET members/${avaPlan.memberId}/address`]: ok({ address: onFile, updatable: false, reason: 'sso' }) }));
      const { user } = renderPage(Page, '/settings/profile');
      await user.click(await within(await shownSection('Mailing address')).findByRole('button', { name: /Go to Policy Information/ }));
      const menuEntry = navigationFor(avaPlan, rights, { showSwitchPlans: false }).policy.find(
        (entry) => entry.label === 'Update Policy Info',
      );
      expect(menuEntry?.kind === 'external-app' ? menuEntry.app : null).toBe(updatePolicyApp(rights));
      expect(launchExternalApp).toHaveBeenCalledWith(updatePolicyApp(rights));
    },
  );

  it('keeps the address working when the profile fails to load, and Try again reloads it', async () => {
    let calls = 0;
    api.answer(answers({ 'GET users/ava.medical/profile': () => (++calls === 1 ? failure(503, 'BP-NFA-100') : ok(profile)) }));
    const { user } = renderPage(Page, '/settings/profile');
    expect(await screen.findByText('The Member Portal is down for scheduled maintenance. Please try again later.')).toBeInTheDocument();
    expect(await within(await shownSection('Mailing address')).findByRole('textbox', { name: /Street address/ })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Display name/ })).toHaveValue('Ava Martinez'));
  });
});
