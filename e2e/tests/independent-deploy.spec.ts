// Independent deployment drill (docs/decisions/0004-remotes-found-at-run-time.md, docs/decisions/0006-one-session-one-rights-context.md): a team builds and deploys its
// remote while the shell and the other remotes keep running unchanged. Deploying is editing the
// shell's remotes.json (support/deployment.ts) or replacing the files at the remote's URL; a remote
// built against an older minor version of the shared packages still runs, and one the shell cannot
// satisfy is refused with the unavailable panel. A remote adds a page and a menu entry in its
// own manifest (docs/remote-manifest.md) and they go live, guarded, with the shell's build unchanged.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sharedPackageVersion, sharedPortalPackages } from '@portal/tools/shared-singletons';
import { test, expect } from '../support/portal-test';
import { buildClaimsRemote, buildRemote, deployRemote } from '../support/deployment';
import { TestRemoteServer } from '../support/remote-server';
import { servedBuildDir } from '../support/served-build';

const fixture = (name: string) => path.join(import.meta.dirname, '../fixtures', name);
const releaseTwo = fixture('traveling-abroad-page-v2.tsx');
const travelingAbroad = { level: 1, name: 'Traveling abroad' } as const;
const unavailable = { level: 1, name: 'This section is temporarily unavailable' } as const;

interface Manifest {
  shared: { name: string; requiredVersion: string }[];
}
const manifestOf = (buildDir: string) => JSON.parse(fs.readFileSync(path.join(buildDir, 'mf-manifest.json'), 'utf8')) as Manifest;

test.describe.configure({ timeout: 90_000 });

/** One hash over every file of the shell's served build: the same before and after a remote's deploy. */
function shellBuildHash(): string {
  const root = servedBuildDir('shell');
  const hash = crypto.createHash('sha256');
  const files = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((file) => fs.statSync(path.join(root, file)).isFile())
    .sort();
  for (const file of files) hash.update(file).update(fs.readFileSync(path.join(root, file)));
  return hash.digest('hex');
}

test('a remote adds a page and a menu entry in its manifest: live, guarded and in the menu, with the shell unchanged; removing it rolls back', async ({
  signedInPage: page,
}) => {
  const helpPage = fixture('claims-help-page.tsx');
  const buildDir = await buildRemote('mfe-claims', (manifest) => ({
    ...manifest,
    modules: { ...manifest.modules, './ClaimsHelpPage': helpPage },
    pages: [
      ...manifest.pages,
      {
        path: '/claims-help',
        title: 'Claims Help',
        access: 'authenticated',
        contractTypes: ['Medical'],
        rightsKey: 'claims',
        module: './ClaimsHelpPage',
      },
      // Guarded like every page: a Dental-only page refuses ava.medical's Medical plan before its code loads.
      { path: '/claims-help/dental', title: 'Claims Help', access: 'authenticated', contractTypes: ['Dental'], module: './ClaimsHelpPage' },
    ],
    menuEntries: [
      ...(manifest.menuEntries ?? []),
      { menu: 'care', label: 'Claims Help', to: '/claims-help', order: 60, visibleWhen: { rightsKey: 'claims' } },
    ],
  }));
  const published = JSON.parse(fs.readFileSync(path.join(buildDir, 'remote-manifest.json'), 'utf8')) as { pages: { path: string }[] };
  expect(published.pages.map((declared) => declared.path)).toContain('/claims-help');
  const server = new TestRemoteServer(buildDir, 3192);
  await server.start();
  const shellBefore = shellBuildHash();
  const careMenu = async () => {
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Care', exact: true }).click();
    const list = page.getByRole('list', { name: 'Care menu' });
    await expect(list.getByRole('listitem').first()).toBeVisible();
    const labels = await list.getByRole('link').allTextContents();
    await page.keyboard.press('Escape');
    return labels;
  };
  const helpChunkRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('localhost:3192') && /\.js$/.test(request.url()) && !request.url().endsWith('/remoteEntry.js'))
      helpChunkRequests.push(request.url());
  });
  try {
    await page.goto('/medical/dashboard');
    expect(await careMenu()).not.toContain('Claims Help');

    const restore = deployRemote('mfe_claims', { manifest: server.manifestUrl, version: '0.3.0' });
    try {
      await page.reload();
      expect(await careMenu()).toContain('Claims Help');
      await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Care', exact: true }).click();
      await page.getByRole('link', { name: 'Claims Help' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Claims help' })).toBeVisible();
      await expect(page.getByTestId('claims-help')).toHaveText('How claims work, for Ava Martinez');
      await expect(page).toHaveTitle('Claims Help - Member Portal');

      // The guard runs before any of the page's code loads.
      helpChunkRequests.length = 0;
      await page.goto('/claims-help/dental');
      await expect(page.locator('[data-not-found-reason]')).toHaveAttribute('data-not-found-reason', 'refused');
      await expect(page.getByRole('heading', { level: 1, name: 'Claims help' })).toHaveCount(0);
      expect(helpChunkRequests).toEqual([]);
      expect(shellBuildHash()).toBe(shellBefore);
    } finally {
      restore();
    }
    // Rollback: remotes.json names the running claims build again; the page and its entry are gone.
    await page.goto('/medical/dashboard');
    expect(await careMenu()).not.toContain('Claims Help');
    await page.goto('/claims-help');
    await expect(page.locator('[data-not-found-reason]')).toHaveAttribute('data-not-found-reason', 'unmatched');
    await expect(page.getByRole('heading', { level: 1, name: 'Claims help' })).toHaveCount(0);
    expect(shellBuildHash()).toBe(shellBefore);
  } finally {
    await server.stop();
  }
});

test('a remote built at a new version and named in remotes.json is live on the next page load; the shell and the other remotes run on', async ({
  signedInPage: page,
}) => {
  const server = new TestRemoteServer(await buildClaimsRemote(releaseTwo), 3192);
  await server.start();
  const entryHosts = new Set<string>();
  page.on('request', (request) => {
    if (request.url().endsWith('/remoteEntry.js')) entryHosts.add(new URL(request.url()).port);
  });
  try {
    await page.goto('/traveling-abroad');
    await expect(page.getByRole('heading', travelingAbroad)).toBeVisible();
    await expect(page.getByTestId('release')).toHaveCount(0);

    const restore = deployRemote('mfe_claims', { manifest: server.manifestUrl, version: '0.2.0' });
    try {
      // The shell's entry script, named by its content hash: the same build before and after.
      const shellScriptsNow = () =>
        page.locator('script[src^="/main."]').evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src')));
      const shellScripts = await shellScriptsNow();
      expect(shellScripts.length).toBeGreaterThan(0);
      await page.reload();
      await expect(page.getByTestId('release')).toHaveText('Release 2 for Ava Martinez');
      expect((await page.request.get('/remotes.json').then((response) => response.json())).remotes.mfe_claims.version).toBe('0.2.0');
      // The shell is the same build, and another remote still comes from its own server.
      expect(await shellScriptsNow()).toEqual(shellScripts);
      await page.goto('/pharmacy');
      await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
      expect([...entryHosts]).toEqual(expect.arrayContaining(['3001', '3192', '3002']));
    } finally {
      restore();
    }
    // Taking the entry back out of remotes.json is a rollback, again without touching the shell.
    await page.goto('/traveling-abroad');
    await expect(page.getByRole('heading', travelingAbroad)).toBeVisible();
    await expect(page.getByTestId('release')).toHaveCount(0);
  } finally {
    await server.stop();
  }
});

test('a new build of a remote deployed to its URL is picked up on the next page load', async ({ signedInPage: page }) => {
  const deployDir = fs.mkdtempSync(path.join(os.tmpdir(), 'claims-deploy-'));
  fs.cpSync(servedBuildDir('mfe-claims'), deployDir, { recursive: true });
  const server = new TestRemoteServer(deployDir, 3192);
  await server.start();
  const restore = deployRemote('mfe_claims', { manifest: server.manifestUrl, version: '0.1.0' });
  try {
    await page.goto('/traveling-abroad');
    await expect(page.getByRole('heading', travelingAbroad)).toBeVisible();
    await expect(page.getByTestId('release')).toHaveCount(0);

    // Deploy: a new build replaces the files at the same URL; neither the shell nor remotes.json changes.
    const releaseDir = await buildClaimsRemote(releaseTwo);
    fs.rmSync(deployDir, { recursive: true, force: true });
    fs.cpSync(releaseDir, deployDir, { recursive: true });

    await page.reload();
    await expect(page.getByTestId('release')).toHaveText('Release 2 for Ava Martinez');
  } finally {
    restore();
    await server.stop();
  }
});

test('a remote built against an older minor version of the shared packages still works', async ({ signedInPage: page }) => {
  // What the shell provides (its shared packages' versions) and the same major at minor 0: a package at
  // a new major's x.0.0 is built against that version itself, and the others carry the drill.
  const versions = sharedPortalPackages.map((folder) => sharedPackageVersion(folder).split('.').map(Number) as [number, number]);
  expect(
    versions.some(([, minor]) => minor > 0),
    'some shared package has an older minor to build against',
  ).toBe(true);
  const olderMinor = Object.fromEntries(sharedPortalPackages.map((folder, index) => [`@portal/${folder}`, `^${versions[index]![0]}.0.0`]));
  const buildDir = await buildClaimsRemote(fixture('traveling-abroad-page-on-older-contracts.tsx'), olderMinor);
  const declared = Object.fromEntries(manifestOf(buildDir).shared.map((entry) => [entry.name, entry.requiredVersion]));
  // The manifest names the shared packages the page uses, each at the older minor.
  expect(declared).toMatchObject({ '@portal/session': olderMinor['@portal/session'], '@portal/ui': olderMinor['@portal/ui'] });
  for (const [name, range] of Object.entries(declared)) if (name.startsWith('@portal/')) expect(range, name).toBe(olderMinor[name]);

  const server = new TestRemoteServer(buildDir, 3192);
  await server.start();
  const restore = deployRemote('mfe_claims', { manifest: server.manifestUrl, version: '0.1.1' });
  try {
    await page.goto('/traveling-abroad');
    await expect(page.getByTestId('release')).toHaveText('Built on older contracts, for Ava Martinez');
    await expect(page.getByTestId('member-greeting')).toHaveText('Signed in as Ava Martinez');
    await page.getByRole('button', { name: 'Check coverage abroad' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'covers emergencies abroad' })).toBeVisible();
  } finally {
    restore();
    await server.stop();
  }
});

test('a remote whose shared requirement the shell cannot satisfy is refused with the unavailable panel', async ({
  signedInPage: page,
  problems,
}) => {
  // Built against a major of the session package the shell does not provide.
  const buildDir = await buildClaimsRemote(releaseTwo, { '@portal/session': '^2.0.0' });
  expect(manifestOf(buildDir).shared.find((entry) => entry.name === '@portal/session')?.requiredVersion).toBe('^2.0.0');
  const server = new TestRemoteServer(buildDir, 3192);
  await server.start();
  problems.expect(/mfe_claims could not be loaded|does not satisfy the requirement/);
  const restore = deployRemote('mfe_claims', { manifest: server.manifestUrl, version: '2.0.0' });
  try {
    await page.goto('/traveling-abroad');
    await expect(page.getByRole('heading', unavailable)).toBeVisible();
    await expect(page.getByTestId('release')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // The rest of the portal works.
    await page.goto('/pharmacy');
    await expect(page.getByRole('heading', { level: 1, name: 'Pharmacy' })).toBeVisible();
  } finally {
    restore();
    await server.stop();
  }
  await page.goto('/traveling-abroad');
  await expect(page.getByRole('heading', travelingAbroad)).toBeVisible();
});
