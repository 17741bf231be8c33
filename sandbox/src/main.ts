import { buildSandbox } from './app.ts';
import { loadConfig } from './config.ts';
import { DataFolderInUseError } from './db/data-folder-lock.ts';
import { describeError } from './logging.ts';

const config = loadConfig();
const sandbox = await buildSandbox(config).catch((error: unknown) => {
  // Another sandbox on the same data folder: say so in a sentence, not a stack.
  if (error instanceof DataFolderInUseError) {
    console.error(`sandbox: ${error.message}`);
    process.exit(1);
  }
  throw error;
});
await sandbox.app.listen({ port: config.port, host: config.host });
console.log(`sandbox listening on http://${config.host}:${config.port}`);

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  const timer = setTimeout(() => {
    console.error(`sandbox: forced exit after ${signal}`);
    process.exit(1);
  }, 10_000);
  timer.unref();
  try {
    await sandbox.close();
    process.exit(0);
  } catch (err) {
    console.error('sandbox: error while closing', JSON.stringify(describeError(err, { stack: true })));
    process.exit(1);
  }
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
