// After the whole e2e run: the sandbox's log holds no token, passcode or member data.
import fs from 'node:fs';
import { findLeaks, personaSecrets, passcodesSentTo } from './privacy-audit';
import { sandboxLogFile } from './sandbox-log';

export default async function globalTeardown(): Promise<void> {
  if (!fs.existsSync(sandboxLogFile)) {
    // A sandbox reused from outside this run (local runs only) logs elsewhere; CI always starts one.
    if (process.env.CI) throw new Error(`the e2e sandbox wrote no log to ${sandboxLogFile}`);
    console.warn(`[e2e] no sandbox log at ${sandboxLogFile}: the sandbox was not started by this run, so its log was not scanned`);
    return;
  }
  const lines = fs.readFileSync(sandboxLogFile, 'utf8').split('\n').filter(Boolean);
  if (lines.length === 0) throw new Error('the e2e sandbox log is empty: request logging is off');
  const memberData = await personaSecrets();
  const emails = memberData.filter((value) => value.endsWith('@example.com'));
  const passcodes = (await Promise.all(emails.map(passcodesSentTo))).flat();
  // Only what a line says, not when or where it was written: timestamps and ids are not secrets.
  const said = lines.map((line) => {
    const {
      time: _time,
      pid: _pid,
      hostname: _hostname,
      reqId: _reqId,
      responseTime: _responseTime,
      ...rest
    } = JSON.parse(line) as Record<string, unknown>;
    return { where: 'sandbox log' as const, text: JSON.stringify(rest) };
  });
  const leaks = findLeaks(said, [...memberData, ...passcodes]);
  if (leaks.length > 0)
    throw new Error(`the sandbox log holds tokens, passcodes or member data:\n${[...new Set(leaks)].slice(0, 20).join('\n')}`);
  console.log(`[e2e] sandbox log scanned: ${lines.length} lines, no tokens, passcodes or member data`);
}
