// The production builds (dist/, what a deployment uploads) served by Debian's nginx on the repository's
// own config (deploy/nginx/), in front of the e2e sandbox: the sign-in journey and the serving checks
// run against the config production uses, not only against `pnpm start`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApps } from '@portal/tools/build-apps';
import { productionOutputDir } from '@portal/tools/build-variant';
import { localDeployment, renderNginxConfig, startNginx } from '@portal/tools/nginx';
import { sandboxUrl } from './sandbox';
import { e2eGatewayKey, nginxRemotesPort, nginxShellPort } from './nginx-origins';

/** Builds what is out of date in dist/ (nothing, after `pnpm build`), renders the config and starts nginx. */
export async function startNginxPortal(): Promise<{ shellOrigin: string; remotesOrigin: string; dir: string; stop: () => void }> {
  // dist/, whatever this process was started with: the production build, never the QA one.
  const saved = process.env.PORTAL_QA_BUILD;
  process.env.PORTAL_QA_BUILD = '';
  try {
    await buildApps({ log: () => undefined });
  } finally {
    if (saved === undefined) delete process.env.PORTAL_QA_BUILD;
    else process.env.PORTAL_QA_BUILD = saved;
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-nginx-'));
  const deployment = localDeployment({
    dir,
    shellPort: nginxShellPort,
    remotesPort: nginxRemotesPort,
    apiUpstream: sandboxUrl.replace('localhost', '127.0.0.1'),
    oidcIssuer: `${sandboxUrl}/oidc`,
    gatewayKey: e2eGatewayKey,
    distName: productionOutputDir,
  });
  renderNginxConfig(dir, deployment.values);
  const stop = startNginx(dir);
  return { shellOrigin: deployment.shellOrigin, remotesOrigin: deployment.remotesOrigin, dir, stop };
}
