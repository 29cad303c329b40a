import { openSection } from '@satchel/stores';
import SlTooltip from '@shoelace-style/shoelace/dist/react/tooltip/index.js';
import type { MouseEvent } from 'react';
import { Icon, type IconName } from '../components/icon/Icon.js';
import { initials } from './initials.js';

interface SidebarLinkProps {
  label: string;
  path: string;
  /** The registry's icon name; without one the link shows the label's initials. */
  icon: IconName | undefined;
  active: boolean;
  /** Whether the sidebar is open; collapsed, the label is only announced and shown as a tooltip. */
  open: boolean;
}

// Modified clicks keep the browser's meaning (new tab, new window) thanks to the real href.
const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function SidebarLink({ label, path, icon, active, open }: SidebarLinkProps) {
  return (
    // Open, the tooltip is off and empty: its text would otherwise be a second copy of the label.
    <SlTooltip content={open ? '' : label} placement="right" disabled={open} hoist>
      <a
        className="sidebar__link"
        href={`#${path}`}
        aria-current={active ? 'page' : undefined}
        onClick={(event) => {
          if (!isPlainClick(event)) return;
          event.preventDefault();
          openSection(path);
        }}
      >
        {icon ? (
          <Icon name={icon} />
        ) : (
          <span className="sidebar__initials" aria-hidden="true">
            {initials(label)}
          </span>
        )}
        {/* Collapsed, the label is still the link's accessible name, but not painted. */}
        <span className={open ? 'sidebar__label' : 'sidebar__label visually-hidden'}>{label}</span>
      </a>
    </SlTooltip>
  );
}
