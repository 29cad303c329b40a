import { useStore } from '@nanostores/react';
import { $permissions, openSection } from '@satchel/stores';
import { lazy, Suspense, useEffect, useMemo, useState } from 'react';
import { mayOpen, sidebarScreens } from '../../screens/registry.js';
import { listenForShortcuts } from './listenForShortcuts.js';
import { shortcutList } from './shortcutList.js';

// The list is opened rarely: its dialog is not part of the shell's code.
const ShortcutsDialog = lazy(() =>
  import('./ShortcutsDialog.js').then(({ ShortcutsDialog }) => ({ default: ShortcutsDialog })),
);

/**
 * The shell's keyboard: `g` then a section's letter opens it (only sections the role may open),
 * `?` shows every shortcut, j and k reach the content's table. Draws the list when asked.
 */
export function KeyboardShortcuts() {
  const permissions = useStore($permissions);
  const [listShown, setListShown] = useState(false);
  const [listOpen, setListOpen] = useState(false);
  const sections = useMemo(
    () => sidebarScreens.filter((entry) => mayOpen(entry, permissions)),
    [permissions],
  );
  useEffect(
    () =>
      listenForShortcuts({
        goTo: (letter) => {
          const entry = sections.find((each) => each.key === letter);
          if (entry) openSection(entry.path);
          return entry !== undefined;
        },
        showList: () => {
          setListShown(true);
          setListOpen(true);
        },
      }),
    [sections],
  );
  if (!listShown) return null;
  return (
    <Suspense fallback={null}>
      <ShortcutsDialog
        open={listOpen}
        onClose={() => setListOpen(false)}
        shortcuts={shortcutList(sections)}
      />
    </Suspense>
  );
}
