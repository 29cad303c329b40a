// Both themes: light, and dark where the system prefers it or the operator chose it.
import '@satchel/elements/themes/light.css';
import '@satchel/elements/themes/dark.css';
import './styles/global.css';
import {
  $dialog,
  $page,
  $toasts,
  followOperatorLanguage,
  installCatalogue,
  languageToBoot,
  loadCatalogue,
  loginForm,
  restoreSession,
} from '@satchel/stores';
import { bindSignInPage } from './screens/login/signInPage.js';
import { followTheme } from './styles/theme.js';

/*
 * The console's entry (issue 33): the sign-in page is index.html's own markup, bound to its store
 * here, and React's app (main.tsx) loads only for what follows: another page, or the sign-in's
 * dialog and greeting, which are React's.
 */

// Before the sign-in page paints: the browser's last theme, then the operator's.
followTheme();

const signInContainer = document.getElementById('sign-in');
if (!signInContainer) throw new Error('index.html lacks the #sign-in element');

let app: Promise<unknown> | undefined;
const loadApp = () => {
  app ??= import('./main.js');
  return app;
};

/**
 * The language's texts before anything reads them (docs/i18n.md): the one this browser last
 * showed, else the browser's. Only that language's catalogue loads; React's app and its screens
 * load after it, so even the texts they read as they load are in it. Then the sign-in page, in
 * that language, and the app when needed.
 */
const start = async () => {
  const language = languageToBoot(navigator.languages);
  document.documentElement.lang = language;
  installCatalogue(language, await loadCatalogue(language));
  // Once signed in, the operator's own language (kept on the server) wins.
  followOperatorLanguage(language);

  // Without a kept session this settles at once, so the page starts as sign-in, not 'restoring'.
  void restoreSession();
  const showSignIn = bindSignInPage(signInContainer);
  $page.subscribe((page) => {
    showSignIn(page === 'login');
    if (page !== 'login') void loadApp();
  });
  $dialog.listen(() => void loadApp());
  $toasts.listen(() => void loadApp());
  // An operator typing their name will most likely sign in: fetch the app meanwhile.
  loginForm.$form.listen(() => void loadApp());
};
// Not a top-level await: Vite's manifest would then lose the entry (the size check reads it).
void start();
