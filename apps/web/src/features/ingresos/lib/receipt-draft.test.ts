import { describe, expect, it } from 'vitest';
import { receiptDraftForm } from './receipt-draft';

describe('receiptDraftForm', () => {
  it('fills the ingreso with the order, supplier and open lines at their expected cost', () => {
    const product = {
      id: 7,
      sku: 'INS-0007',
      barcode: null,
      name: 'Gasa',
      category: 'Insumos',
      cantidad_x_caja: 1,
      status: 'Activo' as const,
      es_dm_priorizado: false,
      tipo_dm: null,
      requiere_registro_sanitario: false,
      // Carried to the receipt's line, which then asks a serial per unit.
      requiere_serie: true,
    };
    const form = receiptDraftForm({
      purchase_order_id: 3,
      order_number: 'OC-000003',
      reference: 'OC-000003-1',
      supplier_id: 2,
      supplier: 'Medisur',
      items: [{ product_id: 7, product, quantity: 5, unit_cost: 1200 }],
    });
    expect(form.values).toMatchObject({
      order_number: 'OC-000003-1',
      supplier: 'Medisur',
      supplier_id: 2,
      purchase_order_id: 3,
      items: [{ product_id: 7, quantity: 5, unit_cost: 1200 }],
    });
    expect(form.products).toEqual([product]);
    expect(form.label).toBe('Recepción de la orden de compra OC-000003 (Medisur): 1 línea abierta');
  });
});
