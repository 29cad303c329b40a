/**
 * The one reset registry of logout (design.md §3): every list, feed and screen state that holds
 * what an operator searched, filtered or opened registers how to forget it, so the next sign-in
 * starts from the spec's defaults and shows nothing of the previous operator's work. Session
 * code calls `forgetEverything` without knowing any screen.
 */
const forgetters = new Set<() => void>();

/** Registers how to go back to the defaults at logout (once, when the store is created). */
export function forgetOnLogout(forget: () => void): void {
  forgetters.add(forget);
}

/** Logout: everything registered forgets what it holds. */
export function forgetEverything(): void {
  for (const forget of forgetters) forget();
}
