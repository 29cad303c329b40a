import { useStore } from '@nanostores/react';
import {
  $permissions,
  $place,
  $section,
  defaultSection,
  goTo,
  sectionNamedAtStart,
  startLiveChanges,
} from '@satchel/stores';
import { useEffect, useLayoutEffect, useState } from 'react';
import { mayOpen, screenAt, sidebarScreens } from '../screens/registry.js';
import { FindAnything } from './find-anything/FindAnything.js';
import { SectionContent } from './SectionContent.js';
import { Sidebar } from './Sidebar.js';
import { SidebarDrawer } from './SidebarDrawer.js';
import { KeyboardShortcuts } from './shortcuts/KeyboardShortcuts.js';
import { TopBar } from './TopBar.js';
import { useNarrowScreen } from './useNarrowScreen.js';
import './Shell.css';

// The registry comes with the shell's code: loading the shell starts the current screen's too.
export { preloadScreen } from '../screens/registry.js';

/**
 * An operator whose role does not allow the default section starts at the first section it
 * allows, unless a link named the section (which then says it is not allowed).
 */
function useAllowedStart() {
  const permissions = useStore($permissions);
  useLayoutEffect(() => {
    const { section } = $place.get();
    const entry = screenAt(section);
    if (sectionNamedAtStart || section !== defaultSection || !entry) return;
    if (mayOpen(entry, permissions)) return;
    const first = sidebarScreens.find((candidate) => mayOpen(candidate, permissions));
    if (first) goTo({ section: first.path, query: {}, open: null }, { push: false });
  }, [permissions]);
}

/**
 * The signed-in frame: sidebar, top bar and the content of the current section. On a narrow
 * screen the sidebar is a drawer the top bar's menu button opens.
 */
export function Shell() {
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const narrow = useNarrowScreen();
  const section = useStore($section);
  useAllowedStart();
  // Another section starts at its top, and the drawer that chose it steps aside.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each change of section.
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
    setDrawerOpen(false);
  }, [section]);
  // The lists' change stream, while signed in (this frame shows only then).
  useEffect(() => startLiveChanges(), []);
  const closeDrawer = () => setDrawerOpen(false);
  return (
    <div className="shell">
      {narrow ? (
        <SidebarDrawer open={drawerOpen} onClose={closeDrawer}>
          <Sidebar open onToggle={closeDrawer} />
        </SidebarDrawer>
      ) : (
        <Sidebar open={sidebarOpen} onToggle={() => setSidebarOpen((open) => !open)} />
      )}
      <div className="shell__main">
        <TopBar onMenu={narrow ? () => setDrawerOpen(true) : undefined} />
        <main className="shell__content">
          <SectionContent />
          {/* In the content, as the screens' dialogs are: its header is the dialog's, not a page banner. */}
          <KeyboardShortcuts />
        </main>
      </div>
      <FindAnything />
    </div>
  );
}
