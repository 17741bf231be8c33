// docs/decisions/0010-contracts-typed-and-checked.md: each remote's build publishes its manifest (remote-manifest.json, the one its
// src/remote-manifest.ts declares, valid by the schema the shell runs) beside mf-manifest.json, and
// exposes every module the manifest's pages, cards and feeds name (docs/remote-manifest.md).
import fs from 'node:fs';
import path from 'node:path';
import { apps } from '@portal/tools/apps';
import { sharedSingletonVersions } from '@portal/tools/shared-singletons';
import { parseRemoteManifest } from '@portal/contracts/remote-manifest';
import { test, expect } from '../support/portal-test';
import { remoteManifests } from '../support/portal-routes';
import { servedBuildDir } from '../support/served-build';

for (const app of apps.filter((candidate) => candidate.kind === 'remote')) {
  test(`${app.dir}: its manifest exposes every module the route table names`, () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(servedBuildDir(app.dir), 'mf-manifest.json'), 'utf8')) as {
      name: string;
      exposes: { path: string }[];
    };
    expect(manifest.name).toBe(app.federationName);
    const exposed = manifest.exposes.map((expose) => expose.path);
    const declared = remoteManifests[app.federationName];
    expect(declared).toBeDefined();
    const published = parseRemoteManifest(
      JSON.parse(fs.readFileSync(path.join(servedBuildDir(app.dir), 'remote-manifest.json'), 'utf8')),
      app.federationName,
    );
    expect(published.ok).toBe(true);
    const { sharedModules, ...publishedDeclared } = published.ok ? published.value : { sharedModules: undefined };
    expect(publishedDeclared).toEqual(JSON.parse(JSON.stringify(declared)));
    // What only the build adds: each exposed module's shared libraries, every one a shared singleton.
    expect(Object.keys(sharedModules ?? {}).sort()).toEqual(Object.keys(declared!.modules).sort());
    for (const keys of Object.values(sharedModules ?? {}))
      for (const key of keys)
        expect(Object.keys(sharedSingletonVersions)).toContain(
          key
            .split('/')
            .slice(0, key.startsWith('@') ? 2 : 1)
            .join('/'),
        );
    const named = [...declared!.pages, ...(declared!.dashboardCards ?? []), ...(declared!.feeds ?? [])].map((entry) => entry.module);
    for (const module of named) expect(exposed).toContain(module);
    // exposes is generated from the manifest: nothing more, nothing less.
    expect([...exposed].sort()).toEqual(Object.keys(declared!.modules).sort());
  });
}

test("the claims page's published shared libraries are the ones its code takes from the shell", () => {
  const published = JSON.parse(fs.readFileSync(path.join(servedBuildDir('mfe-claims'), 'remote-manifest.json'), 'utf8')) as {
    sharedModules: Record<string, string[]>;
  };
  // It shows dates and pages through the list; a dashboard card that shows neither takes neither. No page
  // takes Luxon's entry point (@portal/ui/dates): the date rules are all in @portal/ui/dates/days.
  expect(published.sharedModules['./ClaimsPage']).toEqual(
    expect.arrayContaining(['@portal/ui/dates/display', '@portal/ui/pagination', 'react']),
  );
  expect(published.sharedModules['./DeductibleCard']).not.toContain('@portal/ui/pagination');
  for (const [module, keys] of Object.entries(published.sharedModules))
    expect([module, keys]).toEqual([module, expect.not.arrayContaining(['@portal/ui/dates', 'luxon'])]);
});
