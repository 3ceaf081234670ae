import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { plainJsonSchemaOf, responseSerializerCompiler } from './response-serializer';

function compile(schema: z.ZodType) {
  return responseSerializerCompiler({ schema, method: 'GET', url: '/api/x', httpStatus: '200' });
}

const user = z.object({ id: z.number().int(), name: z.string().nullable(), role: z.enum(['admin', 'operator']) });

describe('plainJsonSchemaOf', () => {
  it('converts a plain response schema', () => {
    expect(plainJsonSchemaOf(z.object({ data: user }))).toMatchObject({ type: 'object', required: ['data'] });
  });

  it('refuses schemas whose output differs from their input: defaults, transforms, codecs', () => {
    expect(plainJsonSchemaOf(z.object({ page: z.number().default(1) }))).toBeUndefined();
    expect(plainJsonSchemaOf(z.object({ flag: z.string().transform((v) => v === '1') }))).toBeUndefined();
    expect(
      plainJsonSchemaOf(z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() })),
    ).toBeUndefined();
  });
});

describe('responseSerializerCompiler', () => {
  it('writes only the declared properties, like zod strip: a stray field never leaks', () => {
    const serialize = compile(z.object({ data: user }));
    const row = { id: 1, name: null, role: 'admin', password_hash: 'scrypt$secret' };
    expect(JSON.parse(serialize({ data: row }))).toEqual({ data: { id: 1, name: null, role: 'admin' } });
  });

  it('gives the same JSON as zod for nested arrays, nullables and records', () => {
    const schema = z.object({
      items: z.array(z.object({ sku: z.string(), qty: z.number(), lot: z.string().nullable() })),
      totals: z.record(z.string(), z.number()),
    });
    const value = { items: [{ sku: 'INS-0013', qty: 2.5, lot: null }], totals: { RECEPTION: 3, DISPATCH: 1 } };
    expect(compile(schema)(value)).toBe(JSON.stringify(value));
  });

  it('fails loudly when a required field is missing instead of answering half a body', () => {
    expect(() => compile(z.object({ data: user }))({ data: { id: 1, role: 'admin' } })).toThrow();
  });

  it('falls back to zod for a schema with a codec and encodes through it', () => {
    const isoDate = z.codec(z.iso.datetime(), z.date(), { decode: (s) => new Date(s), encode: (d) => d.toISOString() });
    const serialize = compile(z.object({ at: isoDate }));
    expect(JSON.parse(serialize({ at: new Date('2026-11-21T03:00:00Z') }))).toEqual({ at: '2026-11-21T03:00:00.000Z' });
  });
});
