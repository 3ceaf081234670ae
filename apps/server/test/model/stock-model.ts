/**
 * What stock should be after a sequence of operations, kept by the model-based test apart from the
 * application: per product and lot the units on hand, reserved for orders and held by a recall,
 * and per order its status and the units it holds of each lot. Issues and allocations take by
 * FEFO (each lot of the test has its own expiry), the same greedy order whatever the locations.
 * Where the units of a lot sit is the application's business; only operations on one row (a
 * movement, an adjustment, a count) read that row before they run.
 */

export const LOTS = ['A', 'B', 'C'] as const;
export type Lot = (typeof LOTS)[number];
/** Each lot's expiry: A first, C last, all years ahead (nothing of the test is expired). */
export const EXPIRY: Record<Lot, string> = { A: '2030-01-31', B: '2031-01-31', C: '2032-01-31' };

export interface LotState {
  onHand: number;
  reserved: number;
  held: number;
  recalled: boolean;
  /** The open recall of the lot. */
  recallId?: number;
}

export type OrderStatus = 'pending' | 'assigned' | 'picked' | 'consolidated' | 'assigned_to_dock' | 'shipped' | 'cancelled';

export interface OrderState {
  id: number;
  product: number;
  quantity: number;
  status: OrderStatus;
  byLot: Record<Lot, number>;
  /** The units it picked of each lot (a recalled lot among them stops its shipment). */
  picked?: Record<Lot, number>;
  /**
   * Recalled units it had picked came back to the warehouse (the order went back to pending): what
   * the line then asks again is the application's, so no further command takes the order.
   */
  retrieved?: boolean;
}

/** A consolidation of the run: its orders (an order that leaves it is taken out) and whether it is on the run's dock. */
export interface ConsolidationState {
  id: number;
  orders: OrderState[];
  docked: boolean;
}

export const noLots = (): Record<Lot, number> => ({ A: 0, B: 0, C: 0 });

export class StockModel {
  readonly lots: LotState[][];
  readonly orders: OrderState[] = [];
  readonly consolidations: ConsolidationState[] = [];
  readonly devices = new DeviceModel();

  constructor(readonly productCount: number) {
    this.lots = Array.from({ length: productCount }, () =>
      LOTS.map(() => ({ onHand: 0, reserved: 0, held: 0, recalled: false })),
    );
  }

  lot(product: number, lot: Lot): LotState {
    return this.lots[product]![LOTS.indexOf(lot)]!;
  }

  free(product: number, lot?: Lot): number {
    const lots = lot ? [this.lot(product, lot)] : this.lots[product]!;
    return lots.reduce((sum, s) => sum + s.onHand - s.reserved - s.held, 0);
  }

  onHand(product: number): number {
    return this.lots[product]!.reduce((sum, s) => sum + s.onHand, 0);
  }

  /** Free units by FEFO up to `quantity`: what each lot gives. */
  fefo(product: number, quantity: number): Record<Lot, number> {
    const taken = noLots();
    let left = quantity;
    for (const lot of LOTS) {
      const give = Math.min(left, this.free(product, lot));
      taken[lot] = give;
      left -= give;
    }
    return taken;
  }

  receive(product: number, lot: Lot, quantity: number): void {
    this.lot(product, lot).onHand += quantity;
  }

  /** An issue of `quantity` free units by FEFO; false (nothing changes) when there are fewer. */
  issue(product: number, quantity: number): boolean {
    if (this.free(product) < quantity) return false;
    const taken = this.fefo(product, quantity);
    for (const lot of LOTS) this.lot(product, lot).onHand -= taken[lot];
    return true;
  }

  /** Allocation of what an order still lacks, as far as free units go; the order's new status. */
  allocate(order: OrderState): OrderStatus {
    const carried = LOTS.reduce((sum, lot) => sum + order.byLot[lot], 0);
    const taken = this.fefo(order.product, order.quantity - carried);
    for (const lot of LOTS) {
      this.lot(order.product, lot).reserved += taken[lot];
      order.byLot[lot] += taken[lot];
    }
    order.status = LOTS.reduce((sum, lot) => sum + order.byLot[lot], 0) >= order.quantity ? 'assigned' : 'pending';
    return order.status;
  }

  /** Frees an order's reservations (release, or cancel with `status` 'cancelled'). */
  release(order: OrderState, status: OrderStatus): void {
    for (const lot of LOTS) {
      this.lot(order.product, lot).reserved -= order.byLot[lot];
      order.byLot[lot] = 0;
    }
    order.status = status;
  }

  /** The whole order picked: its reserved units leave stock. */
  pick(order: OrderState): void {
    order.picked = { ...order.byLot };
    for (const lot of LOTS) {
      const state = this.lot(order.product, lot);
      state.reserved -= order.byLot[lot];
      state.onHand -= order.byLot[lot];
      order.byLot[lot] = 0;
    }
    order.status = 'picked';
  }

  /** An order picked ships unless it carries units of a recalled lot (they must come back first). */
  canShip(order: OrderState): boolean {
    return LOTS.every((lot) => !(order.picked?.[lot] ?? 0) || !this.lot(order.product, lot).recalled);
  }

  /**
   * The recalled units an order picked of one lot come back into stock held by the recall; the
   * order goes back to pending and leaves its consolidation (and dock).
   */
  retrieve(order: OrderState, lot: Lot): void {
    const state = this.lot(order.product, lot);
    state.onHand += order.picked![lot];
    state.held += order.picked![lot];
    order.picked![lot] = 0;
    order.status = 'pending';
    order.retrieved = true;
    for (const consolidation of this.consolidations) {
      const at = consolidation.orders.indexOf(order);
      if (at >= 0) consolidation.orders.splice(at, 1);
    }
    const emptied = this.consolidations.findIndex((c) => c.orders.length === 0);
    if (emptied >= 0) this.consolidations.splice(emptied, 1);
  }

  /** A row's count changed by `delta` (an adjustment or a count). */
  adjust(product: number, lot: Lot, delta: number): void {
    this.lot(product, lot).onHand += delta;
  }

  /**
   * A recall of one lot holds every unit of it in stock: reservations on them are displaced, and
   * an order that loses units goes back to pending allocation.
   */
  recall(product: number, lot: Lot): void {
    const state = this.lot(product, lot);
    for (const order of this.orders) {
      if (order.product !== product || order.byLot[lot] === 0) continue;
      state.reserved -= order.byLot[lot];
      order.byLot[lot] = 0;
      if (order.status === 'assigned') order.status = 'pending';
    }
    state.held = state.onHand;
    state.recalled = true;
  }
}

/**
 * A serialised medical device of the run (one unit per serial, lot A): where it is, as the model
 * sees it. 'free' in the warehouse, 'ordered' reserved for an order, 'transit' reserved by a
 * pending transfer to a clinical service, 'service' received there, 'implanted' in a patient
 * (out of stock), 'quarantine' held where it was (`atService` says where), 'gone' explanted and
 * destroyed (out of stock for good).
 */
export type DeviceState = 'free' | 'ordered' | 'transit' | 'service' | 'implanted' | 'quarantine' | 'gone';

export interface DeviceUnit {
  serial: string;
  state: DeviceState;
  atService: boolean;
  /** The order that reserved it, or the pending transfer. */
  orderId?: number;
  transferId?: number;
}

export class DeviceModel {
  readonly units: DeviceUnit[] = [];
  readonly orders: OrderState[] = [];

  /** What stock holds of the device product: on hand (not implanted), reserved, held. */
  totals(): { onHand: number; reserved: number; held: number } {
    const inStock = this.units.filter((u) => u.state !== 'implanted' && u.state !== 'gone');
    return {
      onHand: inStock.length,
      reserved: inStock.filter((u) => u.state === 'ordered' || u.state === 'transit').length,
      held: inStock.filter((u) => u.state === 'quarantine').length,
    };
  }

  /** The n-th unit in one of `states`. */
  pick(index: number, states: readonly DeviceState[]): DeviceUnit | undefined {
    const some = this.units.filter((u) => states.includes(u.state));
    return some.length ? some[index % some.length] : undefined;
  }

  /** A quarantine holds the unit; an order that had it loses it and goes back to pending allocation. */
  quarantine(unit: DeviceUnit): void {
    if (unit.state === 'ordered') {
      const order = this.orders.find((o) => o.id === unit.orderId)!;
      order.byLot.A = 0;
      if (order.status === 'assigned') order.status = 'pending';
    }
    unit.state = 'quarantine';
    delete unit.orderId;
  }
}
