import { serializerCompiler as zodSerializerCompiler } from '@fastify/type-provider-zod';
import { ResumeUploadResultSchema, ScanLimitErrorSchema } from '@resumebeat/shared-contract';
import { z } from 'zod';
import { compiledSerializerCompiler, simplifyForSerializer } from '../../src/lib/compiled-serializer';

const route = (schema: z.ZodType, httpStatus: string) => ({
  schema,
  method: 'POST',
  url: '/api/resume/upload',
  httpStatus,
});
const zodWritten = (schema: z.ZodType, httpStatus: string, data: unknown) =>
  zodSerializerCompiler(route(schema, httpStatus) as Parameters<typeof zodSerializerCompiler>[0])(data);

const upload = {
  content: 'JOHN DOE\r\n"Senior" engineer \u2028 café — ☕',
  aiAnalysis: { score: 71.5, analysis: '<p>Good</p>', optimizedResume: null, notInTheSchema: true },
  remainingScans: -1,
  hasPaidMembership: false,
  resumeContent: 'x'.repeat(5000),
  scoreComponents: [
    { id: 'parseability', label: 'Parseability', score: 9, max: 10, evidence: ['read'], suggestions: [], internal: 1 },
  ],
  keywords: null,
  scoringVersion: '3',
  scanTicket: 'st1.abc.123.sig',
};

describe('compiled response serializer', () => {
  it.each([
    ['an anonymous scan', upload],
    [
      'a stored scan for a job',
      {
        ...upload,
        id: '9b2e7c4a-1d2f-4c6e-8a9b-0c1d2e3f4a5b',
        jobDescription: 'Java',
        jobTitle: 'Developer',
        companyName: 'Acme',
        keywords: {
          matched: [{ keyword: 'java', match: 'exact', found: 'Java', importance: 'required', extra: 'x' }],
          missing: [{ keyword: 'kubernetes', importance: 'preferred' }],
          matchRate: 50,
        },
      },
    ],
    [
      'a numeric id, an optimized resume, no breakdown',
      {
        ...upload,
        id: 7,
        aiAnalysis: { score: 1, analysis: 'a', optimizedResume: 'better' },
        keywords: undefined,
        scoreComponents: undefined,
      },
    ],
    ['fields a newer server adds', { ...upload, somethingNew: { nested: [1, 2] } }],
  ])('writes the same JSON as the zod serializer: %s', (_name, data) => {
    const compiled = compiledSerializerCompiler(route(ResumeUploadResultSchema, '200'))(data);
    expect(JSON.parse(compiled)).toEqual(JSON.parse(zodWritten(ResumeUploadResultSchema, '200', data)));
  });

  it('leaves error answers to the zod serializer, which checks them', () => {
    const serialize = compiledSerializerCompiler(route(ScanLimitErrorSchema, '429'));
    expect(JSON.parse(serialize({ message: 'No scans left', needsPayment: true, code: 'X' }))).toEqual({
      message: 'No scans left',
      needsPayment: true,
    });
    expect(() => serialize({ message: 'No scans left' })).toThrow();
  });

  it('falls back to zod for a schema JSON Schema cannot state', () => {
    const schema = z.object({ at: z.date() });
    const serialize = compiledSerializerCompiler(route(schema, '200'));
    expect(serialize({ at: new Date(0) })).toBe(zodWritten(schema, '200', { at: new Date(0) }));
  });

  it('turns nullable and plain unions into lists of types', () => {
    expect(simplifyForSerializer({ anyOf: [{ type: 'string' }, { type: 'null' }] })).toEqual({
      type: ['string', 'null'],
    });
    expect(simplifyForSerializer({ anyOf: [{ type: 'string' }, { type: 'number' }] })).toEqual({
      type: ['string', 'number'],
    });
    expect(
      simplifyForSerializer({ anyOf: [{ type: 'object', properties: { a: { type: 'string' } } }, { type: 'null' }] }),
    ).toEqual({
      type: ['object', 'null'],
      properties: { a: { type: 'string' } },
    });
    const mixed = { anyOf: [{ type: 'object' }, { type: 'array' }, { type: 'null' }] };
    expect(simplifyForSerializer(mixed)).toEqual({ type: ['object', 'array', 'null'] });
    const kept = {
      anyOf: [
        { type: 'object', properties: {} },
        { type: 'array', items: {} },
      ],
    };
    expect(simplifyForSerializer(kept)).toEqual(kept);
  });
});
