import { useStore } from '@nanostores/react';
import { $permissions, $section, messages } from '@satchel/stores';
import { Brand } from '../components/brand/Brand.js';
import { Icon } from '../components/icon/Icon.js';
import { mayOpen, sidebarScreens } from '../screens/registry.js';
import { SidebarLink } from './SidebarLink.js';
import './Sidebar.css';

interface SidebarProps {
  open: boolean;
  onToggle: () => void;
}

/** The section list, of the sections the operator's role allows: 16rem open, 5rem collapsed to icons. */
export function Sidebar({ open, onToggle }: SidebarProps) {
  const section = useStore($section);
  const permissions = useStore($permissions);
  const texts = messages.shell;
  return (
    <nav className={open ? 'sidebar' : 'sidebar sidebar--collapsed'} aria-label={texts.sidebar}>
      <div className="sidebar__header">
        <Brand showName={open} />
      </div>
      <ul id="sidebar-sections" className="sidebar__list">
        {sidebarScreens
          .filter((entry) => mayOpen(entry, permissions))
          .map((entry) => (
            <li key={entry.path}>
              <SidebarLink
                label={entry.label}
                path={entry.path}
                icon={entry.icon}
                active={entry.path === section}
                open={open}
              />
            </li>
          ))}
      </ul>
      <button
        type="button"
        className="sidebar__toggle"
        aria-label={texts.toggleSidebar}
        aria-expanded={open}
        aria-controls="sidebar-sections"
        onClick={onToggle}
      >
        <Icon name={open ? 'collapse' : 'expand'} />
      </button>
    </nav>
  );
}
