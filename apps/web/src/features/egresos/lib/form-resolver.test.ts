import { describe, expect, it } from 'vitest';
import { egresoFormResolver } from './form-resolver';
import type { EgresoFormValues, EgresoLine } from './lines';

const options = { fields: {}, shouldUseNativeValidation: false } as never;

const line = {
  product_id: 11,
  product_name: 'Aguja 23G',
  product_sku: 'INS-0011',
  quantity: 2,
  lot_number: 'L1',
  expiry_date: '2027-07-30',
  serial_number: null,
  strategy_compliant: true,
  strategy_warning: null,
  suggested_product: null,
  meta: { available: 27, boxSize: 100, ignored: false },
} as unknown as EgresoLine;

describe('Nueva Salida validation', () => {
  it("shows the spec's messages for a missing area and no products", async () => {
    const values: EgresoFormValues = { order_number: 'EGR-1', area_servicio: '', strategy: 'fefo', notes: '', items: [] };
    const result = await egresoFormResolver(values, undefined, options);
    expect(result.errors.area_servicio?.message).toBe('Área o Servicio es requerido');
    expect(result.errors.items?.message ?? result.errors.items?.root?.message).toBe('Debe agregar al menos un producto');
  });

  it('checks each line and submits the schema output without the UI meta', async () => {
    const bad = await egresoFormResolver(
      { order_number: '', area_servicio: 'PABELLON', strategy: 'fefo', notes: '', items: [{ ...line, quantity: 0 }] },
      undefined,
      options,
    );
    expect(bad.errors.items?.[0]?.quantity?.message).toBe('La cantidad debe ser mayor a 0');
    const good = await egresoFormResolver(
      { order_number: ' EGR-9 ', area_servicio: 'PABELLON', strategy: 'fifo', notes: '', items: [line] },
      undefined,
      options,
    );
    expect(good.errors).toEqual({});
    expect(good.values).toMatchObject({
      order_number: 'EGR-9',
      area_servicio: 'PABELLON',
      strategy: 'fifo',
      items: [{ product_id: 11, quantity: 2, lot_number: 'L1' }],
    });
    expect((good.values as { items: object[] }).items[0]).not.toHaveProperty('meta');
  });
});
