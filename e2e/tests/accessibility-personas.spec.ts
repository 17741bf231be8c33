// Axe (WCAG 2.1 AA rules) on every signed-in page for every seeded persona. Each persona
// sees its own plan's variant of a page (contract type, brand, rights, content); a page a persona may
// not open shows the not-found page, which must be as accessible. The sweep runs at phone
// width too (tables stack, the header is one row of icon buttons, scroll regions must stay reachable),
// for a persona of every brand tier.
import { routes } from '../support/portal-routes';
import { test } from '../support/portal-test';
import { expectNoAxeViolations } from '../support/axe';
import { openInApp } from '../support/in-app-navigation';
import { sandbox } from '../support/sandbox';
import { signInAs } from '../support/sign-in';

const personas = [
  'ava.medical',
  'noah.dependent',
  'ben.dental',
  'cara.group',
  'dan.medicare',
  'eve.basic',
  'finn.teen',
  'gia.employee',
  'hal.inbox',
  'ivy.sso',
];

const signedInPages = [
  '/dashboard',
  ...routes
    .filter((route) => route.access === 'authenticated' && !route.path.includes(':') && !route.path.includes('*'))
    .filter((route) => (route.page.kind === 'remote' ? true : !['dashboard', 'linking', 'select-plan'].includes(route.page.page)))
    .map((route) => route.path),
];

test.beforeAll(async () => {
  await sandbox.reset();
});

/** One persona of each brand tier, for the sweep at phone width. */
const phonePersonas = new Set(['ava.medical', 'ben.dental', 'cara.group', 'dan.medicare', 'eve.basic']);
const phone = { width: 390, height: 844 };

for (const [persona, viewport] of [
  ...personas.map((name) => [name, null] as const),
  ...[...phonePersonas].map((name) => [name, phone] as const),
]) {
  test(`${persona}: every signed-in page has no axe violations${viewport ? ' at phone width (390 px)' : ''}`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(180_000);
    if (viewport) await page.setViewportSize(viewport);
    // A persona without some data (no HRA, no primary care provider, a pharmacy center closed to
    // under-17s) gets 404 or 403 answers, which its pages show as such; the browser logs them.
    problems.expect(/Failed to load resource: the server responded with a status of (403|404)/);
    await signInAs(page, persona);
    const home = new URL(page.url()).pathname;
    // Each page is opened in the running shell, as the portal's links open it (a page load per page
    // made this sweep the slowest part of the suite).
    for (const path of signedInPages) {
      await test.step(`${persona} on ${path}`, async () => {
        await openInApp(page, path === '/dashboard' ? home : path);
        await expectNoAxeViolations(page);
      });
    }
  });
}
