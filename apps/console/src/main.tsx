// Both themes: light, and dark where the system prefers it or the operator chose it.
import '@satchel/elements/themes/light.css';
import '@satchel/elements/themes/dark.css';
import './styles/global.css';
import { $session, restoreSession } from '@satchel/stores';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadShell } from './App.js';
import { followTheme } from './styles/theme.js';

followTheme();

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// A kept session most likely still holds: fetch the shell while the server confirms it.
if ($session.get().token !== null) void loadShell();
restoreSession();
