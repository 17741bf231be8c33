// The deployment files' templates (deploy/config.json.template, deploy/remotes.json.template) are files
// the shell takes as they are: an operator who copies one and changes the origins gets a valid file.
import fs from 'node:fs';
import path from 'node:path';
import { parseRemoteRegistry, remoteNames } from '@portal/contracts/remote-registry';
import { parseRuntimeConfig } from '@portal/contracts/runtime-config';

const deployDir = path.join(__dirname, '../../../deploy');
const read = (name: string): unknown => JSON.parse(fs.readFileSync(path.join(deployDir, name), 'utf8'));

describe('the deployment templates', () => {
  it('config.json.template is a valid production configuration', () => {
    const result = parseRuntimeConfig(read('config.json.template'));
    expect(result).toMatchObject({ ok: true, value: { environment: 'production' } });
  });

  it('remotes.json.template names every remote once, each with a manifest URL', () => {
    const result = parseRemoteRegistry(read('remotes.json.template'));
    expect(result.ok).toBe(true);
    expect(Object.keys((read('remotes.json.template') as { remotes: object }).remotes).sort()).toEqual([...remoteNames].sort());
  });
});
