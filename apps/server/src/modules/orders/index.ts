// The sales-orders module's public face: what other modules use.
export { planTakes, rowsInStrategyOrder } from './allocation-plan';
export { allocateOrder, lineRule } from './allocate-order';
export { createPickingListIn } from './create-order-picking-list';
export { ORDER_SOURCE, lockOrder, pickedByLine, reservationsOfOrders, type ReservationView } from './order-reads.repository';
export { candidateRows } from './order-stock.repository';
export { editOrder, insertOrder } from './write-orders';
export { ordersLoseReservations } from './displaced-reservations';
