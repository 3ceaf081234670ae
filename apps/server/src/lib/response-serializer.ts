import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Serialize = (data: unknown) => string;

/** zod marks objects closed only in the output direction; that is not a difference in values. */
function withoutClosedObjects(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutClosedObjects);
  if (!value || typeof value !== 'object') return value;
  const entries = Object.entries(value).filter(([key, inner]) => !(key === 'additionalProperties' && inner === false));
  return Object.fromEntries(entries.map(([key, inner]) => [key, withoutClosedObjects(inner)]));
}

/**
 * The JSON Schema of a zod response schema when fast-json-stringify can write exactly what zod's
 * encode would: no transforms, codecs, defaults or other input/output differences (the two
 * directions convert to the same schema), and no references. Otherwise undefined.
 */
export function plainJsonSchemaOf(schema: z.ZodType): Record<string, unknown> | undefined {
  try {
    const options = { unrepresentable: 'throw', cycles: 'throw', reused: 'inline' } as const;
    const output = z.toJSONSchema(schema, { ...options, io: 'output' });
    const input = z.toJSONSchema(schema, { ...options, io: 'input' });
    if (
      !isDeepStrictEqual(withoutClosedObjects(output), withoutClosedObjects(input)) ||
      JSON.stringify(output).includes('"$ref"')
    )
      return undefined;
    return output as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/**
 * Response serializer: fast-json-stringify (Fastify's own serializer) compiled from the zod
 * schema, which writes only the declared properties just as zod's strip does, at a fraction of
 * the cost of validating every answer with zod first; zod's serializer for schemas that have no
 * exact JSON Schema. Compiled on a route's first answer, so starting the app stays fast.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = (routeSchema) => {
  let serialize: Serialize | undefined;
  return (data) => {
    if (!serialize) {
      const jsonSchema = routeSchema.schema instanceof z.ZodType ? plainJsonSchemaOf(routeSchema.schema) : undefined;
      serialize = jsonSchema ? (fastJson(jsonSchema) as Serialize) : (zodSerializerCompiler(routeSchema as never) as Serialize);
    }
    return serialize(data);
  };
};
