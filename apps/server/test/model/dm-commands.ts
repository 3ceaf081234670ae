import fc from 'fast-check';
import { expect } from 'vitest';
import { api, ModelCommand } from './command-base';
import type { World } from './world';
import { EXPIRY, noLots, type DeviceState, type DeviceUnit, type OrderState, type StockModel } from './stock-model';

/*
 * The medical-device commands of the model-based test, on the run's serialised implantable: a
 * unit received, ordered and allocated, transferred to a clinical service and received there,
 * implanted, put in quarantine and made available again.
 */

let serialSeq = 0;

async function deviceId(w: World, serial: string): Promise<number> {
  const res = await api(w, 'GET', `/dm/dispositivos-dm?busqueda=${encodeURIComponent(serial)}`);
  const found = res.json().data.find((d: { serial_number: string }) => d.serial_number === serial);
  expect(found, `dispositivo ${serial}`).toBeTruthy();
  return found.id;
}

const stateEvent = (inventory_item_id: number, detalles: Record<string, string>) => ({
  inventory_item_id,
  tipo_evento: 'cambio_estado',
  fecha_evento: new Date().toISOString(),
  detalles,
});

/** A command on the n-th unit in one of `states`. */
abstract class OnUnit extends ModelCommand {
  constructor(readonly index: number) {
    super();
  }
  protected abstract readonly states: readonly DeviceState[];
  protected unit(m: Readonly<StockModel>): DeviceUnit | undefined {
    return m.devices.pick(this.index, this.states);
  }
  override check(m: Readonly<StockModel>) {
    return this.unit(m) !== undefined;
  }
}

class ReceiveDevice extends ModelCommand {
  constructor(readonly location: number) {
    super();
  }
  toString() {
    return `recibir_dispositivo(ubic${this.location})`;
  }
  async act(m: StockModel, w: World) {
    const serial = `MS-${w.run}-${++serialSeq}`;
    const res = await api(w, 'POST', '/transactions/simplified-reception', {
      reference: `MOD-DM-${w.run}-${serialSeq}`,
      warehouse_id: w.warehouseId,
      zone_id: w.zoneId,
      details: [
        {
          product_id: w.dmProduct,
          quantity: 1,
          lot_number: 'A',
          expiry_date: EXPIRY.A,
          serial_numbers: [serial],
          forma_adquisicion: 'Compra directa',
          // Two days back: never a future day in Santiago, whatever the hour in UTC.
          fecha_recepcion_conforme: new Date(Date.now() - 2 * 86_400_000).toISOString().slice(0, 10),
          destination_location_id: w.locations[this.location],
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    m.devices.units.push({ serial, state: 'free', atService: false });
  }
}

/** An order of one unit, allocated: it gets a free unit of the warehouse when there is one. */
class OrderDevice extends ModelCommand {
  toString() {
    return 'orden_dispositivo()';
  }
  async act(m: StockModel, w: World) {
    const created = await api(w, 'POST', '/orders', {
      customer_id: w.customerId,
      order_lines: [{ product_id: w.dmProduct, quantity: 1, unit_price: 1000 }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const order: OrderState = { id: created.json().data.id, product: -1, quantity: 1, status: 'pending', byLot: noLots() };
    m.devices.orders.push(order);
    const res = await api(w, 'POST', `/orders/${order.id}/allocate`);
    expect(res.statusCode, res.body).toBe(200);
    const free = m.devices.units.filter((u) => u.state === 'free');
    expect(res.json().data.status, `libres ${free.map((u) => u.serial).join(', ')}`).toBe(free.length ? 'assigned' : 'pending');
    if (!free.length) return;
    // Which free unit is the application's choice (FEFO); the model follows it.
    const reservation = await w.t.db.kysely
      .selectFrom('stock_reservations')
      .select('serial_number')
      .where('source_type', '=', 'order')
      .where('source_id', '=', order.id)
      .executeTakeFirstOrThrow();
    const unit = free.find((u) => u.serial === reservation.serial_number);
    expect(unit, `reservó ${reservation.serial_number}, libres ${free.map((u) => u.serial).join(', ')}`).toBeTruthy();
    unit!.state = 'ordered';
    unit!.orderId = order.id;
    order.byLot.A = 1;
    order.status = 'assigned';
  }
}

class TransferDevice extends OnUnit {
  protected readonly states = ['free'] as const;
  toString() {
    return `transferir_a_servicio(unidad ${this.index})`;
  }
  async act(m: StockModel, w: World) {
    const unit = this.unit(m)!;
    const res = await api(w, 'POST', '/dm/transferencias', {
      inventory_item_id: await deviceId(w, unit.serial),
      servicio_clinico_destino_id: w.service.id,
      usuario_receptor: 'Enf. Soto',
    });
    expect(res.statusCode, res.body).toBe(201);
    unit.state = 'transit';
    unit.transferId = res.json().data.id;
  }
}

class ReceiveTransfer extends OnUnit {
  protected readonly states = ['transit'] as const;
  toString() {
    return `recibir_transferencia(unidad ${this.index})`;
  }
  async act(m: StockModel, w: World) {
    const unit = this.unit(m)!;
    const res = await api(w, 'PUT', `/dm/transferencias/${unit.transferId}/recibir`, {
      fecha_recepcion: new Date().toISOString(),
    });
    expect(res.statusCode, res.body).toBe(200);
    unit.state = 'service';
    unit.atService = true;
    delete unit.transferId;
  }
}

/** An implant: a free unit of a service or the warehouse is implanted; a reserved or held one is refused. */
class Implant extends OnUnit {
  protected readonly states = ['free', 'service', 'ordered', 'transit', 'quarantine'] as const;
  toString() {
    return `implantar(unidad ${this.index})`;
  }
  async act(m: StockModel, w: World) {
    const unit = this.unit(m)!;
    const res = await api(w, 'POST', '/dm/implantes', {
      inventory_item_id: await deviceId(w, unit.serial),
      run_paciente: '12.345.678-5',
      nombre_paciente: 'María González',
      fecha_implantacion: new Date(Date.now() - 60_000).toISOString(),
      nombre_profesional_implante: 'Dr. Pérez',
      prestacion_quirurgica: 'Implante valvular',
    });
    const ok = unit.state === 'free' || unit.state === 'service';
    expect(res.statusCode, `${this} (${unit.state}) ${res.body}`).toBe(ok ? 201 : 409);
    if (ok) unit.state = 'implanted';
  }
}

/**
 * An explant of an implanted unit: back into stock where it was implanted from, in quarantine
 * (held) or available, or destroyed (it stays out of stock).
 */
class Explant extends OnUnit {
  protected readonly states = ['implanted'] as const;
  constructor(
    index: number,
    readonly estado: 'En cuarentena' | 'Disponible' | 'Destruido/Eliminado',
  ) {
    super(index);
  }
  toString() {
    return `explantar(unidad ${this.index}, ${this.estado})`;
  }
  async act(m: StockModel, w: World) {
    const unit = this.unit(m)!;
    const implant = await w.t.db.kysely
      .selectFrom('dm_implants')
      .select('id')
      .where('serial_number', '=', unit.serial)
      .where('fecha_explantacion', 'is', null)
      .executeTakeFirstOrThrow();
    const res = await api(w, 'PUT', `/dm/implantes/${implant.id}/explante`, {
      // After the implant (a minute back when it ran), never in the future.
      fecha_explantacion: new Date(Date.now() - 1_000).toISOString(),
      nombre_profesional_explante: 'Dr. Pérez',
      motivo_explante: 'Reemplazo',
      observaciones: 'Modelo',
      estado_dispositivo: this.estado,
    });
    expect(res.statusCode, `${this} ${res.body}`).toBe(200);
    unit.state =
      this.estado === 'En cuarentena'
        ? 'quarantine'
        : this.estado === 'Disponible'
          ? unit.atService
            ? 'service'
            : 'free'
          : 'gone';
  }
}

class Quarantine extends OnUnit {
  protected readonly states = ['free', 'ordered', 'service'] as const;
  toString() {
    return `cuarentena(unidad ${this.index})`;
  }
  async act(m: StockModel, w: World) {
    const unit = this.unit(m)!;
    const res = await api(
      w,
      'POST',
      '/dm/trazabilidad/evento',
      stateEvent(await deviceId(w, unit.serial), {
        estado_nuevo: 'En cuarentena',
        observaciones: 'Empaque dañado',
        motivo_cuarentena: 'Empaque dañado',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    m.devices.quarantine(unit);
  }
}

class MakeAvailable extends OnUnit {
  protected readonly states = ['quarantine'] as const;
  toString() {
    return `disponible(unidad ${this.index})`;
  }
  async act(m: StockModel, w: World) {
    const unit = this.unit(m)!;
    const res = await api(
      w,
      'POST',
      '/dm/trazabilidad/evento',
      stateEvent(await deviceId(w, unit.serial), { estado_nuevo: 'Disponible', observaciones: 'Revisado' }),
    );
    expect(res.statusCode, res.body).toBe(201);
    unit.state = unit.atService ? 'service' : 'free';
  }
}

export function deviceCommandArbitraries() {
  const index = fc.nat({ max: 20 });
  return [
    fc.nat({ max: 2 }).map((l) => new ReceiveDevice(l)),
    fc.constant(null).map(() => new OrderDevice()),
    index.map((i) => new TransferDevice(i)),
    index.map((i) => new ReceiveTransfer(i)),
    index.map((i) => new Implant(i)),
    fc
      .tuple(index, fc.constantFrom('En cuarentena' as const, 'Disponible' as const, 'Destruido/Eliminado' as const))
      .map(([i, e]) => new Explant(i, e)),
    index.map((i) => new Quarantine(i)),
    index.map((i) => new MakeAvailable(i)),
  ];
}
