// The calls that work on resume text the browser sends back: they need the scan ticket of a
// counted scan and use that scan's allowance (no new scan is consumed); the score comes from the
// engine, the text from the AI layer. Limited per IP (RESUME_AI_RATE_LIMIT_PER_MINUTE).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import {
  ErrorResponseSchema,
  OPTIMIZE_RESUME_ROUTE,
  OptimizeResponseSchema,
  RESCORE_RESUME_ROUTE,
  RescoreResponseSchema,
  ResumeTextPayloadSchema,
  STREAM_ANALYSIS_ROUTE,
  STREAM_OPTIMIZE_ROUTE,
} from '@resumebeat/shared-contract';
import { z } from 'zod';
import { type ServerSentEvent, sendEventStream } from '../../lib/event-stream';
import { authErrorResponses } from '../common-responses';
import { engineContext } from '../../plugins/app/resumes';
import { clientSignal } from './common';

const EventStreamSchema = z.string().meta({ description: 'text/event-stream' });
/** 403 without a genuine, unexpired scan ticket; 429 once the scan's allowance is used. */
const scanTicketResponses = { 403: ErrorResponseSchema, 429: ErrorResponseSchema };

const textRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.rateLimits.resumeAiPerMinute, timeWindow: '1 minute' };

  app.route({
    method: OPTIMIZE_RESUME_ROUTE.method,
    url: OPTIMIZE_RESUME_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: 'The optimized resume for the text sent (no scan)',
      body: ResumeTextPayloadSchema,
      response: { 200: OptimizeResponseSchema, ...authErrorResponses, ...scanTicketResponses },
    },
    config: { rateLimit },
    onRequest: [app.authenticateOptional],
    handler: async (request, reply) => {
      await app.resumes.useScanTicket(request.body.scanTicket);
      const signal = clientSignal(reply);
      const input = await app.resumes.textInput(request.body, engineContext(request.ip, signal));
      return { optimizedResume: await app.ai.optimize(input, signal) };
    },
  });

  app.route({
    method: RESCORE_RESUME_ROUTE.method,
    url: RESCORE_RESUME_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: "The engine's score of the text sent (no scan)",
      body: ResumeTextPayloadSchema,
      response: { 200: RescoreResponseSchema, ...authErrorResponses, ...scanTicketResponses },
    },
    config: { rateLimit },
    onRequest: [app.authenticateOptional],
    handler: async (request, reply) => {
      await app.resumes.useScanTicket(request.body.scanTicket);
      return { score: (await app.resumes.textInput(request.body, engineContext(request.ip, clientSignal(reply)), { weave: true })).score.score };
    },
  });

  app.route({
    method: STREAM_ANALYSIS_ROUTE.method,
    url: STREAM_ANALYSIS_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: "Feedback as server-sent events: 'delta' (HTML to append), then 'final' (JSON { score })",
      description: 'text/event-stream. Multi-line data is sent as several `data:` lines. The score is always the engine\'s. No scan.',
      body: ResumeTextPayloadSchema,
      produces: ['text/event-stream'],
      response: { 200: EventStreamSchema, ...authErrorResponses, ...scanTicketResponses },
    },
    config: { rateLimit },
    onRequest: [app.authenticateOptional],
    handler: async (request, reply) => {
      await app.resumes.useScanTicket(request.body.scanTicket);
      const input = await app.resumes.textInput(request.body, engineContext(request.ip, clientSignal(reply)));
      await sendEventStream(request, reply, async function* (signal): AsyncGenerator<ServerSentEvent> {
        for await (const html of app.ai.streamAnalysis(input, signal)) yield { event: 'delta', data: html };
        yield { event: 'final', data: JSON.stringify({ score: input.score.score }) };
      });
    },
  });

  app.route({
    method: STREAM_OPTIMIZE_ROUTE.method,
    url: STREAM_OPTIMIZE_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: "The optimized resume as server-sent 'delta' events of text to append",
      description: 'text/event-stream. Multi-line data is sent as several `data:` lines. No scan.',
      body: ResumeTextPayloadSchema,
      produces: ['text/event-stream'],
      response: { 200: EventStreamSchema, ...authErrorResponses, ...scanTicketResponses },
    },
    config: { rateLimit },
    onRequest: [app.authenticateOptional],
    handler: async (request, reply) => {
      await app.resumes.useScanTicket(request.body.scanTicket);
      const input = await app.resumes.textInput(request.body, engineContext(request.ip, clientSignal(reply)));
      await sendEventStream(request, reply, async function* (signal): AsyncGenerator<ServerSentEvent> {
        for await (const text of app.ai.streamOptimize(input, signal)) yield { event: 'delta', data: text };
      });
    },
  });
};

export default textRoutes;
