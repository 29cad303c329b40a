/** The Chromium the machine has: CHROME_PATH, else the usual Debian paths. */
export function chromiumPath(): string;
/** No sandbox (root in CI), and nothing that reaches the internet. */
export const chromiumArgs: readonly string[];
