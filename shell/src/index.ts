import { prefetchRemotesMap } from './federation/remotes-map';

// The deploy-time map of remotes is read while the shell's chunks download (remotes-map.ts).
prefetchRemotesMap();

// An async boundary: the federation runtime negotiates shared modules (React, the design system)
// before any of them is imported. Everything starts in bootstrap.tsx.
import('./bootstrap');
