import { findAnything, messages } from '@satchel/stores';
import { Icon } from '../components/icon/Icon.js';
import { ProfileMenu } from './ProfileMenu.js';
import './TopBar.css';

interface TopBarProps {
  /** Opens the sidebar's drawer; only on narrow screens, where the sidebar is one. */
  onMenu?: (() => void) | undefined;
}

export function TopBar({ onMenu }: TopBarProps) {
  return (
    <header className="top-bar">
      {onMenu ? (
        <button
          type="button"
          className="top-bar__menu"
          aria-label={messages.shell.menu}
          aria-haspopup="dialog"
          onClick={onMenu}
        >
          <Icon name="menu" />
        </button>
      ) : null}
      <h1 className="top-bar__title">{messages.shell.title}</h1>
      <button
        type="button"
        className="top-bar__find"
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        onClick={findAnything.openPalette}
      >
        <Icon name="search" />
        <span>{messages.findAnything.open}</span>
        <kbd>Ctrl K</kbd>
      </button>
      <ProfileMenu />
    </header>
  );
}
