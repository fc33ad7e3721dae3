export * from './gradient-panel';
