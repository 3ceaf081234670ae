import type { IngresoFormInput, ReceiptDraft } from '@bodega/domain';
import type { Product } from '../api/types';
import { emptyLine } from './scan-lines';

/** The 'Nuevo Ingreso' values of a purchase order's open lines: supplier, link, quantities and costs. */
export function receiptDraftForm(draft: ReceiptDraft): { values: Partial<IngresoFormInput>; products: Product[]; label: string } {
  return {
    values: {
      order_number: draft.reference,
      supplier: draft.supplier,
      supplier_id: draft.supplier_id,
      purchase_order_id: draft.purchase_order_id,
      items: draft.items.map((item) => ({
        ...emptyLine(),
        product_id: item.product_id,
        quantity: item.quantity,
        unit_cost: item.unit_cost == null ? null : Math.round(item.unit_cost),
      })),
    },
    products: draft.items.map((item) => item.product),
    label: `Recepción de la orden de compra ${draft.order_number} (${draft.supplier}): ${draft.items.length} ${draft.items.length === 1 ? 'línea abierta' : 'líneas abiertas'}`,
  };
}
