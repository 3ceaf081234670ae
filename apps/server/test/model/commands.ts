import fc from 'fast-check';
import { expect } from 'vitest';
import { pickScans } from '../fixtures';
import { api, ModelCommand } from './command-base';
import type { World } from './world';
import { EXPIRY, LOTS, noLots, type Lot, type OrderState, type StockModel } from './stock-model';

/*
 * The commands of the model-based test: each runs one operation through the real API (Fastify
 * inject), says what the model expects (status codes and stock), and compares the two. A command
 * on one row (movement, adjustment, count) picks the row from the run's stock by index.
 */

let referenceSeq = 0;

/** The run's inventory rows in id order, with the model's product index. */
async function rowsOf(w: World) {
  const rows = await w.t.db.kysely
    .selectFrom('inventory')
    .selectAll()
    .where('product_id', 'in', w.products)
    .orderBy('id')
    .execute();
  return rows.map((row) => ({ ...row, product: w.products.indexOf(row.product_id), lot: row.lot_number as Lot }));
}

class Receive extends ModelCommand {
  constructor(
    readonly product: number,
    readonly location: number,
    readonly lot: Lot,
    readonly quantity: number,
  ) {
    super();
  }
  toString() {
    return `recibir(p${this.product}, ubic${this.location}, ${this.lot}, ${this.quantity})`;
  }
  // A recalled lot is not received again in the model: what a receipt does with it is the recall's rule.
  override check(m: Readonly<StockModel>) {
    return !m.lot(this.product, this.lot).recalled;
  }
  async act(m: StockModel, w: World) {
    const res = await api(w, 'POST', '/transactions/simplified-reception', {
      reference: `MOD-${w.run}-${++referenceSeq}`,
      warehouse_id: w.warehouseId,
      zone_id: w.zoneId,
      details: [
        {
          product_id: w.products[this.product],
          quantity: this.quantity,
          lot_number: this.lot,
          expiry_date: EXPIRY[this.lot],
          destination_location_id: w.locations[this.location],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    m.receive(this.product, this.lot, this.quantity);
  }
}

async function issue(w: World, product: number, quantity: number) {
  return api(w, 'POST', '/egresos/egress-orders', {
    area_servicio: 'UCI',
    strategy: 'fefo',
    items: [{ product_id: w.products[product], quantity }],
  });
}

class Issue extends ModelCommand {
  constructor(
    readonly product: number,
    readonly quantity: number,
  ) {
    super();
  }
  toString() {
    return `egreso(p${this.product}, ${this.quantity})`;
  }
  async act(m: StockModel, w: World) {
    const res = await issue(w, this.product, this.quantity);
    const ok = m.issue(this.product, this.quantity);
    expect(res.statusCode, `${this} ${res.body}`).toBe(ok ? 201 : 409);
  }
}

/** Two issues of one product at once: never more than what is free, whichever commits first. */
class ParallelIssues extends ModelCommand {
  constructor(
    readonly product: number,
    readonly first: number,
    readonly second: number,
  ) {
    super();
  }
  toString() {
    return `egresos_en_paralelo(p${this.product}, ${this.first}, ${this.second})`;
  }
  async act(m: StockModel, w: World) {
    const free = m.free(this.product);
    const [a, b] = await Promise.all([issue(w, this.product, this.first), issue(w, this.product, this.second)]);
    for (const res of [a, b]) expect([201, 409], res.body).toContain(res.statusCode);
    const done = [a, b].map((res) => res.statusCode === 201);
    const took = (done[0] ? this.first : 0) + (done[1] ? this.second : 0);
    expect(took, `${this}: libre ${free}`).toBeLessThanOrEqual(free);
    // A refusal is only for want of stock: alone it would have fit only if the other took units.
    if (!done[0]) expect(this.first > free - (done[1] ? this.second : 0), `${this}`).toBe(true);
    if (!done[1]) expect(this.second > free - (done[0] ? this.first : 0), `${this}`).toBe(true);
    // FEFO is greedy from the first lot: two issues take what one issue of their sum takes.
    expect(m.issue(this.product, took)).toBe(true);
  }
}

class NewOrder extends ModelCommand {
  constructor(
    readonly product: number,
    readonly quantity: number,
  ) {
    super();
  }
  toString() {
    return `orden_y_asignar(p${this.product}, ${this.quantity})`;
  }
  async act(m: StockModel, w: World) {
    const created = await api(w, 'POST', '/orders', {
      customer_id: w.customerId,
      picking_strategy: 'fefo',
      order_lines: [{ product_id: w.products[this.product], quantity: this.quantity, unit_price: 1000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const order: OrderState = {
      id: created.json().data.id,
      product: this.product,
      quantity: this.quantity,
      status: 'pending',
      byLot: noLots(),
    };
    m.orders.push(order);
    const res = await api(w, 'POST', `/orders/${order.id}/allocate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(m.allocate(order));
  }
}

/** A command on the n-th order of the model in one of `statuses`. */
abstract class OnOrder extends ModelCommand {
  constructor(readonly index: number) {
    super();
  }
  protected abstract readonly statuses: readonly string[];
  protected order(m: Readonly<StockModel>): OrderState | undefined {
    const open = m.orders.filter((o) => !o.retrieved && this.statuses.includes(o.status));
    return open.length ? open[this.index % open.length] : undefined;
  }
  override check(m: Readonly<StockModel>) {
    return this.order(m) !== undefined;
  }
}

class AllocateAgain extends OnOrder {
  protected readonly statuses = ['pending'];
  toString() {
    return `asignar_de_nuevo(orden ${this.index})`;
  }
  async act(m: StockModel, w: World) {
    const order = this.order(m)!;
    const res = await api(w, 'POST', `/orders/${order.id}/allocate`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.status).toBe(m.allocate(order));
  }
}

class Release extends OnOrder {
  protected readonly statuses = ['pending', 'assigned'];
  toString() {
    return `liberar(orden ${this.index})`;
  }
  async act(m: StockModel, w: World) {
    const order = this.order(m)!;
    const res = await api(w, 'POST', `/orders/${order.id}/release`);
    // An order that holds nothing has nothing to release: 409, and nothing changes.
    const holds = LOTS.some((lot) => order.byLot[lot] > 0);
    expect(res.statusCode, res.body).toBe(holds ? 200 : 409);
    if (holds) m.release(order, 'pending');
  }
}

class Cancel extends OnOrder {
  protected readonly statuses = ['pending', 'assigned'];
  toString() {
    return `cancelar(orden ${this.index})`;
  }
  async act(m: StockModel, w: World) {
    const order = this.order(m)!;
    const res = await api(w, 'POST', `/orders/${order.id}/cancel`);
    expect(res.statusCode, res.body).toBe(200);
    m.release(order, 'cancelled');
  }
}

/** The whole picking of an assigned order: its list, assigned to the operator, started, every item picked, completed. */
class Pick extends OnOrder {
  protected readonly statuses = ['assigned'];
  toString() {
    return `picking(orden ${this.index})`;
  }
  async act(m: StockModel, w: World) {
    await pickOrder(m, w, this.order(m)!);
  }
}

/** An order created and allocated; when it got every unit, picked at once (so dispatch finds picked orders). */
class OrderPicked extends NewOrder {
  override toString() {
    return `orden_recolectada(p${this.product}, ${this.quantity})`;
  }
  override async act(m: StockModel, w: World) {
    await super.act(m, w);
    const order = m.orders[m.orders.length - 1]!;
    if (order.status === 'assigned') await pickOrder(m, w, order);
  }
}

async function pickOrder(m: StockModel, w: World, order: OrderState) {
  {
    const list = await api(w, 'POST', `/orders/${order.id}/picking-list`);
    expect(list.statusCode, list.body).toBe(201);
    const listId = list.json().data.id;
    expect((await api(w, 'POST', `/orders/picking-lists/${listId}/assign`, { user_id: w.operatorId })).statusCode).toBe(200);
    const started = await api(w, 'POST', `/orders/picking-lists/${listId}/start`, undefined, 'operator');
    expect(started.statusCode, started.body).toBe(200);
    for (const item of started.json().data.picking_items) {
      const picked = await api(
        w,
        'POST',
        `/orders/picking-items/${item.id}/pick`,
        { ...pickScans(item), quantity_picked: item.quantity_required },
        'operator',
      );
      expect(picked.statusCode, picked.body).toBe(200);
    }
    const done = await api(w, 'POST', `/orders/picking-lists/${listId}/complete`, undefined, 'operator');
    expect(done.statusCode, done.body).toBe(200);
    m.pick(order);
  }
}

class Ship extends OnOrder {
  protected readonly statuses = ['picked'];
  toString() {
    return `despachar(orden ${this.index})`;
  }
  async act(m: StockModel, w: World) {
    const order = this.order(m)!;
    const res = await api(w, 'POST', `/orders/${order.id}/ship`);
    const ok = m.canShip(order);
    expect(res.statusCode, res.body).toBe(ok ? 200 : 409);
    if (ok) order.status = 'shipped';
  }
}

/** An internal movement of a product's units from a row's location to another: stock per lot does not change. */
class Move extends ModelCommand {
  constructor(
    readonly row: number,
    readonly to: number,
    readonly quantity: number,
  ) {
    super();
  }
  toString() {
    return `mover(fila ${this.row}, ubic${this.to}, ${this.quantity})`;
  }
  async act(_m: StockModel, w: World) {
    const rows = await rowsOf(w);
    if (rows.length === 0) return;
    const row = rows[this.row % rows.length]!;
    let to = w.locations[this.to]!;
    if (to === row.location_id) to = w.locations[(this.to + 1) % w.locations.length]!;
    // A movement takes the product's units at its source by FEFO, whatever their lot.
    const free = rows
      .filter((r) => r.product_id === row.product_id && r.location_id === row.location_id)
      .reduce((sum, r) => sum + r.quantity - r.reserved_quantity, 0);
    const created = await api(w, 'POST', '/transactions/movimientos-internos', {
      movement_type: 'reubicacion',
      details: [
        { product_id: row.product_id, source_location_id: row.location_id, destination_location_id: to, quantity: this.quantity },
      ],
    });
    if (created.statusCode !== 201) {
      expect(this.quantity > free, `${this}: libre ${free} ${created.body}`).toBe(true);
      // 400 names the units available; 409 STOCK_HELD says they are held.
      expect([400, 409], created.body).toContain(created.statusCode);
      return;
    }
    const executed = await api(w, 'POST', `/transactions/movimientos-internos/${created.json().data.id}/execute`);
    expect(executed.statusCode, `${this}: libre ${free} ${executed.body}`).toBe(this.quantity <= free ? 200 : 409);
  }
}

/** An adjustment of a row: units added, or taken when that many are free. */
class Adjust extends ModelCommand {
  constructor(
    readonly row: number,
    readonly kind: 'add' | 'subtract',
    readonly quantity: number,
  ) {
    super();
  }
  toString() {
    return `ajustar(fila ${this.row}, ${this.kind}, ${this.quantity})`;
  }
  async act(m: StockModel, w: World) {
    const rows = await rowsOf(w);
    if (rows.length === 0) return;
    const row = rows[this.row % rows.length]!;
    if (this.kind === 'add' && m.lot(row.product, row.lot).recalled) return;
    const free = row.quantity - row.reserved_quantity;
    const res = await api(w, 'POST', `/inventory/${row.id}/adjust`, {
      adjustment_type: this.kind,
      quantity: this.quantity,
      reason: 'Inventario Físico',
    });
    const ok = this.kind === 'add' || this.quantity <= free;
    expect(res.statusCode, `${this}: fila ${row.quantity}/${row.reserved_quantity} ${res.body}`).toBe(ok ? 200 : 409);
    if (ok) m.adjust(row.product, row.lot, this.kind === 'add' ? this.quantity : -this.quantity);
  }
}

/** A physical count of a row: set to what was counted, never below its committed units. */
class Count extends ModelCommand {
  constructor(
    readonly row: number,
    readonly counted: number,
  ) {
    super();
  }
  toString() {
    return `contar(fila ${this.row}, ${this.counted})`;
  }
  async act(m: StockModel, w: World) {
    const rows = await rowsOf(w);
    if (rows.length === 0) return;
    const row = rows[this.row % rows.length]!;
    if (this.counted > row.quantity && m.lot(row.product, row.lot).recalled) return;
    const res = await api(w, 'POST', `/inventory/${row.id}/adjust`, {
      adjustment_type: 'set',
      quantity: this.counted,
      reason: 'Inventario Físico',
    });
    const ok = this.counted >= row.reserved_quantity;
    expect(res.statusCode, `${this}: fila ${row.quantity}/${row.reserved_quantity} ${res.body}`).toBe(ok ? 200 : 409);
    if (ok) m.adjust(row.product, row.lot, this.counted - row.quantity);
  }
}

/** A recall of one lot of a product: every unit of it in stock is held. */
class Recall extends ModelCommand {
  constructor(
    readonly product: number,
    readonly lot: Lot,
  ) {
    super();
  }
  toString() {
    return `retiro(p${this.product}, ${this.lot})`;
  }
  override check(m: Readonly<StockModel>) {
    const state = m.lot(this.product, this.lot);
    return !state.recalled && state.onHand > 0;
  }
  async act(m: StockModel, w: World) {
    const res = await api(w, 'POST', '/dm/retiros', {
      product_id: w.products[this.product],
      lotes: [this.lot],
      motivo: 'Alerta sanitaria del fabricante',
      referencia: `ALERTA-${w.run}-${++referenceSeq}`,
    });
    expect(res.statusCode, res.body).toBe(201);
    m.recall(this.product, this.lot);
    m.lot(this.product, this.lot).recallId = res.json().data.id;
  }
}

/** Every command, with arguments drawn over `products` products and three locations. */
export function commandArbitraries(products: number) {
  const product = fc.nat({ max: products - 1 });
  const location = fc.nat({ max: 2 });
  const lot = fc.constantFrom(...LOTS);
  const qty = (max: number) => fc.integer({ min: 1, max });
  const index = fc.nat({ max: 20 });
  const receive = fc.tuple(product, location, lot, qty(20)).map(([p, l, t, q]) => new Receive(p, l, t, q));
  // Small orders picked at once, so dispatch finds picked orders.
  const orderPicked = fc.tuple(product, qty(6)).map(([p, q]) => new OrderPicked(p, q));
  const recall = fc.tuple(product, lot).map(([p, t]) => new Recall(p, t));
  // Receipts three times as often as any other operation, so the others find stock to work on;
  // orders picked at once and recalls twice, so dispatch and the recall's actions find theirs.
  return [
    receive,
    receive,
    receive,
    orderPicked,
    orderPicked,
    recall,
    fc.tuple(product, qty(25)).map(([p, q]) => new Issue(p, q)),
    fc.tuple(product, qty(15), qty(15)).map(([p, a, b]) => new ParallelIssues(p, a, b)),
    fc.tuple(product, qty(15)).map(([p, q]) => new NewOrder(p, q)),
    index.map((i) => new AllocateAgain(i)),
    index.map((i) => new Release(i)),
    index.map((i) => new Cancel(i)),
    index.map((i) => new Pick(i)),
    index.map((i) => new Ship(i)),
    fc.tuple(index, location, qty(10)).map(([r, l, q]) => new Move(r, l, q)),
    fc.tuple(index, fc.constantFrom('add' as const, 'subtract' as const), qty(10)).map(([r, k, q]) => new Adjust(r, k, q)),
    fc.tuple(index, fc.nat({ max: 20 })).map(([r, c]) => new Count(r, c)),
    recall,
  ];
}
