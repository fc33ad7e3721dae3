/**
 * The fixed local ports of every app. ARCHITECTURE.md shows the same table; change both together.
 * In production everything is served by the api on API_PORT (the shell at `/`, each remote at
 * `/remotes/<folder>/`); the other ports are for `pnpm dev` and for running one remote alone.
 */
export const PORTS = {
  api: 8080,
  shell: 3000,
  'mf-auth': 3001,
  'mf-scanner': 3002,
  'mf-billing': 3003,
  'mf-profile': 3004,
} as const;

export type AppFolder = Exclude<keyof typeof PORTS, 'api'>;
