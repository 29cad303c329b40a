import { $session } from '@satchel/stores';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App, loadShell } from './App.js';

// React's app, loaded by boot.ts (the entry) once a page other than sign-in, or the sign-in's
// dialog or greeting, needs it.
const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
// A kept session most likely still holds: fetch the shell while the server confirms it.
if ($session.get().token !== null) void loadShell();
