export * from './content';
