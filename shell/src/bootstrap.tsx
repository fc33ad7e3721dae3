import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRemotesMap, registerRemotesMap } from './federation/remotes-map';
import { App } from './app';

async function start() {
  try {
    registerRemotesMap(await fetchRemotesMap());
  } catch (error) {
    // Without the map no remote can load; the shell still renders its own pages, and every
    // remote route shows its fallback with Retry.
    console.error('[ResumeBeat] could not read the remotes map', error);
  }
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
