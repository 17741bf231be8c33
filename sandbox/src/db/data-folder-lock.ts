import fs from 'node:fs';

/*
 * One sandbox per data folder: two processes writing the same embedded database each keep their own
 * copy in memory and save over each other, so one silently undoes the other's writes. The lock is a
 * file beside the folder holding the owner's process id; a lock whose process is gone is taken over.
 */

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

export class DataFolderInUseError extends Error {}

/** Takes the data folder's lock, or throws DataFolderInUseError; returns how to let it go. */
export function lockDataFolder(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' });
      return () => {
        if (fs.existsSync(lockFile) && fs.readFileSync(lockFile, 'utf8') === String(process.pid)) fs.rmSync(lockFile, { force: true });
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(lockFile, 'utf8'));
      if (Number.isInteger(owner) && owner > 0 && isRunning(owner)) {
        throw new DataFolderInUseError(
          `The data folder ${dataDir} is in use by another sandbox (process ${owner}). Stop that one, or start this one with SANDBOX_DATA_DIR set to another folder (or to memory).`,
        );
      }
      // Left by a sandbox that did not stop cleanly.
      fs.rmSync(lockFile, { force: true });
    }
  }
  throw new DataFolderInUseError(`Could not take the lock of ${dataDir}.`);
}
