interface ConsolidatedOrder {
  customer_name: string;
  shipping_address: string | null;
  shipping_city: string | null;
}

const normalised = (text: string | null) => (text ?? '').trim().toLocaleLowerCase('es-CL').replace(/\s+/g, ' ');

/**
 * What a consolidation would mix: a consolidation travels as one shipment to one place, so orders
 * of more than one customer or address ask the user to confirm. Null when the orders agree.
 */
export function consolidationMixWarning(orders: readonly ConsolidatedOrder[]): string | null {
  const customers = new Set(orders.map((order) => normalised(order.customer_name)));
  const addresses = new Set(orders.map((order) => `${normalised(order.shipping_address)}|${normalised(order.shipping_city)}`));
  const parts = [
    customers.size > 1 ? `${customers.size} clientes distintos` : null,
    addresses.size > 1 ? `${addresses.size} direcciones de envío distintas` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return `Las órdenes seleccionadas tienen ${parts.join(' y ')}: una consolidación viaja como un solo envío a un destino.`;
}

export const CONSOLIDATION_MIX_CONFIRM = 'Confirmo consolidar órdenes de distintos clientes o direcciones';
