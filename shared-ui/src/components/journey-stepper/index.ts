export * from './journey-stepper';
