// multipart/form-data with the upload limit enforced by the server (UPLOAD_LIMIT_BYTES, 10 MB by
// default, docs/product/rules-and-limits.md#sizes): one file per request; a larger file is a 413.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

async function multipartPlugin(app: FastifyInstance) {
  await app.register(multipart, {
    throwFileSizeLimit: true,
    // A resume upload has one file and at most five fields (the job description is the largest:
    // 50,000 characters, up to 200 KB of UTF-8); the limits leave room and no more (review M8).
    limits: { fileSize: app.config.limits.uploadBytes, files: 1, fields: 8, fieldSize: 200 * 1024, parts: 10 },
  });
}

export default fp(multipartPlugin, { name: 'multipart', dependencies: ['config'] });
