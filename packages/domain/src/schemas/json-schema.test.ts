import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as schemas from './index';

// The server generates OpenAPI from these schemas; request bodies are described by their input side.
const exported: [string, z.ZodType][] = [];
for (const [name, value] of Object.entries(schemas) as [string, unknown][]) {
  if (value instanceof z.ZodType) exported.push([name, value]);
}

describe('every exported schema is representable in JSON Schema', () => {
  it('finds the schemas', () => {
    expect(exported.length).toBeGreaterThan(40);
  });

  it.each(exported)('%s', (_name, schema) => {
    expect(() => z.toJSONSchema(schema, { io: 'input' })).not.toThrow();
  });
});
