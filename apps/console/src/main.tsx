// The elements' light theme only: index.html keeps the console light (data-sat-theme) until its
// own screens (charts' colours, the primary shift in global.css) have been checked in dark, so
// dark.css would never apply (1.7 KB gzip of the first load). Import it beside this one then.
import '@satchel/elements/themes/light.css';
import './styles/global.css';
import { $session, restoreSession } from '@satchel/stores';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadShell } from './App.js';

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
