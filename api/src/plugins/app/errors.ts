// One error shape for every failure: `{ message }` (plus fields a call needs, such as
// `needsPayment`), the right status code, never a stack trace or an internal message for a 5xx.
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from '@fastify/type-provider-zod';
import { isResumeParseError } from '@resumebeat/ats-engine';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../../lib/db-errors';
import { HttpError } from '../../lib/http-errors';
import { refuseNul } from '../../lib/nul-characters';

interface Issue {
  path: string;
  message: string;
}

/** "Password must be at least 8 characters" stays; "Invalid input: ..." gets its field in front. */
function describe(issue: Issue): string {
  const field = issue.path.split('.').pop() ?? '';
  if (!field || issue.message.toLowerCase().includes(field.toLowerCase())) return issue.message;
  return `${field}: ${issue.message}`;
}

export const DATABASE_UNAVAILABLE_MESSAGE = 'The service is briefly unavailable. Please try again in a moment.';

async function errors(app: FastifyInstance) {
  // Before validation: JSON bodies, query strings and route parameters (multipart is checked where
  // it is read, lib/multipart.ts). A NUL would otherwise become a database error.
  app.addHook('preValidation', async (request) => {
    refuseNul(request.body, request.query, request.params);
  });

  app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const context = (error as FastifyError).validationContext ?? 'body';
      const issues: Issue[] = error.validation.map((item) => ({
        path: [context, ...item.instancePath.split('/').filter(Boolean)].join('.'),
        message: item.message ?? 'is invalid',
      }));
      const first = issues[0];
      return reply.code(400).send({ message: first ? describe(first) : 'Invalid request', issues });
    }

    if (error instanceof HttpError) {
      if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
      // Busy answers (a full upload gate or engine queue) say when to come back.
      if (error.statusCode === 503 || error.extra.code === 'TOO_MANY_UPLOADS') reply.header('retry-after', '5');
      return reply.code(error.statusCode).send({ ...error.extra, message: error.message });
    }

    // The engine's own errors (bad input, a full queue, a timeout): written for the user.
    if (isResumeParseError(error)) {
      if (error.httpStatus === 503 || error.code === 'TOO_MANY_AT_ONCE') reply.header('retry-after', '5');
      request.log.info({ code: error.code }, error.message);
      return reply.code(error.httpStatus).send({
        message: error.message,
        code: error.code,
        ...(error.httpStatus === 429 ? { needsPayment: false } : {}),
      });
    }

    // The client left before its answer was ready (the engine dropped its job): nobody reads this.
    if (error.name === 'AbortError') {
      request.log.info('client left before the answer was ready');
      return reply.code(400).send({ message: 'The request was cancelled.' });
    }

    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.code(500).send({ message: 'Internal server error' });
    }

    const statusCode = 'statusCode' in error && typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type, 429): their
      // messages are written for clients.
      request.log.info({ statusCode, code: (error as FastifyError).code }, error.message);
      return reply.code(statusCode).send({ message: error.message || 'Bad request' });
    }

    if (isDatabaseUnavailable(error)) {
      request.log.error({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5').send({ message: DATABASE_UNAVAILABLE_MESSAGE });
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ message: 'Internal server error' });
  });
}

export default fp(errors, { name: 'errors' });
