import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productLinesResolver } from './product-line-criteria';

const schema = z.object({
  lines: z
    .array(z.object({ product_id: z.number({ error: 'Producto es requerido' }), quantity: z.number() }))
    .min(1, 'Debe agregar al menos un producto'),
});
type Values = { lines: Array<{ product_id?: number; quantity: number }> };
const resolver = productLinesResolver<Values, typeof schema>(schema, (values) => values, 'lines');
const run = (values: Values) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false, criteriaMode: 'firstError' });

describe('productLinesResolver', () => {
  it('does not throw when the list itself is refused (its error is an object, not an array)', async () => {
    const result = await run({ lines: [] });
    expect((result.errors as Record<string, { message?: string }>)['lines']?.message).toBe('Debe agregar al menos un producto');
  });

  it("shows a line's product_id error on the line's product field", async () => {
    const result = await run({ lines: [{ quantity: 1 }] });
    const lines = (result.errors as unknown as { lines: Array<{ product?: { message: string } }> }).lines;
    expect(lines[0]?.product?.message).toBe('Producto es requerido');
  });
});
