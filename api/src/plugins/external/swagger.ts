// The OpenAPI document, generated from the same zod schemas that validate the requests:
// /api/docs/json (and /api/docs/yaml), browsable at /api/docs.
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, jsonSchemaTransformObject } from '@fastify/type-provider-zod';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { API_VERSION } from '../../config';

async function swaggerPlugin(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'ResumeBeat API',
        description:
          'The calls of docs/product/api.md. Errors are `{ message }` with the status code; 400s add `issues`.',
        version: API_VERSION,
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      tags: [
        { name: 'auth', description: 'Accounts and tokens' },
        { name: 'profile', description: 'The signed-in user' },
        { name: 'support', description: 'Contact support' },
        { name: 'resume', description: 'Scans, limits, feedback, optimisation' },
        { name: 'cover-letter', description: 'Cover letters for Premium members' },
        { name: 'system', description: 'Health and public configuration' },
      ],
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  if (app.config.apiDocs) {
    await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'list', deepLinking: true } });
  }
}

export default fp(swaggerPlugin, { name: 'swagger', dependencies: ['config'] });
