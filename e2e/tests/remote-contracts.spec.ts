// DESIGN.md decision 7: each remote's built manifest exposes what the shell's route table expects.
import fs from 'node:fs';
import path from 'node:path';
import { apps } from '@portal/build/apps';
import { messageCountFeedModule } from '@portal/contracts/message-count-feed';
import { expectedExposes, pendingExposes } from '@portal/contracts/route-table';
import type { RemoteName } from '@portal/contracts/remote-registry';
import { test, expect } from '../support/portal-test';
import { servedBuildDir } from '../support/served-build';

for (const app of apps.filter((candidate) => candidate.kind === 'remote')) {
  test(`${app.dir}: its manifest exposes every module the route table names`, () => {
    const manifest = JSON.parse(fs.readFileSync(path.join(servedBuildDir(app.dir), 'mf-manifest.json'), 'utf8')) as {
      name: string;
      exposes: { path: string }[];
    };
    expect(manifest.name).toBe(app.federationName);
    const exposed = manifest.exposes.map((expose) => expose.path);
    for (const module of expectedExposes(app.federationName as RemoteName)) expect(exposed).toContain(module);
    if (app.federationName === messageCountFeedModule.remote) expect(exposed).toContain(messageCountFeedModule.module);
    // A page still marked pending in the route table shows not-found; once delivered, drop the mark.
    for (const module of pendingExposes(app.federationName as RemoteName)) expect(exposed).not.toContain(module);
  });
}
