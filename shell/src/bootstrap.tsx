import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { takeRemotesMap } from './federation/remotes-map';
import { startRemotesRegistration } from './federation/remotes-registry';
import { installRemoteLoader } from './federation/remote-loader';
import { SHELL_PROVIDED_ENTRIES } from './federation/provide-shared';
import { App } from './app';

function start() {
  // The map's request started in index.ts; remote pages wait for it, the shell's own do not.
  void startRemotesRegistration(takeRemotesMap());
  // Remote pages, and remotes opening each other's pieces, load through the shell's instance.
  installRemoteLoader();
  const container = document.getElementById('root')!;
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // A transition: React renders the first page in slices of a few milliseconds, yielding between
  // them, instead of one long task that holds the main thread (a phone's CPU takes about half a
  // second for it). (The prerendered landing page does not start the app at all: src/landing.)
  startTransition(() => {
    createRoot(container).render(app);
  });
}

// Referenced so the bundler provides them (see provide-shared.ts); not loaded here.
void SHELL_PROVIDED_ENTRIES;
start();
