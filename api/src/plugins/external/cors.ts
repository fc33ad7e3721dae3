// CORS for the configured origins of the shell and remotes only (CORS_ORIGINS). Same-origin
// requests (the normal case: the api serves the app) need none. Bearer tokens, no cookies.
import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function corsPlugin(app: FastifyInstance) {
  const allowed = new Set(app.config.corsOrigins);
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && allowed.has(origin)),
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['authorization', 'content-type', 'accept'],
    credentials: false,
    maxAge: 600,
  });
}

export default fp(corsPlugin, { name: 'cors', dependencies: ['config'] });
