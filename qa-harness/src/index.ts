export { mountStandalone, type StandaloneRoute, type StandaloneOptions } from './mount-standalone';
export { standaloneRoutes } from './standalone-routes';
