// The calls that work on resume text the browser sends back: they need the scan ticket of a
// counted scan, from who made it and for the text it read (rescore: or an optimized text answered
// for it), and use that scan's allowance (no new scan is consumed); a call that asks a paid AI
// provider also counts against the caller's day (docs/decisions/025). The score comes from the
// engine, the text from the AI layer. Limited per IP (RESUME_AI_RATE_LIMIT_PER_MINUTE).
import type { FastifyPluginAsyncZod } from '@fastify/type-provider-zod';
import type { FastifyRequest } from 'fastify';
import {
  ErrorResponseSchema,
  OPTIMIZE_RESUME_ROUTE,
  OptimizeResponseSchema,
  RESCORE_RESUME_ROUTE,
  RescoreResponseSchema,
  type ResumeTextPayload,
  ResumeTextPayloadSchema,
  STREAM_ANALYSIS_ROUTE,
  STREAM_OPTIMIZE_ROUTE,
} from '@resumebeat/shared-contract';
import { z } from 'zod';
import { type ServerSentEvent, sendEventStream } from '../../lib/event-stream';
import { authErrorResponses } from '../common-responses';
import { clientAddressKey } from '../../lib/client-address';
import { recordOptimizedScore } from '../../plugins/app/analytics';
import { engineContext, type ScanTextUse } from '../../plugins/app/resumes';
import { textDigest } from '../../lib/scan-tickets';
import { clientSignal, scanSubject } from './common';

const EventStreamSchema = z.string().meta({ description: 'text/event-stream' });
/**
 * 403 without a genuine, unexpired scan ticket of the caller's for the text sent; 429 once the
 * scan's allowance, or the caller's AI calls for the day, are used.
 */
const scanTicketResponses = { 403: ErrorResponseSchema, 429: ErrorResponseSchema };

const textRoutes: FastifyPluginAsyncZod = async (app) => {
  const rateLimit = { max: app.config.rateLimits.resumeAiPerMinute, timeWindow: '1 minute' };
  /** The ticket checked and the call counted: `aiCalls` paid-provider calls, `text` what may be sent. */
  const spendTicket = (request: FastifyRequest & { body: ResumeTextPayload }, text: ScanTextUse, aiCalls: number) =>
    app.resumes.useScanTicket(request.body.scanTicket, {
      subject: scanSubject(request),
      content: request.body.content,
      text,
      aiCalls,
    });

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
      const scan = await spendTicket(request, 'scanned', 1);
      const signal = clientSignal(reply);
      const input = await app.resumes.textInput(request.body, engineContext(request.ip, signal));
      const optimizedResume = await app.ai.optimize(input, signal, { client: clientAddressKey(request.ip) });
      await app.resumes.rememberOptimized(scan.scanEventId, optimizedResume);
      return { optimizedResume };
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
      const scan = await spendTicket(request, 'scanned-or-derived', 0);
      const { score } = (
        await app.resumes.textInput(request.body, engineContext(request.ip, clientSignal(reply)), { weave: true })
      ).score;
      // An optimized text answered for the scan (not the scan's own): its owner's 'after' on the analytics dashboard.
      // Best effort: the score is answered even if it could not be kept.
      if (textDigest(request.body.content) !== scan.text) {
        await recordOptimizedScore(app.db, scan, score).catch((error: unknown) =>
          request.log.warn({ err: error }, "the optimized resume's score could not be kept"),
        );
      }
      return { score };
    },
  });

  app.route({
    method: STREAM_ANALYSIS_ROUTE.method,
    url: STREAM_ANALYSIS_ROUTE.path,
    schema: {
      tags: ['resume'],
      summary: "Feedback as server-sent events: 'delta' (HTML to append), then 'final' (JSON { score })",
      description:
        "text/event-stream. Multi-line data is sent as several `data:` lines. The score is always the engine's. No scan.",
      body: ResumeTextPayloadSchema,
      produces: ['text/event-stream'],
      response: { 200: EventStreamSchema, ...authErrorResponses, ...scanTicketResponses },
    },
    config: { rateLimit },
    onRequest: [app.authenticateOptional],
    handler: async (request, reply) => {
      await spendTicket(request, 'scanned', 1);
      const input = await app.resumes.textInput(request.body, engineContext(request.ip, clientSignal(reply)));
      const call = { client: clientAddressKey(request.ip) };
      await sendEventStream(request, reply, async function* (signal): AsyncGenerator<ServerSentEvent> {
        for await (const html of app.ai.streamAnalysis(input, signal, call)) yield { event: 'delta', data: html };
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
      const scan = await spendTicket(request, 'scanned', 1);
      const input = await app.resumes.textInput(request.body, engineContext(request.ip, clientSignal(reply)));
      const call = { client: clientAddressKey(request.ip) };
      await sendEventStream(request, reply, async function* (signal): AsyncGenerator<ServerSentEvent> {
        let optimized = '';
        for await (const text of app.ai.streamOptimize(input, signal, call)) {
          optimized += text;
          yield { event: 'delta', data: text };
        }
        // Kept before the stream ends, so the rescore the page sends next finds it.
        if (!signal.aborted) {
          await app.resumes.rememberOptimized(scan.scanEventId, optimized).catch((error: unknown) => {
            request.log.warn({ err: error }, 'the optimized text could not be kept for its rescore');
          });
        }
      });
    },
  });
};

export default textRoutes;
