import fs from 'node:fs';
import { sandboxLogFile } from './sandbox-log';

/** The sandbox appends to its log (O_APPEND), so emptying the file here starts this run's log afresh. */
export default function globalSetup(): void {
  if (fs.existsSync(sandboxLogFile)) fs.truncateSync(sandboxLogFile, 0);
}
