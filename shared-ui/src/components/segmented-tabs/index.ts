export * from './segmented-tabs';
