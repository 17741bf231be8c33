// @ts-check
// Debian's chromium, launched the way this machine needs (tools/docs/README.md): Playwright cannot download
// its own browsers here, and background networking only produces refused connections.
export const chromiumPath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath, args: chromiumArgs };
}
