import { screen, waitFor, within } from '@testing-library/react';
import { sessionStore } from '@portal/session';
import AboutPage from '../src/settings-about/settings-about-page';
import ProfilePage from '../src/profile/settings-profile-page';
import { failure, ok, signIn, setUpMemberApi } from './support/member-api';
import { renderPage } from './support/render-page';

const api = setUpMemberApi();
const settings = (tosChecked: boolean, backToAboutTab = false) => ok({ displayName: 'Ava Martinez', tosChecked, backToAboutTab });

beforeEach(() => signIn());

describe('Settings, About', () => {
  it('has one page heading, the settings tabs with About as the current one, and whose account it is', async () => {
    api.answer({ 'GET users/ava.medical/settings': settings(true), 'PUT users/ava.medical/settings': ok() });
    renderPage(AboutPage, '/settings/about');
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Settings']);
    expect(screen.getByTestId('member-greeting')).toHaveTextContent('Signed in as Ava Martinez');
    const tabs = within(screen.getByRole('navigation', { name: 'Settings' })).getAllByRole('link');
    expect(tabs.map((tab) => [tab.textContent, tab.getAttribute('href'), tab.getAttribute('aria-current')])).toEqual([
      ['Profile', '/settings/profile', null],
      ['Privacy and Security', '/settings/privacy-security', null],
      ['Preferences', '/settings/preferences', null],
      ['About', '/settings/about', 'page'],
    ]);
    expect(await screen.findByText('You have accepted the terms of use.')).toBeInTheDocument();
  });

  it('says when the terms are not accepted yet, and records the acceptance (tosChecked)', async () => {
    api.answer({ 'GET users/ava.medical/settings': settings(false), 'PUT users/ava.medical/settings': ok() });
    const { user } = renderPage(AboutPage, '/settings/about');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your terms of use status…');
    expect(await screen.findByText('You have not accepted the terms of use yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'I have read and accept the terms of use' }));
    expect(await screen.findByText('You have accepted the terms of use.')).toBeInTheDocument();
    expect(screen.getByText('Thank you. You have accepted the terms of use.')).toBeInTheDocument();
    expect(api.bodiesOf('PUT users/ava.medical/settings')).toEqual([{ tosChecked: true }]);
    expect(sessionStore.getState().settings.tosChecked).toBe(true);
  });

  it('shows a failed load with the docs/product/errors-and-messages.md#errors-handling message and Try again, and keeps the rest of the page', async () => {
    let calls = 0;
    api.answer({ 'GET users/ava.medical/settings': () => (++calls === 1 ? failure(500, 'BP-NFA-100') : settings(true)) });
    const { user } = renderPage(AboutPage, '/settings/about');
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred. We’re working on a fix. Please try again later.');
    expect(screen.getByRole('heading', { name: 'About the Member Portal' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('You have accepted the terms of use.')).toBeInTheDocument();
  });

  it('brings the member back to About after reading the terms of use (backToAboutTab)', async () => {
    api.answer({ 'GET users/ava.medical/settings': settings(true), 'PUT users/ava.medical/settings': ok() });
    const { user, unmount } = renderPage(AboutPage, '/settings/about', { '/terms-of-use': 'Terms of Use page' });
    await user.click(screen.getByRole('link', { name: 'terms of use' }));
    expect(await screen.findByText('Terms of Use page')).toBeInTheDocument();
    expect(sessionStore.getState().settings.backToAboutTab).toBe(true);
    await waitFor(() => expect(api.bodiesOf('PUT users/ava.medical/settings')).toEqual([{ backToAboutTab: true }]));
    unmount();

    // Settings opens on its default tab (/settings redirects to /settings/profile): back to About.
    renderPage(ProfilePage, '/settings/profile', { '/settings/about': 'About tab' });
    expect(await screen.findByText('About tab')).toBeInTheDocument();
  });

  it('uses up the way back once About shows', async () => {
    api.answer({ 'GET users/ava.medical/settings': settings(true, true), 'PUT users/ava.medical/settings': ok() });
    sessionStore.getState().updateSettings({ backToAboutTab: true });
    renderPage(AboutPage, '/settings/about');
    await waitFor(() => expect(api.bodiesOf('PUT users/ava.medical/settings')).toEqual([{ backToAboutTab: false }]));
    expect(sessionStore.getState().settings.backToAboutTab).toBe(false);
  });
});
