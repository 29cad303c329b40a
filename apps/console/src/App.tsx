import { useStore } from '@nanostores/react';
import { $page } from '@satchel/stores';
import { lazy, Suspense } from 'react';
import { LoadingIndicator } from './components/loading-indicator/LoadingIndicator.js';
import { Feedback } from './feedback/Feedback.js';
import { NotFoundPage } from './pages/NotFoundPage.js';
import { LoginScreen } from './screens/login/LoginScreen.js';

/** The shell's code: not part of the first load, which the sign-in page must not pay for. */
export const loadShell = () => import('./shell/Shell.js');

const Shell = lazy(() => loadShell().then(({ Shell }) => ({ default: Shell })));

function CurrentPage() {
  const page = useStore($page);
  switch (page) {
    case 'restoring':
      return <LoadingIndicator />;
    case 'login':
      return <LoginScreen />;
    case 'shell':
      return (
        <Suspense fallback={<LoadingIndicator />}>
          <Shell />
        </Suspense>
      );
    case 'notFound':
      return <NotFoundPage />;
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
