export * from './remote-boundary';
