export * from './page-container';
