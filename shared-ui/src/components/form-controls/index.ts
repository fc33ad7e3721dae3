export * from './form-controls';
