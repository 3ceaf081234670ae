// Each operation of the planned year as the screens send it: the same HTTP API, as the admin or
// the operator. Every answer is checked; an answer the rules explain (stock not enough for an
// order, a row already emptied) is counted as refused, anything else stops the bench.
import { AREAS_SERVICIO, ean13CheckDigit, runCheckDigit, unitLabelScan } from '@bodega/domain';
import type { Operation, YearSize } from './plan';

export interface Http {
  url: string;
  admin: string;
  operator: string;
  operatorId: number;
}

export interface Answer {
  status: number;
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

export async function call(
  http: Http,
  method: string,
  path: string,
  body?: unknown,
  as: 'admin' | 'operator' = 'admin',
): Promise<Answer> {
  const res = await fetch(`${http.url}/api${path}`, {
    method,
    headers: {
      authorization: `Bearer ${as === 'admin' ? http.admin : http.operator}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined };
}

export class UnexpectedAnswer extends Error {}

function expectStatus(answer: Answer, ok: number[], what: string): void {
  if (!ok.includes(answer.status))
    throw new UnexpectedAnswer(`${what}: HTTP ${answer.status} ${JSON.stringify(answer.body).slice(0, 400)}`);
}

/** What the year's setup made: ids the operations refer to by index. */
export interface YearWorld {
  warehouseId: number;
  zoneId: number;
  locations: number[];
  products: Array<{ id: number; barcode: string; sku: string }>;
  devices: Array<{ id: number }>;
  suppliers: number[];
  services: Array<{ id: number }>;
  customers: number[];
  run: string;
}

const rut = (n: number) => {
  const body = String(40_000_000 + n);
  return `${body}-${runCheckDigit(body)}`;
};

const ean = (prefix: string, i: number) => {
  const body = `${prefix}${String(i).padStart(12 - prefix.length, '0')}`;
  return body + ean13CheckDigit(body);
};

/** The hospital before its year: a warehouse of `size.locations` locations, the products, devices, suppliers, services and customers. */
export async function setUpYear(http: Http, size: YearSize): Promise<YearWorld> {
  const run = Date.now().toString(36).slice(-5).toUpperCase();
  const warehouse = await call(http, 'POST', '/warehouses', { code: `AÑO-${run}`, name: `Bodega del año ${run}` });
  expectStatus(warehouse, [201], 'bodega');
  const zone = await call(http, 'POST', `/zones/warehouse/${warehouse.body.data.id}`, {
    code: `Z-${run}`,
    name: `Zona del año ${run}`,
    capacity: 1_000_000_000,
  });
  expectStatus(zone, [201], 'zona');
  const locations: number[] = [];
  for (let i = 1; i <= size.locations; i++) {
    const location = await call(http, 'POST', '/locations', {
      code: `A${run}-${String(i).padStart(4, '0')}`,
      zone_id: zone.body.data.id,
      capacity: 400_000,
    });
    expectStatus(location, [201], 'ubicación');
    locations.push(location.body.data.id);
  }
  const products: YearWorld['products'] = [];
  for (let start = 0; start < size.products; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, size.products - start) }, (_, j) => {
      const i = start + j + 1;
      return {
        sku: `Y${run}-${String(i).padStart(5, '0')}`,
        name: `Insumo del año ${i}`,
        barcode: ean(`29${(run.charCodeAt(0) % 10).toString()}`, i),
        category: 'Insumos Médicos',
        bulk_import: true,
      };
    });
    const answer = await call(http, 'POST', '/products/bulk', { products: batch });
    expectStatus(answer, [200, 201], 'productos');
    for (const result of answer.body.data.results) {
      if (result.status !== 'created') throw new UnexpectedAnswer(`producto ${result.sku}: ${result.reason}`);
      products.push({ id: result.product_id, barcode: result.barcode, sku: result.sku });
    }
  }
  // Prices (the bulk import takes none): from $500 to $20 500, so ABC has values to rank.
  for (const [i, product] of products.entries()) {
    const priced = await call(http, 'PUT', `/analytics/products/${product.id}/unit-price`, {
      unit_price: 500 + ((i * 7_919) % 20_000),
    });
    expectStatus(priced, [200], 'precio');
  }
  const devices: YearWorld['devices'] = [];
  for (let i = 1; i <= 10; i++) {
    const device = await call(http, 'POST', '/products', {
      sku: `V${run}-${i}`,
      name: `Implante del año ${i}`,
      barcode: ean(`28${(run.charCodeAt(1) % 10).toString()}`, i),
      category: 'Insumos Médicos',
      warehouse_id: warehouse.body.data.id,
      zone_id: zone.body.data.id,
      location_id: locations[i % locations.length],
      es_dm_priorizado: true,
      tipo_dm: 'Implantable',
      categorizacion_implantable: 'Cardiológico',
      requiere_serie: true,
      fabricante: 'Fabricante del año',
    });
    expectStatus(device, [201], 'implante');
    devices.push({ id: device.body.data.id });
    const priced = await call(http, 'PUT', `/analytics/products/${device.body.data.id}/unit-price`, { unit_price: 1_500_000 });
    expectStatus(priced, [200], 'precio del implante');
  }
  const suppliers: number[] = [];
  for (let i = 1; i <= size.suppliers; i++) {
    const supplier = await call(http, 'POST', '/suppliers', {
      name: `Proveedor del año ${run}-${i}`,
      rut: rut(i + (Date.now() % 100_000) * 100),
    });
    expectStatus(supplier, [201], 'proveedor');
    suppliers.push(supplier.body.data.id);
  }
  const services: YearWorld['services'] = [];
  for (let i = 0; i < size.services; i++) {
    const service = await call(http, 'POST', '/dm/servicios-clinicos', {
      nombre: `${AREAS_SERVICIO[i % AREAS_SERVICIO.length]} ${run}`,
    });
    expectStatus(service, [201], 'servicio clínico');
    services.push({ id: service.body.data.id });
  }
  const customers: number[] = [];
  for (let i = 1; i <= 20; i++) {
    const customer = await call(http, 'POST', '/orders/customers', {
      name: `Cliente del año ${run}-${i}`,
      tax_id: rut(i + 50_000 + (Date.now() % 100_000) * 100),
    });
    expectStatus(customer, [201], 'cliente');
    customers.push(customer.body.data.id);
  }
  return {
    warehouseId: warehouse.body.data.id,
    zoneId: zone.body.data.id,
    locations,
    products,
    devices,
    suppliers,
    services,
    customers,
    run,
  };
}

/** What an operation did: its kind, the stock moves it made, and refused when the rules said no. */
export interface Outcome {
  kind: string;
  moves: number;
  refused?: boolean;
}

let receiptSeq = 0;
let serialSeq = 0;

export async function perform(http: Http, world: YearWorld, op: Operation, day: number): Promise<Outcome[]> {
  // The simulated day, counted from the real today: expiries must lie ahead of the server's clock.
  const today = new Date(Date.now() + day * 86_400_000);
  const isoDay = (offset: number) => new Date(today.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
  switch (op.kind) {
    case 'receipt': {
      const seq = ++receiptSeq;
      const answer = await call(http, 'POST', '/transactions/simplified-reception', {
        reference: `REC-${world.run}-${seq}`,
        supplier_id: world.suppliers[op.supplier],
        warehouse_id: world.warehouseId,
        zone_id: world.zoneId,
        details: op.products.map((p, i) => ({
          product_id: world.products[p]!.id,
          quantity: op.quantities[i],
          lot_number: `L${seq}-${p}`,
          expiry_date: isoDay(op.expiryDays[i]!),
          destination_location_id: world.locations[p % world.locations.length],
        })),
      });
      expectStatus(answer, [201], 'ingreso');
      return [{ kind: 'ingreso', moves: op.products.length }];
    }
    case 'issue': {
      const answer = await call(http, 'POST', '/egresos/egress-orders', {
        area_servicio: AREAS_SERVICIO[op.service % AREAS_SERVICIO.length],
        items: op.products.map((p, i) => ({ product_id: world.products[p]!.id, quantity: op.quantities[i] })),
      });
      // 400/409: not enough free stock of a product today (the year's demand outran its receipts).
      if (answer.status === 400 || answer.status === 409) return [{ kind: 'egreso', moves: 0, refused: true }];
      expectStatus(answer, [201], 'egreso');
      return [{ kind: 'egreso', moves: op.products.length }];
    }
    case 'order':
      return orderThroughDispatch(http, world, op);
    case 'implant':
      return implantFlow(http, world, op);
    case 'adjust': {
      const row = await someRow(http, world.products[op.product]!.id);
      if (!row) return [{ kind: 'ajuste', moves: 0, refused: true }];
      const answer = await call(http, 'POST', `/inventory/${row.id}/adjust`, {
        adjustment_type: op.delta > 0 ? 'add' : 'subtract',
        quantity: 1,
        reason: 'Inventario Físico',
      });
      if (answer.status === 409) return [{ kind: 'ajuste', moves: 0, refused: true }];
      expectStatus(answer, [200], 'ajuste');
      return [{ kind: 'ajuste', moves: 1 }];
    }
    case 'move': {
      const row = await someRow(http, world.products[op.product]!.id);
      if (!row) return [{ kind: 'movimiento', moves: 0, refused: true }];
      const to = world.locations[(world.locations.indexOf(row.location_id) + 1) % world.locations.length];
      const created = await call(http, 'POST', '/transactions/movimientos-internos', {
        movement_type: 'reubicacion',
        details: [{ product_id: row.product_id, source_location_id: row.location_id, destination_location_id: to, quantity: 1 }],
      });
      if (created.status === 400 || created.status === 409) return [{ kind: 'movimiento', moves: 0, refused: true }];
      expectStatus(created, [201], 'movimiento');
      const executed = await call(http, 'POST', `/transactions/movimientos-internos/${created.body.data.id}/execute`);
      if (executed.status === 409) return [{ kind: 'movimiento', moves: 0, refused: true }];
      expectStatus(executed, [200], 'ejecutar movimiento');
      return [{ kind: 'movimiento', moves: 2 }];
    }
    case 'quarantine': {
      const row = await someRow(http, world.products[op.product]!.id);
      if (!row) return [{ kind: 'daño', moves: 0, refused: true }];
      // Damage found on a shelf: one unit written off with its event (DAMAGE).
      const answer = await call(http, 'POST', '/traceability/events', {
        event_type: 'DAMAGE',
        inventory_id: row.id,
        quantity: 1,
        description: 'Envase dañado en estantería',
      });
      if (answer.status === 409 || answer.status === 400) return [{ kind: 'daño', moves: 0, refused: true }];
      expectStatus(answer, [201], 'daño');
      return [{ kind: 'daño', moves: 1 }];
    }
    case 'recall': {
      const device = world.devices[op.device % world.devices.length]!;
      const answer = await call(http, 'POST', '/dm/retiros', {
        product_id: device.id,
        lotes: [`LV-${op.device % world.devices.length}`],
        motivo: 'Alerta sanitaria del fabricante',
        referencia: `ALERTA-${world.run}-${day}`,
      });
      expectStatus(answer, [201], 'retiro');
      return [{ kind: 'retiro', moves: 0 }];
    }
  }
}

interface Row {
  id: number;
  product_id: number;
  location_id: number;
  free: number;
}

/** A row of the product with a free unit (GET …/available-items, as the issue form asks). */
async function someRow(http: Http, productId: number): Promise<Row | undefined> {
  const answer = await call(http, 'GET', `/inventory/products/${productId}/available-items`);
  expectStatus(answer, [200], 'disponibles');
  const items = answer.body.data.items as Array<{ inventory_id: number; location_id: number; available_quantity: number }>;
  const row = items.find((r) => r.available_quantity > 0);
  return row && { id: row.inventory_id, product_id: productId, location_id: row.location_id, free: row.available_quantity };
}

/** An order created, allocated, picked by the operator and shipped; short orders stay pending. */
async function orderThroughDispatch(http: Http, world: YearWorld, op: Extract<Operation, { kind: 'order' }>): Promise<Outcome[]> {
  const created = await call(http, 'POST', '/orders', {
    customer_id: world.customers[op.customer],
    picking_strategy: 'fefo',
    order_lines: op.products.map((p, i) => ({ product_id: world.products[p]!.id, quantity: op.quantities[i], unit_price: 1000 })),
  });
  expectStatus(created, [201], 'orden');
  const id = created.body.data.id;
  const allocated = await call(http, 'POST', `/orders/${id}/allocate`);
  expectStatus(allocated, [200], 'asignación');
  const lines = op.products.length;
  if (allocated.body.data.status !== 'assigned') {
    // Short: what it could take stays reserved until stock arrives; released so the year goes on.
    await call(http, 'POST', `/orders/${id}/cancel`);
    return [{ kind: 'orden', moves: 0, refused: true }];
  }
  const list = await call(http, 'POST', `/orders/${id}/picking-list`);
  expectStatus(list, [201], 'lista de picking');
  const listId = list.body.data.id;
  expectStatus(
    await call(http, 'POST', `/orders/picking-lists/${listId}/assign`, { user_id: http.operatorId }),
    [200],
    'asignar lista',
  );
  const started = await call(http, 'POST', `/orders/picking-lists/${listId}/start`, undefined, 'operator');
  expectStatus(started, [200], 'iniciar picking');
  for (const item of started.body.data.picking_items) {
    const picked = await call(
      http,
      'POST',
      `/orders/picking-items/${item.id}/pick`,
      { location_scan: item.location_code, product_scan: unitLabelScan(item), quantity_picked: item.quantity_required },
      'operator',
    );
    expectStatus(picked, [200], 'recoger');
  }
  expectStatus(
    await call(http, 'POST', `/orders/picking-lists/${listId}/complete`, undefined, 'operator'),
    [200],
    'completar picking',
  );
  const shipped = await call(http, 'POST', `/orders/${id}/ship`);
  expectStatus(shipped, [200], 'despacho');
  return [
    { kind: 'orden: asignar', moves: lines },
    { kind: 'orden: recoger', moves: lines },
    { kind: 'orden: despachar', moves: lines },
  ];
}

/** A serialised implant received, sent to a service by QR, received there and implanted in a patient. */
async function implantFlow(http: Http, world: YearWorld, op: Extract<Operation, { kind: 'implant' }>): Promise<Outcome[]> {
  const model = op.device % world.devices.length;
  const serial = `SN${world.run}${++serialSeq}`;
  const received = await call(http, 'POST', '/transactions/simplified-reception', {
    reference: `DM-${world.run}-${serialSeq}`,
    warehouse_id: world.warehouseId,
    zone_id: world.zoneId,
    details: [
      {
        product_id: world.devices[model]!.id,
        quantity: 1,
        lot_number: `LV-${model}`,
        expiry_date: '2030-12-31',
        serial_numbers: [serial],
        forma_adquisicion: 'Compra directa',
        fecha_recepcion_conforme: new Date(Date.now() - 86_400_000).toISOString().slice(0, 10),
        destination_location_id: world.locations[model % world.locations.length],
      },
    ],
  });
  expectStatus(received, [201], 'ingreso de implante');
  const found = await call(http, 'GET', `/dm/dispositivos-dm?busqueda=${serial}`);
  expectStatus(found, [200], 'buscar dispositivo');
  const unit = (found.body.data as Array<{ id: number; serial_number: string }>).find((d) => d.serial_number === serial);
  if (!unit) throw new UnexpectedAnswer(`dispositivo ${serial} no encontrado`);
  const transfer = await call(http, 'POST', '/dm/transferencias', {
    inventory_item_id: unit.id,
    servicio_clinico_destino_id: world.services[op.service]!.id,
    usuario_receptor: 'Enf. Soto',
  });
  // A unit of a recalled lot is held: it cannot travel (the recall did its job).
  if (transfer.status === 409)
    return [
      { kind: 'implante: ingreso', moves: 1 },
      { kind: 'implante: traslado', moves: 0, refused: true },
    ];
  expectStatus(transfer, [201], 'traslado');
  const reception = await call(http, 'PUT', `/dm/transferencias/${transfer.body.data.id}/recibir`, {
    fecha_recepcion: new Date().toISOString(),
  });
  expectStatus(reception, [200], 'recepción en servicio');
  const implanted = await call(http, 'POST', '/dm/implantes', {
    inventory_item_id: unit.id,
    run_paciente: `${10_000_000 + serialSeq}-${runCheckDigit(10_000_000 + serialSeq)}`,
    nombre_paciente: 'Paciente del año',
    fecha_implantacion: new Date(Date.now() - 60_000).toISOString(),
    nombre_profesional_implante: 'Dr. Pérez',
    prestacion_quirurgica: 'Implante valvular',
  });
  expectStatus(implanted, [201], 'implante');
  return [
    { kind: 'implante: ingreso', moves: 1 },
    { kind: 'implante: traslado', moves: 2 },
    { kind: 'implante: implantación', moves: 1 },
  ];
}
