import { describe, expect, it } from 'vitest';
import {
  canEditPurchaseOrder,
  canSetPurchaseOrderStatus,
  lowStockPurchaseOrderSchema,
  PURCHASE_ORDER_STATUSES,
  purchaseOrderListQuerySchema,
  purchaseOrderUpdateSchema,
  statusAfterReceipt,
  supplierSchema,
} from './purchasing.schema';
import { analyticsQuerySchema, rotationQuerySchema } from './analytics.schema';

describe('supplierSchema', () => {
  it('accepts a RUT with a right mod-11 check digit', () => {
    expect(supplierSchema.parse({ name: 'Medisur', rut: '76.086.428-5' }).rut).toBe('76.086.428-5');
  });
  it('refuses a wrong check digit and a missing RUT', () => {
    const wrong = supplierSchema.safeParse({ name: 'Medisur', rut: '76.086.428-4' });
    expect(wrong.success).toBe(false);
    expect(wrong.error?.issues[0]?.message).toBe('RUT inválido');
    expect(supplierSchema.safeParse({ name: 'Medisur', rut: '' }).error?.issues[0]?.message).toBe('RUT es requerido');
  });
});

describe('purchase orders', () => {
  it('the low-stock dialog needs a quantity and a supplier id', () => {
    const result = lowStockPurchaseOrderSchema.safeParse({ product_id: 1 });
    expect(result.error?.issues.map((i) => i.message)).toEqual(['La cantidad es requerida', 'El proveedor es requerido']);
    expect(lowStockPurchaseOrderSchema.safeParse({ product_id: 1, quantity: 2.5, supplier: 1 }).success).toBe(false);
  });
  it('status after a receipt', () => {
    expect(
      statusAfterReceipt([
        { quantity: 10, received_quantity: 10 },
        { quantity: 5, received_quantity: 6 },
      ]),
    ).toBe('recibida');
    expect(
      statusAfterReceipt([
        { quantity: 10, received_quantity: 4 },
        { quantity: 5, received_quantity: 0 },
      ]),
    ).toBe('recibida_parcial');
  });
  it('manual transitions', () => {
    expect(canSetPurchaseOrderStatus('borrador', 'enviada')).toBe(true);
    expect(canSetPurchaseOrderStatus('recibida', 'cancelada')).toBe(false);
    expect(canSetPurchaseOrderStatus('enviada', 'recibida')).toBe(false);
  });
});

describe('analytics queries', () => {
  it('defaults to the last 30 days and refuses unknown ranges', () => {
    expect(analyticsQuerySchema.parse({})).toEqual({ time_range: 'last_30_days' });
    expect(analyticsQuerySchema.safeParse({ time_range: 'ayer' }).success).toBe(false);
    expect(analyticsQuerySchema.safeParse({ warehouse_id: '0x1' }).success).toBe(false);
  });
  it('rotation days are 30, 60 or 90', () => {
    expect(rotationQuerySchema.parse({ days: '60' }).days).toBe(60);
    expect(rotationQuerySchema.safeParse({ days: '45' }).success).toBe(false);
  });
});

describe('editing a purchase order', () => {
  it('only a draft can be edited', () => {
    expect(PURCHASE_ORDER_STATUSES.filter(canEditPurchaseOrder)).toEqual(['borrador']);
  });
  it('the edit body takes supplier, notes and lines but no status', () => {
    const lines = [{ product_id: 1, quantity: 2, expected_cost: 100 }];
    expect(purchaseOrderUpdateSchema.safeParse({ supplier_id: 1, lines }).success).toBe(true);
    expect(purchaseOrderUpdateSchema.safeParse({ supplier_id: 1, status: 'enviada', lines }).success).toBe(false);
    expect(purchaseOrderUpdateSchema.safeParse({ supplier_id: 1, lines: [] }).success).toBe(false);
    expect(purchaseOrderUpdateSchema.safeParse({ supplier_id: 1, lines: [{ product_id: 1, quantity: 2.5 }] }).success).toBe(
      false,
    );
    expect(
      purchaseOrderUpdateSchema.safeParse({ supplier_id: 1, lines: [{ product_id: 1, quantity: 2, expected_cost: 1.5 }] })
        .success,
    ).toBe(false);
  });
  it('the list query reads empty filters as none', () => {
    expect(purchaseOrderListQuerySchema.parse({ status: '', search: '', page: '', per_page: '' })).toEqual({
      page: 1,
      per_page: 10,
    });
    expect(purchaseOrderListQuerySchema.safeParse({ status: 'otra' }).success).toBe(false);
  });
});
