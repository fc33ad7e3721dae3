/**
 * The shell provides every shared singleton, including the entries its own pages never use (form
 * controls, dialogs, the API client...). A bundler provides a shared module only when the app's
 * code references it; without these references a remote would provide its own copy of, say,
 * `@resumebeat/shared-ui/forms`, bundled with its own copy of Chakra, and crash with
 * "useContext returned undefined ... ChakraProvider". Nothing here is loaded until a remote asks.
 */
export const SHELL_PROVIDED_ENTRIES = {
  forms: () => import('@resumebeat/shared-ui/forms'),
  widgets: () => import('@resumebeat/shared-ui/widgets'),
  overlays: () => import('@resumebeat/shared-ui/overlays'),
  motion: () => import('@resumebeat/shared-ui/motion'),
  charts: () => import('@resumebeat/shared-ui/charts'),
  api: () => import('@resumebeat/shared-session/api'),
};
