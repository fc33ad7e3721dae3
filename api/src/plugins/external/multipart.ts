// multipart/form-data with the upload limit enforced by the server (UPLOAD_LIMIT_BYTES, 10 MB by
// default, SPEC.md section 9): one file per request; a larger file is a 413.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    limits: { fileSize: app.config.limits.uploadBytes, files: 1, fields: 20, fieldSize: 200 * 1024, parts: 25 },
  });
}

export default fp(multipartPlugin, { name: 'multipart', dependencies: ['config'] });
