export { mountStandalone, type StandaloneRoute, type StandaloneOptions } from './mount-standalone';
