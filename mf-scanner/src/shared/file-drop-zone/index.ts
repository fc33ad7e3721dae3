export * from './file-drop-zone';
