// docs/decisions/0006-one-session-one-rights-context.md: the shell and every remote see one session store instance.
import { test, expect } from '../support/portal-test';
import { openInApp } from '../support/in-app-navigation';
import { remotePages } from '../support/remote-pages';

type StoreHandle = { getState(): { updateSettings(settings: { displayName: string }): void } };
type QaWindow = Window & {
  __PORTAL_QA__: { apps: Record<string, { sessionStore: StoreHandle }> };
  __portalSingletonInstances__: Record<string, { count: number }>;
};

test('the shell and every remote share one session store: a write in one is read in the other', async ({ signedInPage: page }) => {
  // Written as names (the portal shows display names title-cased, docs/product/validation.md#validate-contact-form), numbered per page.
  for (const [index, { remote, path, heading, public: isPublic }] of remotePages.entries()) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    // The remote registered the store it imported; it must be the shell's instance.
    const same = await page.evaluate((name) => {
      const apps = (window as unknown as QaWindow).__PORTAL_QA__.apps;
      return apps[name]?.sessionStore === apps.shell?.sessionStore;
    }, remote);
    expect(same, `${remote} shares the shell's session store`).toBe(true);

    // Write in the shell, read in the remote (a public page greets no member).
    const shellWriter = `Shell Writer ${index + 1}`;
    await page.evaluate(
      (displayName) => (window as unknown as QaWindow).__PORTAL_QA__.apps.shell?.sessionStore.getState().updateSettings({ displayName }),
      shellWriter,
    );
    if (!isPublic) await expect(page.getByTestId('member-greeting')).toHaveText(new RegExp(`Signed in as ${shellWriter}`));

    // Write in the remote, read in the shell.
    const remoteWriter = `Remote Writer ${index + 1}`;
    await page.evaluate(
      ([name, displayName]) =>
        (window as unknown as QaWindow).__PORTAL_QA__.apps[name]?.sessionStore.getState().updateSettings({ displayName }),
      [remote, remoteWriter] as const,
    );
    await expect(page.getByRole('button', { name: `Profile: ${remoteWriter}` })).toBeVisible();
  }
});

test('every shared store is instantiated exactly once after visiting every remote in one page', async ({ signedInPage: page }) => {
  await page.goto('/traveling-abroad');
  await expect(page.getByRole('heading', { level: 1, name: 'Traveling abroad' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [link, heading] of [
    ['Pharmacy', 'Pharmacy'],
    ['Contact Us', 'Contact us'],
    ['Settings', 'Settings'],
  ] as const) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  // A client-side navigation (no reload) to the registration remote's public page.
  await openInApp(page, '/account-help');
  await expect(page.getByRole('heading', { level: 1, name: 'Need help with your account?' })).toBeVisible();

  const loadedRemotes = await page.evaluate(() => Object.keys((window as unknown as QaWindow).__PORTAL_QA__.apps).sort());
  expect(loadedRemotes).toEqual(['mfe_claims', 'mfe_messages', 'mfe_pharmacy_programs', 'mfe_registration', 'mfe_settings', 'shell']);
  const counts = await page.evaluate(() =>
    Object.fromEntries(
      Object.entries((window as unknown as QaWindow).__portalSingletonInstances__).map(([name, record]) => [name, record.count]),
    ),
  );
  expect(counts).toEqual({ '@portal/session': 1, '@portal/session/message-counts': 1, '@portal/rights': 1 });
});
