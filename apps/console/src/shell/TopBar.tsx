import { messages } from '@satchel/stores';
import { ProfileMenu } from './ProfileMenu.js';
import './TopBar.css';

export function TopBar() {
  return (
    <header className="top-bar">
      <h1 className="top-bar__title">{messages.shell.title}</h1>
      <ProfileMenu />
    </header>
  );
}
