import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { fetchRemotesMap, registerRemotesMap } from './federation/remotes-map';
import { SHELL_PROVIDED_ENTRIES } from './federation/provide-shared';
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

// Referenced so the bundler provides them (see provide-shared.ts); not loaded here.
void SHELL_PROVIDED_ENTRIES;
void start();
