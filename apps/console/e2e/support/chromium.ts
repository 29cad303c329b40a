import { existsSync } from 'node:fs';
import { type Browser, chromium } from 'playwright-core';

const candidates = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome'];

/** The Chromium the machine has: CHROME_PATH, else the usual Debian paths. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? candidates.find((candidate) => existsSync(candidate));
  if (!path)
    throw new Error('No Chromium found: install it (apt-get install chromium) or set CHROME_PATH');
  return path;
}

/** How Chromium runs here: no sandbox (root in CI), and nothing that reaches the internet. */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
}
