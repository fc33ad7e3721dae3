export * from './app-dialog';
