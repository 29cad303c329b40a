import '@shoelace-style/shoelace/dist/themes/light.css';
import './styles/global.css';
import { restoreSession } from '@satchel/stores';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.js';

const root = document.getElementById('root');
if (!root) throw new Error('index.html lacks the #root element');

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
restoreSession();
