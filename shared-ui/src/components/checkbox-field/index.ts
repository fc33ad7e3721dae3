export * from './checkbox-field';
