import { useStore } from '@nanostores/react';
import { $section, startLiveChanges } from '@satchel/stores';
import { useEffect, useLayoutEffect, useState } from 'react';
import { SectionContent } from './SectionContent.js';
import { Sidebar } from './Sidebar.js';
import { SidebarDrawer } from './SidebarDrawer.js';
import { TopBar } from './TopBar.js';
import { useNarrowScreen } from './useNarrowScreen.js';
import './Shell.css';

// The registry comes with the shell's code: loading the shell starts the current screen's too.
export { preloadScreen } from '../screens/registry.js';

/**
 * The signed-in frame: sidebar, top bar and the content of the current section. On a narrow
 * screen the sidebar is a drawer the top bar's menu button opens.
 */
export function Shell() {
  const [sidebarOpen, setSidebarOpen] = useState(true);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const narrow = useNarrowScreen();
  const section = useStore($section);
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
        </main>
      </div>
    </div>
  );
}
