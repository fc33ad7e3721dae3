/** Form controls and alerts: a federation singleton of its own (see `src/index.ts`). */
export { CloseButton, Group, InputGroup } from '@chakra-ui/react';
export * from './components/form-controls';
export * from './components/checkbox-field';
export * from './components/segmented-tabs';
