import { INGRESO_MESSAGES, dmLineIssues, zoneHasCapacityFor, zoneCapacityStatus } from '@bodega/domain';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { lockProducts } from '../../lib/stock-locks';
import type { Ledger } from '../ledger/ledger';
import { linkReceipt, receiptStocked } from '../purchasing/receipt-link';
import {
  ingresosRepository,
  type IngresosRepository,
  type LocationForReceipt,
  type ProductForReceipt,
  type ZoneForReceipt,
} from './ingresos.repository';
import type { IngresoDetailLine, IngresoSummary } from './ingresos.schemas';

/**
 * The receipt operations that run inside one database transaction with the ledger. The service
 * opens the transaction (with idempotency); the demo seed calls the same functions.
 */

export interface ReceiptLine {
  product_id: number;
  quantity: number;
  lot_number?: string | null | undefined;
  serial_number?: string | null | undefined;
  expiry_date?: string | null | undefined;
  destination_location_id?: number | null | undefined;
  barcode_type?: string | null | undefined;
  auto_filled?: boolean | undefined;
  forma_adquisicion?: string | null | undefined;
  fecha_recepcion_conforme?: string | null | undefined;
  numero_registro_sanitario?: string | null | undefined;
  numero_inventario_activo_fijo?: string | null | undefined;
  /** Whole pesos (issue 28). */
  unit_cost?: number | null | undefined;
}

export interface ReceiptHeader {
  reference: string;
  supplier?: string | null | undefined;
  supplier_id?: number | null | undefined;
  purchase_order_id?: number | null | undefined;
  notes?: string | null | undefined;
  warehouse_id?: number | null | undefined;
  zone_id?: number | null | undefined;
}

export const PLACEMENT_RULES = ['destination', 'product_default', 'zone_receiving', 'most_free'] as const;
export type PlacementRule = (typeof PLACEMENT_RULES)[number];

export interface Placement {
  location: LocationForReceipt;
  rule: PlacementRule;
}

interface Checked {
  products: Map<number, ProductForReceipt>;
  locations: Map<number, LocationForReceipt>;
  zone: ZoneForReceipt | null;
}

const text = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

function fail(fields: Record<string, string>): never {
  const first = Object.values(fields)[0]!;
  throw new AppError('VALIDATION_ERROR', first, fields);
}

export function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === '23505' || /unique/i.test(String(message ?? ''));
}

function duplicateReference(reference: string): AppError {
  const message = `Ya existe un ingreso con el número de orden ${reference}`;
  return new AppError('DUPLICATE', message, { reference: message });
}

export function receiptCore(trx: Transaction<Database>, stock: Ledger) {
  const repo: IngresosRepository = ingresosRepository(trx);

  /**
   * A serial number names one unit: it may appear once per product in a receipt, and not at all
   * when that product already has it in stock. Field messages keyed like check()'s.
   */
  async function serialIssues(lines: readonly ReceiptLine[], field: 'items' | 'details'): Promise<Record<string, string>> {
    const fields: Record<string, string> = {};
    const seen = new Set<string>();
    const pairs: Array<{ product_id: number; serial: string; index: number }> = [];
    lines.forEach((line, index) => {
      const serial = text(line.serial_number);
      if (serial === null) return;
      const id = `${line.product_id}|${serial}`;
      if (seen.has(id)) fields[`${field}.${index}.serial_number`] = `El número de serie ${serial} está repetido en este ingreso`;
      else pairs.push({ product_id: line.product_id, serial, index });
      seen.add(id);
    });
    if (pairs.length === 0) return fields;
    const inStock = await repo.serialsInStock(pairs);
    for (const pair of pairs) {
      if (inStock.has(`${pair.product_id}|${pair.serial}`)) {
        fields[`${field}.${pair.index}.serial_number`] = `El número de serie ${pair.serial} ya está en inventario para este producto`;
      }
    }
    return fields;
  }

  /**
   * Checks what the schema cannot: warehouse and zone exist and belong together, every product
   * exists, destinations exist, and the priority medical-device rules with the product's flags
   * read from the database (a client cannot skip them by leaving its copy of the flags out).
   * `field` is the payload's array name, so messages are keyed like `items.3.numero_registro_sanitario`.
   */
  async function check(header: ReceiptHeader, lines: readonly ReceiptLine[], field: 'items' | 'details'): Promise<Checked> {
    const fields: Record<string, string> = {};
    if (header.warehouse_id && !(await repo.warehouseExists(header.warehouse_id)))
      fields.warehouse_id = 'La bodega seleccionada no existe';
    let zone: ZoneForReceipt | null = null;
    if (header.zone_id) {
      zone = (await repo.zones([header.zone_id])).get(header.zone_id) ?? null;
      if (!zone) fields.zone_id = 'La zona seleccionada no existe';
      else if (header.warehouse_id && zone.warehouse_id !== header.warehouse_id)
        fields.zone_id = 'La zona no pertenece a la bodega seleccionada';
    }
    const products = await repo.products([...new Set(lines.map((line) => line.product_id))]);
    const locations = await repo.locations([
      ...new Set(lines.flatMap((line) => (line.destination_location_id ? [line.destination_location_id] : []))),
    ]);
    lines.forEach((line, index) => {
      const product = products.get(line.product_id);
      if (!product) {
        fields[`${field}.${index}.product_id`] = 'Producto no encontrado';
        return;
      }
      if (line.destination_location_id && !locations.has(line.destination_location_id)) {
        fields[`${field}.${index}.destination_location_id`] = 'La ubicación de destino no existe';
      }
      const dm = {
        forma_adquisicion: line.forma_adquisicion,
        fecha_recepcion_conforme: line.fecha_recepcion_conforme,
        numero_registro_sanitario: line.numero_registro_sanitario,
      };
      for (const issue of dmLineIssues(dm, product)) fields[`${field}.${index}.${issue.path}`] = issue.message;
    });
    Object.assign(fields, await serialIssues(lines, field));
    if (Object.keys(fields).length) fail(fields);
    return { products, locations, zone };
  }

  /**
   * Where each line lands (DESIGN: receipt placement), first rule that applies:
   *  1. its destination_location_id, when the user gave one ('destination');
   *  2. the product's default location, when it is in the chosen zone (or no zone was chosen)
   *     ('product_default');
   *  3. the chosen zone's first location of type 'receiving' ('zone_receiving');
   *  4. the chosen zone's location with most free units, counting what earlier lines of this
   *     receipt already put there ('most_free').
   */
  async function place(
    zone: ZoneForReceipt | null,
    lines: readonly ReceiptLine[],
    checked: Pick<Checked, 'products' | 'locations'>,
    field: 'items' | 'details',
  ): Promise<Placement[]> {
    const defaults = await repo.locations([
      ...new Set([...checked.products.values()].flatMap((p) => (p.location_id ? [p.location_id] : []))),
    ]);
    const zoneLocations = zone ? await repo.zoneLocations(zone.id) : [];
    const receiving = zoneLocations.find((location) => location.location_type === 'receiving');
    const free = new Map(zoneLocations.map((location) => [location.id, location.capacity - location.used]));
    const asLocation = (row: (typeof zoneLocations)[number]): LocationForReceipt => ({
      id: row.id,
      zone_id: zone!.id,
      code: row.code,
      location_type: row.location_type,
      capacity: row.capacity,
    });
    const fields: Record<string, string> = {};
    const placements = lines.map((line, index): Placement | null => {
      if (line.destination_location_id)
        return { location: checked.locations.get(line.destination_location_id)!, rule: 'destination' };
      const product = checked.products.get(line.product_id)!;
      const home = product.location_id ? defaults.get(product.location_id) : undefined;
      if (home && (!zone || home.zone_id === zone.id)) return { location: home, rule: 'product_default' };
      if (!zone) {
        fields.zone_id = INGRESO_MESSAGES.zoneRequired;
        fields[`${field}.${index}.destination_location_id`] = 'Indique la ubicación de destino o la zona del ingreso';
        return null;
      }
      if (receiving) return { location: asLocation(receiving), rule: 'zone_receiving' };
      let best: (typeof zoneLocations)[number] | undefined;
      for (const location of zoneLocations) if (!best || free.get(location.id)! > free.get(best.id)!) best = location;
      if (!best) {
        fields.zone_id = `La zona ${zone.name} no tiene ubicaciones; cree una o indique la ubicación de destino`;
        return null;
      }
      free.set(best.id, free.get(best.id)! - line.quantity);
      return { location: asLocation(best), rule: 'most_free' };
    });
    if (Object.keys(fields).length) fail(fields);
    return placements as Placement[];
  }

  /**
   * The zone-capacity rule of spec 1 §4 (domain zoneHasCapacityFor), per zone the receipt writes
   * to, checked after locking those zones so concurrent receipts cannot both take the last room.
   */
  async function assertCapacity(unitsByZone: Map<number, number>, chosenZoneId: number | null | undefined): Promise<void> {
    const ids = [...unitsByZone.keys()];
    await repo.lockZones(ids);
    const zones = await repo.zones(ids);
    const usage = await repo.zoneUsage(ids);
    for (const [zoneId, units] of unitsByZone) {
      const zone = zones.get(zoneId);
      if (!zone) continue;
      const current = { capacity: zone.capacity, current_usage: usage.get(zoneId) ?? 0 };
      if (zoneHasCapacityFor(current, units)) continue;
      const status = zoneCapacityStatus(current);
      const message =
        zoneId === chosenZoneId
          ? INGRESO_MESSAGES.zoneWithoutCapacity
          : `La zona ${zone.name} no tiene capacidad suficiente para este ingreso`;
      throw new AppError('CAPACITY_EXCEEDED', message, undefined, {
        zone_id: zoneId,
        zone_name: zone.name,
        capacity: status.capacity,
        current_usage: status.usage,
        available: status.available,
        requested: units,
      });
    }
  }

  function unitsByZone(entries: Iterable<{ zone_id: number | null | undefined; quantity: number }>): Map<number, number> {
    const map = new Map<number, number>();
    for (const entry of entries) if (entry.zone_id) map.set(entry.zone_id, (map.get(entry.zone_id) ?? 0) + entry.quantity);
    return map;
  }

  function detailValues(
    transactionId: number,
    line: ReceiptLine,
    placement: { location_id: number | null; status: 'pending' | 'stored' },
  ) {
    return {
      transaction_id: transactionId,
      product_id: line.product_id,
      quantity: line.quantity,
      lot_number: text(line.lot_number),
      serial_number: text(line.serial_number),
      expiry_date: line.expiry_date ?? null,
      destination_location_id: placement.location_id,
      status: placement.status,
      forma_adquisicion: text(line.forma_adquisicion),
      fecha_recepcion_conforme: text(line.fecha_recepcion_conforme),
      numero_registro_sanitario: text(line.numero_registro_sanitario),
      numero_inventario_activo_fijo: text(line.numero_inventario_activo_fijo),
      barcode_type: text(line.barcode_type),
      auto_filled: line.auto_filled ? 1 : 0,
      unit_cost_cents: line.unit_cost == null ? null : line.unit_cost * 100,
    };
  }

  async function insertHeader(
    header: ReceiptHeader,
    status: 'Pendiente' | 'Completado',
    mode: 'simplified' | 'traditional',
    userId: number | null,
  ): Promise<number> {
    const reference = header.reference.trim();
    if (await repo.referenceTaken(reference)) throw duplicateReference(reference);
    try {
      const id = await repo.insertTransaction({
        reference,
        status,
        supplier: text(header.supplier),
        warehouse_id: header.warehouse_id ?? null,
        zone_id: header.zone_id ?? null,
        notes: text(header.notes),
        mode,
        user_id: userId,
        now: nowIso(),
      });
      // Issue 28: the supplier entity and the purchase order it receives.
      await linkReceipt(trx, id, header);
      return id;
    } catch (error) {
      throw isUniqueViolation(error) ? duplicateReference(reference) : error;
    }
  }

  async function writeStock(
    transaction: { id: number; reference: string },
    lines: ReadonlyArray<{ line: ReceiptLine; location_id: number }>,
    userId: number | null,
  ): Promise<number> {
    await lockProducts(
      trx,
      lines.map(({ line }) => line.product_id),
    );
    // Again under the products' locks: a concurrent receipt of the same serial may have committed
    // since check() looked.
    // Both callers send the receipt's stored lines, keyed `details.N` as its edit form is.
    const serials = await serialIssues(
      lines.map(({ line }) => line),
      'details',
    );
    if (Object.keys(serials).length) fail(serials);
    // One batched ledger call: a 500-line receipt is a handful of statements, not 1 500.
    await stock.addMany(
      lines.map(({ line, location_id }) => ({
        key: {
          product_id: line.product_id,
          location_id,
          lot_number: line.lot_number,
          serial_number: line.serial_number,
          expiry_date: line.expiry_date,
        },
        quantity: line.quantity,
      })),
      'RECEPTION',
      {
        user_id: userId,
        reference_type: 'reception',
        reference_id: transaction.id,
        reference: transaction.reference,
        description: `Ingreso ${transaction.reference}`,
      },
    );
    // Issue 28: average costs and the purchase order, in this transaction.
    await receiptStocked(trx, transaction.id, lines.map(({ line }) => line));
    const units = lines.reduce((sum, { line }) => sum + line.quantity, 0);
    return units;
  }

  async function requirePending(id: number, action: string) {
    const header = await repo.header(id);
    if (!header) throw new AppError('NOT_FOUND', 'Ingreso no encontrado');
    if (header.status !== 'Pendiente')
      throw new AppError(
        'INVALID_STATE',
        `Solo se pueden ${action} ingresos pendientes; este ingreso está ${header.status}`,
        undefined,
        { status: header.status },
      );
    return header;
  }

  const core = {
    repo,

    async read(id: number): Promise<{ summary: IngresoSummary; details: IngresoDetailLine[] }> {
      const summary = await repo.summary(id);
      if (!summary) throw new AppError('NOT_FOUND', 'Ingreso no encontrado');
      return { summary, details: await repo.details(id) };
    },

    /** Simplified mode: the receipt goes straight into stock, every line a RECEPTION event. */
    async receiveSimplified(header: ReceiptHeader, lines: readonly ReceiptLine[], userId: number | null) {
      const checked = await check(header, lines, 'details');
      const placements = await place(checked.zone, lines, checked, 'details');
      await assertCapacity(
        unitsByZone(lines.map((line, i) => ({ zone_id: placements[i]!.location.zone_id, quantity: line.quantity }))),
        header.zone_id,
      );
      const id = await insertHeader(header, 'Completado', 'simplified', userId);
      await repo.insertDetails(
        lines.map((line, i) => detailValues(id, line, { location_id: placements[i]!.location.id, status: 'stored' })),
      );
      const units = await writeStock(
        { id, reference: header.reference.trim() },
        lines.map((line, i) => ({ line, location_id: placements[i]!.location.id })),
        userId,
      );
      const { summary, details } = await core.read(id);
      return {
        transaction: summary,
        details: details.map((detail, i) => ({ ...detail, placement_rule: placements[i]!.rule })),
        inventory_updated: true,
        units_received: units,
      };
    },

    /** Traditional mode: a Pendiente receipt; stock enters later through a storage list or "process". */
    async createPending(header: ReceiptHeader, lines: readonly ReceiptLine[], userId: number | null) {
      const checked = await check(header, lines, 'items');
      await assertCapacity(
        unitsByZone(
          lines.map((line) => ({
            zone_id: line.destination_location_id ? checked.locations.get(line.destination_location_id)!.zone_id : header.zone_id,
            quantity: line.quantity,
          })),
        ),
        header.zone_id,
      );
      const id = await insertHeader(header, 'Pendiente', 'traditional', userId);
      await repo.insertDetails(
        lines.map((line) => detailValues(id, line, { location_id: line.destination_location_id ?? null, status: 'pending' })),
      );
      return core.read(id);
    },

    /** Pendiente → Completado, writing every line to stock like a simplified receipt. */
    async process(id: number, userId: number | null) {
      const header = await requirePending(id, 'procesar');
      const list = await repo.openStorageList(id);
      if (list) {
        throw new AppError(
          'INVALID_STATE',
          `El ingreso tiene la lista de almacenamiento ${list.list_number}; complete la lista para finalizar el ingreso`,
          undefined,
          { storage_list_id: list.id },
        );
      }
      const rows = await repo.rawDetails(id);
      const lines: ReceiptLine[] = rows.map(({ unit_cost_cents, ...row }) => ({
        ...row,
        auto_filled: row.auto_filled === 1,
        unit_cost: unit_cost_cents == null ? null : Number(unit_cost_cents) / 100,
      }));
      const checked = await check(
        { reference: header.reference, zone_id: header.zone_id, warehouse_id: header.warehouse_id },
        lines,
        'details',
      );
      const placements = await place(checked.zone, lines, checked, 'details');
      await assertCapacity(
        unitsByZone(lines.map((line, i) => ({ zone_id: placements[i]!.location.zone_id, quantity: line.quantity }))),
        header.zone_id,
      );
      if (!(await repo.transition(id, 'Pendiente', 'Completado', nowIso())))
        throw new AppError('INVALID_STATE', 'El ingreso cambió de estado mientras se procesaba');
      for (let i = 0; i < rows.length; i++) await repo.setDetailPlacement(rows[i]!.id, placements[i]!.location.id, 'stored');
      await writeStock(
        header,
        lines.map((line, i) => ({ line, location_id: placements[i]!.location.id })),
        userId,
      );
      return core.read(id);
    },

    /** Pendiente → Cancelado; its open storage list is cancelled too unless it already stored units. */
    async cancel(id: number) {
      await requirePending(id, 'cancelar');
      const list = await repo.openStorageList(id);
      if (list && Number(list.stored_items) > 0) {
        throw new AppError(
          'INVALID_STATE',
          `No se puede cancelar: la lista ${list.list_number} ya almacenó productos en inventario`,
          undefined,
          { storage_list_id: list.id },
        );
      }
      const now = nowIso();
      if (list) await repo.cancelStorageList(list.id, now);
      if (!(await repo.transition(id, 'Pendiente', 'Cancelado', now)))
        throw new AppError('INVALID_STATE', 'El ingreso cambió de estado mientras se cancelaba');
      return core.read(id);
    },

    /** Edit while Pendiente: header and lines replaced; a status change runs process or cancel. */
    async update(
      id: number,
      input: {
        reference: string;
        supplier?: string | null | undefined;
        supplier_id?: number | null | undefined;
        notes?: string | null | undefined;
        status: string;
        details: readonly ReceiptLine[];
      },
      userId: number | null,
    ) {
      const header = await requirePending(id, 'editar');
      const list = await repo.openStorageList(id);
      if (list) {
        throw new AppError(
          'INVALID_STATE',
          `El ingreso tiene la lista de almacenamiento ${list.list_number} en curso; no se puede editar`,
          undefined,
          { storage_list_id: list.id },
        );
      }
      const reference = input.reference.trim();
      if (await repo.referenceTaken(reference, id)) throw duplicateReference(reference);
      const checked = await check(
        { reference, warehouse_id: header.warehouse_id, zone_id: header.zone_id },
        input.details,
        'details',
      );
      await assertCapacity(
        unitsByZone(
          input.details.map((line) => ({
            zone_id: line.destination_location_id ? checked.locations.get(line.destination_location_id)!.zone_id : header.zone_id,
            quantity: line.quantity,
          })),
        ),
        header.zone_id,
      );
      try {
        await repo.updateHeader(id, { reference, supplier: text(input.supplier), notes: text(input.notes), now: nowIso() });
        if (input.supplier_id) await linkReceipt(trx, id, { supplier_id: input.supplier_id, purchase_order_id: header.purchase_order_id, supplier: input.supplier });
      } catch (error) {
        throw isUniqueViolation(error) ? duplicateReference(reference) : error;
      }
      await repo.deleteDetails(id);
      await repo.insertDetails(
        input.details.map((line) =>
          detailValues(id, line, { location_id: line.destination_location_id ?? null, status: 'pending' }),
        ),
      );
      if (input.status === 'Completado') return core.process(id, userId);
      if (input.status === 'Cancelado') return core.cancel(id);
      return core.read(id);
    },

    /** Delete while Pendiente: nothing reached stock yet (a list that stored units blocks it). */
    async remove(id: number): Promise<void> {
      await requirePending(id, 'eliminar');
      const list = await repo.openStorageList(id);
      if (list && Number(list.stored_items) > 0) {
        throw new AppError(
          'INVALID_STATE',
          `No se puede eliminar: la lista ${list.list_number} ya almacenó productos en inventario`,
          undefined,
          { storage_list_id: list.id },
        );
      }
      await repo.delete(id);
    },
  };
  return core;
}
