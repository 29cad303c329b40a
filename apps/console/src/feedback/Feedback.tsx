import { useStore } from '@nanostores/react';
import { $dialog, $toasts } from '@satchel/stores';
import { lazy, Suspense, useState } from 'react';

// The toast stack and the dialog (and their elements) load when the stores first ask for them,
// so the sign-in page's first load does not carry them.
const AppToasts = lazy(() =>
  import('./toasts-and-dialog.js').then(({ AppToasts }) => ({ default: AppToasts })),
);
const AppDialog = lazy(() =>
  import('./toasts-and-dialog.js').then(({ AppDialog }) => ({ default: AppDialog })),
);

/** True from the first render in which `now` is true: once shown, a part stays mounted. */
function useLatch(now: boolean): boolean {
  const [seen, setSeen] = useState(now);
  if (now && !seen) setSeen(true);
  return seen || now;
}

/** The app's one toast stack and one dialog, each mounted when first needed. */
export function Feedback() {
  const toastsNeeded = useLatch(useStore($toasts).length > 0);
  const dialogNeeded = useLatch(useStore($dialog) !== null);
  return (
    <>
      <Suspense fallback={null}>{toastsNeeded ? <AppToasts /> : null}</Suspense>
      {/* An unnamed section is no landmark, but it keeps the header inside the dialog's shadow
          root from counting as a second banner of the page beside the top bar's. */}
      <section>
        <Suspense fallback={null}>{dialogNeeded ? <AppDialog /> : null}</Suspense>
      </section>
    </>
  );
}
