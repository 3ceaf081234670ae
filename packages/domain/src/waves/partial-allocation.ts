// An order that enters a wave with only part of its units reserved (stock ran short) still
// goes in with that part; the wave's result and its detail say so, order by order.

export interface OrderAllocation {
  order_number: string;
  requested: number;
  allocated: number;
}

export function isPartlyAllocated(order: { requested: number; allocated: number }): boolean {
  return order.allocated < order.requested;
}

/** 'ORD-000003: asignadas 84 de 99 unidades; faltan 15 sin stock disponible'. */
export function partialAllocationWarning(order: OrderAllocation): string {
  const missing = order.requested - order.allocated;
  return `${order.order_number}: asignadas ${order.allocated} de ${order.requested} unidades; faltan ${missing} sin stock disponible`;
}
