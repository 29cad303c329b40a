// The one way every suite and benchmark finds and starts Chromium: the machine's own browser
// (never a downloaded one), run the same way everywhere.
import { existsSync } from 'node:fs';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium the machine has: CHROME_PATH, else the usual Debian paths. */
export function chromiumPath() {
  const path = process.env.CHROME_PATH || candidates.find((candidate) => existsSync(candidate));
  if (!path) {
    throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROME_PATH');
  }
  return path;
}

/** No sandbox (root in CI), and nothing that reaches the internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
