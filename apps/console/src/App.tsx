import { useStore } from '@nanostores/react';
import { $page, $section } from '@satchel/stores';
import { lazy, Suspense } from 'react';
import { LoadingIndicator } from './components/loading-indicator/LoadingIndicator.js';
import { Feedback } from './feedback/Feedback.js';

/**
 * The shell's code: not part of the first load, which the sign-in page must not pay for. The
 * screen the URL names starts loading as soon as the shell has come, not once it has drawn.
 */
export const loadShell = () =>
  import('./shell/Shell.js').then((shell) => {
    shell.preloadScreen($section.get());
    return shell;
  });

const Shell = lazy(() => loadShell().then(({ Shell }) => ({ default: Shell })));

/** Only for a URL the console does not know: not part of the first load either. */
const NotFoundPage = lazy(() =>
  import('./pages/NotFoundPage.js').then(({ NotFoundPage }) => ({ default: NotFoundPage })),
);

/** An invited operator's set-password link (issue 30): rare, so not part of the first load. */
const SetPasswordPage = lazy(() =>
  import('./pages/SetPasswordPage.js').then(({ SetPasswordPage }) => ({
    default: SetPasswordPage,
  })),
);

/** An operator whose role requires two-step sign-in sets it up first (issue 30): rare, lazy. */
const TwoStepSetupPage = lazy(() =>
  import('./pages/TwoStepSetupPage.js').then(({ TwoStepSetupPage }) => ({
    default: TwoStepSetupPage,
  })),
);

function CurrentPage() {
  const page = useStore($page);
  switch (page) {
    case 'restoring':
      return <LoadingIndicator />;
    case 'login':
      // Drawn outside React, before it loads (boot.ts, screens/login/signInPage.ts).
      return null;
    case 'shell':
      return (
        <Suspense fallback={<LoadingIndicator />}>
          <Shell />
        </Suspense>
      );
    case 'notFound':
      return (
        <Suspense fallback={<LoadingIndicator />}>
          <NotFoundPage />
        </Suspense>
      );
    case 'setPassword':
      return (
        <Suspense fallback={<LoadingIndicator />}>
          <SetPasswordPage />
        </Suspense>
      );
    case 'twoStepSetup':
      return (
        <Suspense fallback={<LoadingIndicator />}>
          <TwoStepSetupPage />
        </Suspense>
      );
  }
}

export function App() {
  return (
    <>
      <CurrentPage />
      <Feedback />
    </>
  );
}
