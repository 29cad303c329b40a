import { useState } from 'react';
import { SectionContent } from './SectionContent.js';
import { Sidebar } from './Sidebar.js';
import { TopBar } from './TopBar.js';
import './Shell.css';

// The registry comes with the shell's code: loading the shell starts the current screen's too.
export { preloadScreen } from '../screens/registry.js';

/** The signed-in frame: sidebar, top bar and the content of the current section. */
export function Shell() {
  const [sidebarOpen, setSidebarOpen] = useState(true);
  return (
    <div className="shell">
      <Sidebar open={sidebarOpen} onToggle={() => setSidebarOpen((open) => !open)} />
      <div className="shell__main">
        <TopBar />
        <main className="shell__content">
          <SectionContent />
        </main>
      </div>
    </div>
  );
}
