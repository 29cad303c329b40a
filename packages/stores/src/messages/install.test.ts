import { describe, expect, it, vi } from 'vitest';
import { catalogue as hindi } from './hi/index.js';

describe('the installed catalogue', () => {
  it('may come after the stores load: no store reads its texts as it loads', async () => {
    vi.resetModules();
    const installed = await import('./index.js');
    expect(installed.messages).toBeUndefined();
    // The whole package, as Vite's dev server loads it before the boot installs a language.
    const stores = await import('../index.js');
    installed.installCatalogue('hi', hindi);
    expect(stores.messages.coupons.title).toBe(hindi.messages.coupons.title);
    expect(stores.locale).toBe('hi-IN');
  });
});
