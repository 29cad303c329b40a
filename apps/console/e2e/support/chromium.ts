import { type Browser, chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from '../../../../scripts/chromium.mjs';

export { chromiumArgs, chromiumPath };

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: [...chromiumArgs] });
}
