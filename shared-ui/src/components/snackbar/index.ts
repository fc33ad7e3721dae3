export * from './snackbar';
