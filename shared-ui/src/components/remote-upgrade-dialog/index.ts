export * from './remote-upgrade-dialog';
