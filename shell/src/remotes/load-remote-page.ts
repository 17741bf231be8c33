// Loads an exposed module of a remote, retrying a failed load before giving up (DESIGN.md decision 5).
import { loadRemote } from '@module-federation/enhanced/runtime';
import { isRemotePageModule, type RemotePageModule } from '@portal/contracts/remote-page';
import { reRegisterRemote } from './remote-registration';

export const remoteLoadAttempts = 2;
const retryDelayMs = 400;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function loadRemoteModule<T>(remote: string, module: string, isExpected: (value: unknown) => value is T): Promise<T> {
  const id = `${remote}/${module.replace(/^\.\//, '')}`;
  let lastError: unknown;
  for (let attempt = 1; attempt <= remoteLoadAttempts; attempt += 1) {
    try {
      const loaded = await loadRemote<unknown>(id);
      if (isExpected(loaded)) return loaded;
      throw new Error(`${id} does not export what the shell expects`);
    } catch (error) {
      lastError = error;
      reRegisterRemote(remote);
      if (attempt < remoteLoadAttempts) await wait(retryDelayMs * attempt);
    }
  }
  throw lastError instanceof Error ? lastError : new Error(`${id} could not be loaded`);
}

export function loadRemotePage(remote: string, module: string): Promise<RemotePageModule> {
  return loadRemoteModule(remote, module, isRemotePageModule);
}
