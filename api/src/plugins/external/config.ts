// The parsed configuration, available to every plugin as `app.config`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../../config';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
  }
}

export default fp<{ config: AppConfig }>(
  async (app: FastifyInstance, { config }) => {
    app.decorate('config', config);
  },
  { name: 'config' },
);
