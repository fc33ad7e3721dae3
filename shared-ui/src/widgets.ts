/** Product widgets several remotes share: a federation singleton of its own (see `src/index.ts`). */
export * from './components/content';
export * from './components/feedback-html';
export * from './components/journey-stepper';
export * from './components/usage-bar/usage-bar';
export * from './components/progress-bar';
export * from './components/snackbar';
