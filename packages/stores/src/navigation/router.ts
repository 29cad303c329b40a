import { createRouter, openPage, redirectPage } from '@nanostores/router';
import { computed, onMount } from 'nanostores';
import { $isAuthenticated, $restoring, $session } from '../session/session.js';
import { $place, placeHash } from './place.js';

/** The console's URLs (spec part 1 §2); the shell's sections live in the hash, not here. */
// Links are left to the browser: a document or download link must not turn into the 404 page.
export const $router = createRouter(
  { home: '/', login: '/login', setPassword: '/set-password' },
  { links: false },
);

/** `setPassword`: an invited operator's one-time link (issue 30), signed in or not. */
/** `twoStepSetup`: signed in, but the role requires two-step sign-in first (issue 30). */
export type PageName =
  | 'restoring'
  | 'login'
  | 'shell'
  | 'notFound'
  | 'setPassword'
  | 'twoStepSetup';

/** Where the guard sends the browser, if the URL does not match the session. */
const $redirect = computed(
  [$router, $restoring, $isAuthenticated],
  (route, restoring, authenticated): 'home' | 'login' | null => {
    if (restoring || route === undefined) return null;
    if (route.route === 'home' && !authenticated) return 'login';
    if (route.route === 'login' && authenticated) return 'home';
    return null;
  },
);

/**
 * The page to render. It already shows where a redirect leads, so nothing flashes while the
 * URL is being replaced.
 */
export const $page = computed(
  [$router, $restoring, $isAuthenticated, $session],
  (route, restoring, authenticated, session): PageName => {
    if (route?.route === 'setPassword') return 'setPassword';
    if (restoring) return 'restoring';
    if (route === undefined) return 'notFound';
    if (!authenticated) return 'login';
    return session.adminInfo?.twoStepSetupRequired ? 'twoStepSetup' : 'shell';
  },
);

onMount($page, () =>
  $redirect.subscribe((target) => {
    if (target === 'login') redirectPage($router, 'login');
    // Back in the shell at the place the operator was in before signing in again.
    else if (target === 'home') $router.open(`/${placeHash($place.get())}`, true);
  }),
);

/** The 404 page's "Go to Home". */
export function goHome(): void {
  openPage($router, 'home');
}
