// A route's success responses written by a function compiled from their schema (fast-json-stringify,
// what fastify uses by default) instead of a zod encode followed by JSON.stringify. The zod encode
// walks the whole answer and copies it (the upload's: the resume text twice, the feedback, the
// score's components), a share of every upload's time on the event loop. The output is the same
// JSON (required properties first, as fastify's own serializer writes them), unknown properties
// dropped where the schema drops them.
// What the compiled function does not do is check the answer the route built: that is the route's
// typed code. Error responses, and any schema JSON Schema cannot state (transforms, dates), keep
// the zod serializer.
import { serializerCompiler as zodSerializerCompiler } from '@fastify/type-provider-zod';
import fastJson, { type Schema } from 'fast-json-stringify';
import { z } from 'zod';

type JsonSchema = Record<string, unknown>;

const isPlainTypeOnly = (node: unknown): node is { type: string } =>
  typeof node === 'object' &&
  node !== null &&
  Object.keys(node).length === 1 &&
  typeof (node as JsonSchema).type === 'string';

/**
 * zod states `.nullable()` and unions of plain types as `anyOf`, which fast-json-stringify answers
 * by validating the value against each branch. The same as a list of types it answers by `typeof`:
 * `anyOf: [X, { type: 'null' }]` becomes X with 'null' among its types, and an `anyOf` of bare
 * types a list of those types.
 */
export function simplifyForSerializer(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(simplifyForSerializer);
  if (typeof node !== 'object' || node === null) return node;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) out[key] = simplifyForSerializer(value);
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && Object.keys(out).length === 1) {
    if (anyOf.every(isPlainTypeOnly)) return { type: [...new Set(anyOf.map((branch) => branch.type))] };
    const nulls = anyOf.filter((branch) => isPlainTypeOnly(branch) && branch.type === 'null');
    const others = anyOf.filter((branch) => !(isPlainTypeOnly(branch) && branch.type === 'null'));
    const [only] = others;
    if (
      nulls.length > 0 &&
      others.length === 1 &&
      typeof only === 'object' &&
      only !== null &&
      typeof (only as JsonSchema).type === 'string'
    ) {
      return { ...(only as JsonSchema), type: [(only as JsonSchema).type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema of a response as written (zod's output side), every part inline. */
export function responseJsonSchema(schema: z.ZodType): JsonSchema {
  // An empty registry: no part is pulled out by its id into $defs, and no description is carried.
  const json = z.toJSONSchema(schema, {
    target: 'draft-07',
    io: 'output',
    unrepresentable: 'throw',
    metadata: z.registry(),
  }) as JsonSchema;
  delete json.$schema;
  return simplifyForSerializer(json) as JsonSchema;
}

/** What fastify hands a serializer compiler: one response schema of a route. */
interface ResponseSchemaDefinition {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/** Route option `serializerCompiler`: compiled for 2xx answers, zod for the rest. */
export function compiledSerializerCompiler(route: ResponseSchemaDefinition): (data: unknown) => string {
  const status = String(route.httpStatus ?? '');
  if (/^2\d\d$/.test(status) && route.schema instanceof z.ZodType) {
    try {
      const serialize = fastJson(responseJsonSchema(route.schema) as unknown as Schema);
      return (data) => serialize(data);
    } catch {
      // Not expressible as JSON Schema: the zod serializer below.
    }
  }
  return zodSerializerCompiler(route as Parameters<typeof zodSerializerCompiler>[0]);
}
