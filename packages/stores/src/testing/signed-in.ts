import { afterEach, beforeEach, vi } from 'vitest';
import { visit } from './load-stores.js';

/** The administrator whose session the browser keeps in these tests. */
export const keptAdmin = { id: 'a'.repeat(24), username: 'admin' } as const;

/**
 * Every test of the file starts with a kept session (at `url`, when given), as a signed-in
 * operator's browser would have it, and ends with its fakes, spies and storage undone.
 */
export function startSignedIn(url?: string): void {
  beforeEach(() => {
    if (url !== undefined) visit(url);
    localStorage.setItem('token', 't0k3n');
    localStorage.setItem('adminInfo', JSON.stringify(keptAdmin));
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    localStorage.clear();
  });
}
