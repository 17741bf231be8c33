// The sandbox's log during the e2e run (audit and privacy): the e2e sandbox writes its
// request log to this file, global set-up empties it, and global tear-down scans it for tokens,
// passcodes and member data once every test has run.
import path from 'node:path';

export const sandboxLogFile = path.join(import.meta.dirname, '../.logs/sandbox.log');
