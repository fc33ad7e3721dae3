import { prefetchRemotesMap } from './federation/remotes-map';

// The deploy-time map of remotes is read while the shell's chunks download (remotes-map.ts).
prefetchRemotesMap();

// An async boundary: the federation runtime negotiates shared modules (React, the design system)
// before any of them is imported. Everything starts in bootstrap.tsx. In a task of its own: the
// negotiation is about as long as the federation runtime's own start, which just ran (0.1 s on a
// phone together).
setTimeout(() => void import('./bootstrap'), 0);
