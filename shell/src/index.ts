// An async boundary: the federation runtime negotiates shared modules (React, the design system)
// before any of them is imported. Everything starts in bootstrap.tsx.
import('./bootstrap');
