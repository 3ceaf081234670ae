import { santiagoDay } from '@bodega/domain';
import fc from 'fast-check';
import { expect } from 'vitest';
import { api, ModelCommand } from './command-base';
import type { World } from './world';
import { LOTS, type Lot, type OrderState, type StockModel } from './stock-model';

/*
 * The dispatch and recall commands of the model-based test: picked orders consolidated
 * (POST /despachos/consolidations), a consolidation assigned to the run's dock and the dock
 * loaded into a shipment; a recall's unit marked (retrieved to another location, returned to the
 * supplier, destroyed, released) and the recalled units an order picked brought back from it. An
 * order carrying a picked unit of an open recall goes nowhere (409) until that happens.
 */

const live = (m: Readonly<StockModel>, status: OrderState['status']) =>
  m.orders.filter((o) => !o.retrieved && o.status === status);

/** Two picked orders consolidated: refused (409, nothing changes) when one carries a unit of an open recall. */
class Consolidate extends ModelCommand {
  constructor(
    readonly first: number,
    readonly second: number,
  ) {
    super();
  }
  toString() {
    return `consolidar(orden ${this.first}, orden ${this.second})`;
  }
  override check(m: Readonly<StockModel>) {
    return live(m, 'picked').length >= 2;
  }
  async act(m: StockModel, w: World) {
    const picked = live(m, 'picked');
    const a = picked[this.first % picked.length]!;
    const rest = picked.filter((o) => o !== a);
    const b = rest[this.second % rest.length]!;
    const res = await api(w, 'POST', '/despachos/consolidations', { order_ids: [a.id, b.id] });
    const ok = m.canShip(a) && m.canShip(b);
    expect(res.statusCode, `${this} ${res.body}`).toBe(ok ? 201 : 409);
    if (!ok) return;
    a.status = 'consolidated';
    b.status = 'consolidated';
    m.consolidations.push({ id: res.json().data.id, orders: [a, b], docked: false });
  }
}

/**
 * The run's dock takes a consolidation not on a dock, or one picked order (`order_ids`: the dock
 * makes it a consolidation of its own).
 */
class AssignDock extends ModelCommand {
  constructor(
    readonly index: number,
    readonly single: boolean,
  ) {
    super();
  }
  toString() {
    return `asignar_muelle(${this.single ? 'orden' : 'consolidación'} ${this.index})`;
  }
  override check(m: Readonly<StockModel>) {
    return this.single ? live(m, 'picked').length > 0 : m.consolidations.some((c) => !c.docked);
  }
  async act(m: StockModel, w: World) {
    const url = `/despachos/loading-docks/${w.dockId}/assign`;
    if (this.single) {
      const picked = live(m, 'picked');
      const order = picked[this.index % picked.length]!;
      const res = await api(w, 'POST', url, { order_ids: [order.id] });
      const ok = m.canShip(order);
      expect(res.statusCode, `${this} ${res.body}`).toBe(ok ? 200 : 409);
      if (!ok) return;
      const made = await w.t.db.kysely
        .selectFrom('consolidation_orders')
        .select('consolidation_id')
        .where('order_id', '=', order.id)
        .where('released_at', 'is', null)
        .executeTakeFirstOrThrow();
      order.status = 'assigned_to_dock';
      m.consolidations.push({ id: made.consolidation_id, orders: [order], docked: true });
      return;
    }
    const open = m.consolidations.filter((c) => !c.docked);
    const consolidation = open[this.index % open.length]!;
    const res = await api(w, 'POST', url, { consolidation_id: consolidation.id });
    const ok = consolidation.orders.every((o) => m.canShip(o));
    expect(res.statusCode, `${this} ${res.body}`).toBe(ok ? 200 : 409);
    if (!ok) return;
    consolidation.docked = true;
    for (const order of consolidation.orders) order.status = 'assigned_to_dock';
  }
}

/** The dock loaded: start and complete loading ship every order on it, unless one carries a recalled unit. */
class LoadDock extends ModelCommand {
  toString() {
    return 'cargar_muelle()';
  }
  override check(m: Readonly<StockModel>) {
    return m.consolidations.some((c) => c.docked);
  }
  async act(m: StockModel, w: World) {
    const docked = m.consolidations.filter((c) => c.docked);
    const orders = docked.flatMap((c) => c.orders);
    const start = await api(w, 'POST', `/despachos/loading-docks/${w.dockId}/start-loading`);
    const ok = orders.every((o) => m.canShip(o));
    expect(start.statusCode, `${this} ${start.body}`).toBe(ok ? 200 : 409);
    if (!ok) return;
    const done = await api(w, 'POST', `/despachos/loading-docks/${w.dockId}/complete-loading`, {
      shipment_data: { ship_date: santiagoDay() },
    });
    expect(done.statusCode, `${this} ${done.body}`).toBe(200);
    for (const order of orders) order.status = 'shipped';
    for (const consolidation of docked) m.consolidations.splice(m.consolidations.indexOf(consolidation), 1);
  }
}

/** The recalled lots of the run, as (product, lot) pairs. */
function recalledLots(m: Readonly<StockModel>): { product: number; lot: Lot; recallId: number }[] {
  return m.lots.flatMap((lots, product) =>
    LOTS.flatMap((lot, i) => (lots[i]!.recallId ? [{ product, lot, recallId: lots[i]!.recallId! }] : [])),
  );
}

type UnitAction = 'recuperado' | 'devuelto_proveedor' | 'destruido' | 'liberado';

/**
 * One unit of a recall marked: 'recuperado' (moved, still held, to another location of the run),
 * 'devuelto_proveedor' / 'destruido' (out of stock), 'liberado' (the hold ends). A unit already
 * marked 'recuperado' is refused another 'recuperado' (409); a final one is not offered.
 */
class RecallUnitAction extends ModelCommand {
  constructor(
    readonly recall: number,
    readonly unit: number,
    readonly action: UnitAction,
    readonly location: number,
  ) {
    super();
  }
  toString() {
    return `retiro_unidad(retiro ${this.recall}, unidad ${this.unit}, ${this.action}, ubic${this.location})`;
  }
  override check(m: Readonly<StockModel>) {
    return recalledLots(m).length > 0;
  }
  async act(m: StockModel, w: World) {
    const lots = recalledLots(m);
    const { product, lot, recallId } = lots[this.recall % lots.length]!;
    const detail = await api(w, 'GET', `/dm/retiros/${recallId}`);
    expect(detail.statusCode, detail.body).toBe(200);
    const open = (detail.json().data.unidades as { id: number; estado: string; cantidad: number; location_id: number }[]).filter(
      (u) => u.estado === 'retenido' || u.estado === 'recuperado',
    );
    if (open.length === 0) return;
    const unit = open[this.unit % open.length]!;
    const to = w.locations[this.location]!;
    const res = await api(w, 'PUT', `/dm/retiros/${recallId}/unidades/${unit.id}`, {
      accion: this.action,
      observaciones: 'Modelo',
      ...(this.action === 'recuperado' ? { ubicacion_id: to } : {}),
    });
    const ok = !(unit.estado === 'recuperado' && this.action === 'recuperado');
    expect(res.statusCode, `${this} (${unit.estado}) ${res.body}`).toBe(ok ? 200 : 409);
    if (!ok) return;
    const state = m.lot(product, lot);
    if (this.action === 'devuelto_proveedor' || this.action === 'destruido') {
      state.onHand -= unit.cantidad;
      state.held -= unit.cantidad;
    } else if (this.action === 'liberado') {
      state.held -= unit.cantidad;
    }
  }
}

/** The recalled units an order picked (not shipped) brought back to a location of the run, held by the recall. */
class RetrieveOrder extends ModelCommand {
  constructor(
    readonly index: number,
    readonly location: number,
  ) {
    super();
  }
  toString() {
    return `recuperar_de_orden(orden ${this.index}, ubic${this.location})`;
  }
  private candidates(m: Readonly<StockModel>): OrderState[] {
    return m.orders.filter(
      (o) => ['picked', 'consolidated', 'assigned_to_dock', 'pending'].includes(o.status) && o.picked && !m.canShip(o),
    );
  }
  override check(m: Readonly<StockModel>) {
    return this.candidates(m).length > 0;
  }
  async act(m: StockModel, w: World) {
    const orders = this.candidates(m);
    const order = orders[this.index % orders.length]!;
    const lot = LOTS.find((l) => (order.picked![l] ?? 0) > 0 && m.lot(order.product, l).recalled)!;
    const recallId = m.lot(order.product, lot).recallId!;
    const res = await api(w, 'POST', `/dm/retiros/${recallId}/ordenes/${order.id}/recuperar`, {
      ubicacion_id: w.locations[this.location],
      observaciones: 'Modelo',
    });
    expect(res.statusCode, `${this} ${res.body}`).toBe(200);
    m.retrieve(order, lot);
  }
}

export function dispatchCommandArbitraries() {
  const index = fc.nat({ max: 20 });
  const location = fc.nat({ max: 2 });
  const action = fc.constantFrom<UnitAction>('recuperado', 'devuelto_proveedor', 'destruido', 'liberado');
  // Each twice: they only run once a sequence has picked orders or a recall, which few sequences reach.
  return [
    fc.tuple(index, index).map(([a, b]) => new Consolidate(a, b)),
    fc.tuple(index, fc.boolean()).map(([i, single]) => new AssignDock(i, single)),
    fc.constant(null).map(() => new LoadDock()),
    fc.tuple(index, index, action, location).map(([r, u, a, l]) => new RecallUnitAction(r, u, a, l)),
    fc.tuple(index, location).map(([i, l]) => new RetrieveOrder(i, l)),
  ].flatMap((command) => [command, command]);
}
