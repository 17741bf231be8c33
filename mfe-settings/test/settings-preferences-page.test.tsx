import { screen, waitFor, within } from '@testing-library/react';
import { errorDialogStore } from '@portal/api-client';
import Page from '../src/preferences/settings-preferences-page';
import { avaPlan, failure, ok, signIn, setUpMemberApi, type Answers } from './support/member-api';
import { renderPage } from './support/render-page';

const api = setUpMemberApi();
const memberId = avaPlan.memberId;
const preferences = {
  paperlessEob: true,
  memberNotifications: true,
  annualBenefitLetter: false,
  preferredContactMethod: 'email',
  hideTermedDependents: false,
  language: 'en-us',
};
const topics = [
  { topic: 'claims', label: 'Claim updates', email: true, text: false },
  { topic: 'payments', label: 'Payment reminders', email: true, text: false },
];

function answers(extra: Answers = {}): Answers {
  return {
    [`GET message-center/${memberId}/preferences`]: ok(preferences),
    [`GET message-center/${memberId}/notification-settings`]: ok({ topics }),
    ...extra,
  };
}

const section = (name: string) => screen.getByRole('region', { name });

beforeEach(() => signIn());

describe('Settings, Preferences', () => {
  it('shows paperless EOBs, member notifications and the annual benefit letter as saved, through the preferences call', async () => {
    api.answer(answers());
    renderPage(Page, '/settings/preferences');
    expect(screen.getByRole('link', { name: 'Preferences' })).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByRole('checkbox', { name: 'Paperless explanation of benefits (EOB)' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Member notifications' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Annual benefit letter by email' })).not.toBeChecked();
    expect(api.requests().find((request) => request.path.endsWith('/preferences'))?.url).toContain('customError=true');
  });

  it('turns paperless EOBs off, saving the whole payload, and says what changed', async () => {
    api.answer(answers({ [`POST message-center/${memberId}/preferences`]: (request) => ok(request.body) }));
    const { user } = renderPage(Page, '/settings/preferences');
    await user.click(await screen.findByRole('checkbox', { name: 'Paperless explanation of benefits (EOB)' }));
    await user.click(screen.getByRole('button', { name: 'Save communication preferences' }));
    expect(
      await within(section('Communication preferences')).findByText('Your paperless EOB preference has been updated.'),
    ).toBeInTheDocument();
    expect(api.bodiesOf(`POST message-center/${memberId}/preferences`)).toEqual([{ ...preferences, paperlessEob: false }]);

    await user.click(screen.getByRole('checkbox', { name: 'Annual benefit letter by email' }));
    await user.click(screen.getByRole('checkbox', { name: 'Member notifications' }));
    await user.click(screen.getByRole('button', { name: 'Save communication preferences' }));
    expect(
      await within(section('Communication preferences')).findByText(
        'Your member notifications preference has been updated. Your annual benefit letter preference has been updated.',
      ),
    ).toBeInTheDocument();
    expect(api.bodiesOf(`POST message-center/${memberId}/preferences`)[1]).toEqual({
      ...preferences,
      paperlessEob: false,
      memberNotifications: false,
      annualBenefitLetter: true,
    });
  });

  it('says so when nothing changed, without saving', async () => {
    api.answer(answers({ [`POST message-center/${memberId}/preferences`]: (request) => ok(request.body) }));
    const { user } = renderPage(Page, '/settings/preferences');
    await screen.findByRole('checkbox', { name: 'Member notifications' });
    await user.click(screen.getByRole('button', { name: 'Save communication preferences' }));
    expect(await within(section('Communication preferences')).findByRole('alert')).toHaveTextContent(
      'You have not changed any preferences',
    );
    expect(api.bodiesOf(`POST message-center/${memberId}/preferences`)).toEqual([]);
  });

  it('keeps the choices when saving fails (the error dialog tells why)', async () => {
    api.answer(answers({ [`POST message-center/${memberId}/preferences`]: failure(500, 'BP-NFA-0236') }));
    const { user } = renderPage(Page, '/settings/preferences');
    await user.click(await screen.findByRole('checkbox', { name: 'Paperless explanation of benefits (EOB)' }));
    await user.click(screen.getByRole('button', { name: 'Save communication preferences' }));
    await waitFor(() => expect(errorDialogStore.getState().error).toEqual(expect.objectContaining({ code: 'BP-NFA-0236' })));
    expect(screen.getByRole('checkbox', { name: 'Paperless explanation of benefits (EOB)' })).not.toBeChecked();
    expect(within(section('Communication preferences')).queryByText(/has been updated/)).not.toBeInTheDocument();
  });

  it('saves the notification topics by channel', async () => {
    const saved = [topics[0], { ...topics[1], text: true }];
    api.answer(answers({ [`PUT message-center/${memberId}/notification-settings`]: ok({ topics: saved }) }));
    const { user } = renderPage(Page, '/settings/preferences');
    await user.click(await screen.findByRole('checkbox', { name: 'Payment reminders by text message' }));
    await user.click(screen.getByRole('button', { name: 'Save notification topics' }));
    expect(await within(section('Notification topics')).findByText('Your notification topics have been updated.')).toBeInTheDocument();
    expect(api.bodiesOf(`PUT message-center/${memberId}/notification-settings`)).toEqual([
      {
        topics: [
          { topic: 'claims', email: true, text: false },
          { topic: 'payments', email: true, text: true },
        ],
      },
    ]);
  });

  it('shows a failed load with Try again, leaving the other section working', async () => {
    api.answer(answers({ [`GET message-center/${memberId}/preferences`]: failure(500, 'BP-NFA-0235') }));
    renderPage(Page, '/settings/preferences');
    expect(await within(section('Communication preferences')).findByRole('alert')).toHaveTextContent('An error occurred');
    expect(within(section('Communication preferences')).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(await within(section('Notification topics')).findByRole('checkbox', { name: 'Claim updates by email' })).toBeChecked();
  });
});
