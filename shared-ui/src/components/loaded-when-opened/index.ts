export { loadedWhenOpened } from './loaded-when-opened';
