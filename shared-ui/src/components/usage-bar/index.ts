export * from './usage-bar';
export * from './usage-color';
