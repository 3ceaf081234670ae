import { ean13CheckDigit, requiresSerialByDefault } from '@bodega/domain';
import { sql, type Kysely } from 'kysely';
import { auditKeyId, eventHash, sealPending, upgradeChainKey } from '../../modules/ledger/event-chain';
import { productSearchText } from '../../modules/products/products.mapper';
import type { Db } from '../create-db';
import { rebuildDailyMoves } from '../../modules/ledger/daily-rollup';
import type { Database, InventoryRow } from '../schema';
import { prng } from './prng';

/**
 * A large data set for the benchmarks: warehouses, zones, locations, products and
 * inventory rows, each row with its RECEPTION event.
 *
 * Seeding writes `inventory` directly instead of going through the ledger: 200 000 ledger calls
 * (one upsert, one product update and one event each) would take minutes. It keeps the ledger's
 * invariants by construction: products.current_stock is written as the sum of the product's
 * rows, every row gets exactly one RECEPTION event for its quantity at its location and lot, and
 * the events are sealed into the hash chain here, in id order, so the event log verifies.
 * Historical QUALITY_CHECK events (`events` above the row count) move no stock (quantity 0), so
 * current_stock still equals the sum of the rows and of the logged quantities.
 */
export interface LargeSeedOptions {
  products: number;
  inventoryRows: number;
  warehouses?: number;
  zonesPerWarehouse?: number;
  locationsPerZone?: number;
  /** Prefix of every code, so a large set never collides with the demo data. */
  prefix?: string;
  /**
   * Total traceability events wanted (the RECEPTION event of each row included). Above the row
   * count, historical QUALITY_CHECK events (quantity 0) fill the difference; absent or lower,
   * only the RECEPTION events are written.
   */
  events?: number;
  /** The chain's HMAC key (AUDIT_KEY or DATA_DIR/audit-key): the seeded events are sealed with it. */
  auditKey: string;
  log?: (message: string) => void;
}

export interface LargeSeedResult {
  warehouses: number;
  zones: number;
  locations: number;
  products: number;
  inventoryRows: number;
  events: number;
  ms: number;
}

const CATEGORIES = [
  'Insumos Médicos',
  'Medicamentos',
  'Suturas',
  'Sondas',
  'Catéteres',
  'Guantes',
  'Curaciones',
  'Jeringas',
  'Agujas',
  'Sueros',
  'Antisépticos',
  'Instrumental',
  'Implantes Traumatológicos',
  'Implantes Cardiológicos',
  'Ropa Quirúrgica',
  'Laboratorio',
  'Imagenología',
  'Esterilización',
  'Oxigenoterapia',
  'Anestesia',
  'Equipos Médicos',
  'Ortopedia',
  'Oftalmología',
  'Odontología',
  'Aseo',
];
const NOUNS = [
  'Gasa',
  'Apósito',
  'Jeringa',
  'Aguja',
  'Catéter',
  'Sonda',
  'Guante',
  'Venda',
  'Sutura',
  'Mascarilla',
  'Bisturí',
  'Compresa',
  'Cánula',
  'Tubo',
  'Bolsa',
  'Electrodo',
  'Filtro',
  'Llave',
  'Placa',
  'Tornillo',
  'Stent',
  'Válvula',
  'Torunda',
  'Tela',
  'Suero',
  'Alcohol',
];
const QUALIFIERS = [
  'estéril',
  'desechable',
  'de nitrilo',
  'de látex',
  'quirúrgico',
  'pediátrico',
  'adulto',
  'transparente',
  'reforzado',
  'absorbible',
  'premium',
  'hospitalario',
];
const SIZES = [
  'S',
  'M',
  'L',
  'XL',
  '5 ml',
  '10 ml',
  '20 ml',
  '18G',
  '21G',
  '23G',
  '10x10 cm',
  '7,5x7,5 cm',
  '14Fr',
  '16Fr',
  '500 ml',
  '1 L',
  '3.5 mm',
  '4.5 mm',
];
const MIN_STOCKS = [0, 5, 10, 10, 20, 20, 50, 100];

const chunked = async <T>(items: T[], size: number, work: (chunk: T[]) => Promise<void>) => {
  for (let i = 0; i < items.length; i += size) await work(items.slice(i, i + size));
};

/** Row counts per product adding up exactly to `total` (0 to 8, so some products have no stock). */
function rowCounts(products: number, total: number, random: () => number): number[] {
  const mean = total / products;
  const counts = Array.from({ length: products }, () =>
    random() < 0.08 ? 0 : Math.max(0, Math.round(mean + (random() - 0.5) * mean * 1.6)),
  );
  let sum = counts.reduce((a, b) => a + b, 0);
  const cap = Math.max(8, Math.ceil(mean * 2));
  while (sum !== total) {
    const i = Math.floor(random() * products);
    if (sum < total && counts[i]! < cap) {
      counts[i]!++;
      sum++;
    } else if (sum > total && counts[i]! > 0) {
      counts[i]!--;
      sum--;
    }
  }
  return counts;
}

export async function seedLarge(db: Db, options: LargeSeedOptions): Promise<LargeSeedResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  const prefix = options.prefix ?? 'LG';
  const k: Kysely<Database> = db.kysely;
  const random = prng(20261121);
  const warehouses = options.warehouses ?? 5;
  const zonesPerWarehouse = options.zonesPerWarehouse ?? 8;
  const locationsPerZone = options.locationsPerZone ?? 50;
  if (options.products > 9_999_999) throw new Error('Como máximo 9 999 999 productos');
  if (
    options.inventoryRows >
    options.products * Math.max(8, Math.ceil((options.inventoryRows / Math.max(1, options.products)) * 2))
  ) {
    throw new Error('Demasiadas filas de inventario para tan pocos productos');
  }

  const existing = await k.selectFrom('products').select('id').where('sku', 'like', `${prefix}-%`).limit(1).executeTakeFirst();
  if (existing)
    throw new Error(`La base ya tiene datos de carga masiva (SKU ${prefix}-…); use una base vacía o otro LARGE_PREFIX`);
  const admin = await k.selectFrom('users').select('id').where('role', '=', 'admin').orderBy('id').limit(1).executeTakeFirst();
  const userId = admin?.id ?? null;

  const at = new Date().toISOString();
  // Events are sealed here, so the chain must end where the sealer would leave it: the chain is
  // moved to the audit key if it predates it, and what is pending (the demo seed's events, a
  // server stopped before its sealer ran) is sealed first, from any state.
  const quiet = { error: log, warn: log } as unknown as Parameters<typeof upgradeChainKey>[2];
  const upgrade = await upgradeChainKey(db, options.auditKey, quiet);
  if (upgrade === 'legacy-broken' || upgrade === 'other-key')
    throw new Error('La cadena de trazabilidad no verifica con la clave de auditoría; no se agrega la carga masiva');
  const sealedFirst = await sealPending(db, options.auditKey);
  if (sealedFirst > 0) log(`Sellados ${sealedFirst} eventos pendientes antes de la carga masiva`);
  const unsealed = await k
    .selectFrom('traceability_events')
    .select('id')
    .where('chain_seq', 'is', null)
    .limit(1)
    .executeTakeFirst();
  if (unsealed) throw new Error('Hay eventos sin sellar que no se pudieron sellar antes de la carga masiva');
  const keyId = auditKeyId(options.auditKey);

  // A bigger page cache for the one large transaction (about 200 MB of pages on SQLite).
  if (db.dialect === 'sqlite') await sql`pragma cache_size = -200000`.execute(k);

  let result!: LargeSeedResult;
  let chain!: ChainTail;
  await k.transaction().execute(async (trx) => {
    // Facilities.
    const warehouseRows = Array.from({ length: warehouses }, (_, w) => ({
      code: `${prefix}-B${w + 1}`,
      name: `Bodega de carga ${w + 1}`,
      address: `Av. Hospital ${100 + w}, Santiago`,
      description: 'Datos de carga masiva',
      created_at: at,
      updated_at: at,
    }));
    const warehouseIds = (await trx.insertInto('warehouses').values(warehouseRows).returning(['id', 'code']).execute()).map(
      (r) => r.id,
    );
    const zoneRows = warehouseIds.flatMap((warehouse_id, w) =>
      Array.from({ length: zonesPerWarehouse }, (_, z) => ({
        warehouse_id,
        code: `${prefix}-B${w + 1}-Z${z + 1}`,
        name: `Zona ${String.fromCharCode(65 + (z % 26))}${z >= 26 ? z : ''}`,
        description: null,
        weight: 1 + z,
        aisle: null,
        rack: null,
        level: null,
        position: null,
        capacity: 100_000,
        created_at: at,
        updated_at: at,
      })),
    );
    const zoneIds = (await trx.insertInto('zones').values(zoneRows).returning('id').execute()).map((r) => r.id);
    const locationRows = zoneIds.flatMap((zone_id, zi) =>
      Array.from({ length: locationsPerZone }, (_, l) => {
        const aisle = String(1 + Math.floor(l / 10)).padStart(2, '0');
        const rack = String(1 + (l % 10)).padStart(2, '0');
        const code = `${zoneRows[zi]!.code}-P${aisle}-E${rack}`;
        return {
          zone_id,
          code,
          description: `Pasillo ${aisle}, estante ${rack}`,
          aisle,
          rack,
          level: '1',
          position: '1',
          weight: 1,
          capacity: 10_000,
          width: null,
          length: null,
          height: null,
          barcode: code,
          volumetric_capacity: null,
          created_at: at,
          updated_at: at,
        };
      }),
    );
    const locationIds: number[] = [];
    const locationZone: number[] = [];
    await chunked(locationRows, 500, async (chunk) => {
      const rows = await trx.insertInto('locations').values(chunk).returning(['id', 'zone_id']).execute();
      for (const row of rows) {
        locationIds.push(row.id);
        locationZone.push(row.zone_id);
      }
    });
    const zoneWarehouse = new Map(zoneIds.map((id, i) => [id, zoneRows[i]!.warehouse_id]));
    log(`Instalaciones: ${warehouseIds.length} bodegas, ${zoneIds.length} zonas, ${locationIds.length} ubicaciones`);

    // Registered categories (the product category texts).
    const known = new Set((await trx.selectFrom('categories').select('name').execute()).map((c) => c.name));
    const fresh = CATEGORIES.filter((name) => !known.has(name));
    if (fresh.length)
      await trx
        .insertInto('categories')
        .values(fresh.map((name) => ({ name, created_at: at, updated_at: at })))
        .execute();

    // Inventory rows planned first, so each product is written with current_stock = sum of its rows.
    const counts = rowCounts(options.products, options.inventoryRows, random);
    const quantities: number[][] = counts.map((n) => Array.from({ length: n }, () => 1 + Math.floor(random() * 120)));

    const productRows = Array.from({ length: options.products }, (_, i) => {
      const sku = `${prefix}-${String(i + 1).padStart(6, '0')}`;
      const body = `78901${String(i + 1).padStart(7, '0')}`;
      const barcode = body + ean13CheckDigit(body);
      const name = `${NOUNS[Math.floor(random() * NOUNS.length)]} ${QUALIFIERS[Math.floor(random() * QUALIFIERS.length)]} ${SIZES[Math.floor(random() * SIZES.length)]}`;
      const codigo_fabrica = random() < 0.5 ? `FAB-${Math.floor(random() * 1e6)}` : null;
      const min = MIN_STOCKS[Math.floor(random() * MIN_STOCKS.length)]!;
      const max = min === 0 ? (random() < 0.5 ? 0 : 500) : min * (3 + Math.floor(random() * 8));
      const locationIndex = Math.floor(random() * locationIds.length);
      const zone_id = locationZone[locationIndex]!;
      const roll = random();
      const dm = random() < 0.05;
      const tipo = dm ? (['Equipo Médico Crítico', 'Acreditación', 'Implantable'] as const)[Math.floor(random() * 3)]! : null;
      // A priority implantable takes one serial per unit, as in the demo: each of its rows is one
      // serialised unit (the draws stay the same, so the rest of the data set does not move).
      const serialised = requiresSerialByDefault({ es_dm_priorizado: dm, tipo_dm: tipo });
      if (serialised) quantities[i] = quantities[i]!.map(() => 1);
      return {
        sku,
        barcode,
        codigo_fabrica,
        name,
        description: null,
        category: CATEGORIES[Math.floor(random() * CATEGORIES.length)]!,
        abc_category: (['A', 'B', 'B', 'C', 'C', 'C'] as const)[Math.floor(random() * 6)]!,
        warehouse_id: zoneWarehouse.get(zone_id)!,
        zone_id,
        location_id: locationIds[locationIndex]!,
        current_stock: quantities[i]!.reduce((a, b) => a + b, 0),
        min_stock: min,
        max_stock: max,
        cantidad_x_caja: [1, 1, 1, 10, 12, 50, 100][Math.floor(random() * 7)]!,
        weight: null,
        length: null,
        width: null,
        height: null,
        status: roll < 0.97 ? 'Activo' : roll < 0.99 ? 'Inactivo' : 'Descontinuado',
        es_dm_priorizado: dm ? 1 : 0,
        tipo_dm: tipo,
        categorizacion_implantable: tipo === 'Implantable' ? 'Traumatológico' : null,
        requiere_serie: serialised ? 1 : 0,
        requiere_registro_sanitario: dm && random() < 0.5 ? 1 : 0,
        search_text: productSearchText({ sku, name, barcode, codigo_fabrica }),
        deleted_at: null,
        created_at: at,
        updated_at: at,
      };
    });
    const productIds: number[] = new Array(options.products);
    await chunked(
      productRows.map((row, i) => ({ row, i })),
      400,
      async (chunk) => {
        const inserted = await trx
          .insertInto('products')
          .values(chunk.map((c) => c.row))
          .returning(['id', 'sku'])
          .execute();
        const bySku = new Map(inserted.map((r) => [r.sku, r.id]));
        for (const { row, i } of chunk) productIds[i] = bySku.get(row.sku)!;
      },
    );
    log(`Productos: ${options.products}`);

    // Inventory rows and their RECEPTION events, sealed into the hash chain in id order.
    const state = await trx.selectFrom('event_chain_state').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    const maxEvent = await trx
      .selectFrom('traceability_events')
      .select(sql<number>`coalesce(max(id), 0)`.as('max'))
      .executeTakeFirstOrThrow();
    let eventId = Number(maxEvent.max);
    let seq = state.last_seq;
    let hash = state.last_hash;
    const yearAgo = Date.now() - 365 * 86_400_000;
    const step = (365 * 86_400_000) / Math.max(1, options.inventoryRows);

    type InventoryInsert = Omit<InventoryRow, 'id' | 'held_quantity'>;
    let inventoryBatch: InventoryInsert[] = [];
    let eventBatch: Array<Record<string, unknown>> = [];
    let written = 0;
    const flush = async () => {
      if (inventoryBatch.length) await trx.insertInto('inventory').values(inventoryBatch).execute();
      // The lot master of the rows written (one lot, one expiry: each seeded lot is a row of its own).
      const lots = inventoryBatch.filter((row) => row.lot_number);
      if (lots.length)
        await trx
          .insertInto('lots')
          .values(
            lots.map((row) => ({
              product_id: row.product_id,
              lot_number: row.lot_number,
              expiry_date: row.expiry_date || null,
              first_seen: row.entry_date,
              source: 'ingreso',
              reference: 'seed:large',
              updated_at: row.entry_date,
            })),
          )
          .onConflict((oc) => oc.columns(['product_id', 'lot_number']).doNothing())
          .execute();
      if (eventBatch.length)
        await trx
          .insertInto('traceability_events')
          .values(eventBatch as never)
          .execute();
      written += inventoryBatch.length;
      inventoryBatch = [];
      eventBatch = [];
    };
    let n = 0;
    const seededRows: SeededRow[] = [];
    for (let i = 0; i < options.products; i++) {
      const product_id = productIds[i]!;
      const home = locationIds.indexOf(productRows[i]!.location_id);
      quantities[i]!.forEach((quantity, r) => {
        // First row at the product's home location, the rest spread over the warehouse.
        const location_id = r === 0 ? locationIds[home]! : locationIds[Math.floor(random() * locationIds.length)]!;
        const lot_number = `L${String(r + 1).padStart(2, '0')}${Math.floor(random() * 1e5)
          .toString(36)
          .toUpperCase()}`;
        const expiry = new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 1400) * 86_400_000).toISOString().slice(0, 10);
        const expiry_date = random() < 0.85 ? expiry : '';
        const serial_number = productRows[i]!.requiere_serie ? `SN${productRows[i]!.sku}-${String(r + 1).padStart(4, '0')}` : '';
        const created_at = new Date(yearAgo + n * step).toISOString();
        n++;
        inventoryBatch.push({
          product_id,
          location_id,
          lot_number,
          serial_number,
          expiry_date,
          quantity,
          reserved_quantity: 0,
          entry_date: created_at,
          created_at,
          updated_at: created_at,
        });
        seededRows.push({ product_id, location_id, lot_number, serial_number, expiry_date, at: yearAgo + (n - 1) * step });
        eventId++;
        seq++;
        const event = {
          id: eventId,
          event_type: 'RECEPTION',
          product_id,
          location_id,
          lot_number,
          serial_number: serial_number || null,
          expiry_date: expiry_date || null,
          quantity,
          user_id: userId,
          reference_type: 'seed',
          reference_id: null,
          reference: 'seed:large',
          description: 'Carga masiva de datos de prueba',
          notes: null,
          created_at,
          chain_seq: seq,
        };
        const next = eventHash(options.auditKey, hash, event);
        eventBatch.push({ ...event, prev_hash: hash, hash: next });
        hash = next;
      });
      if (inventoryBatch.length >= 1000) await flush();
    }
    await flush();
    await trx
      .updateTable('event_chain_state')
      .set({ last_seq: seq, last_hash: hash, key_id: keyId } as never)
      .where('id', '=', 1)
      .execute();
    if (db.dialect === 'postgres') {
      await sql`select setval(pg_get_serial_sequence('traceability_events', 'id'), (select max(id) from traceability_events))`.execute(
        trx,
      );
    }
    log(`Inventario: ${written} filas y ${written} eventos RECEPTION`);
    chain = { eventId, seq, hash, rows: seededRows };
    result = {
      warehouses: warehouseIds.length,
      zones: zoneIds.length,
      locations: locationIds.length,
      products: options.products,
      inventoryRows: written,
      events: written,
      ms: 0,
    };
  });
  const extra = Math.max(0, (options.events ?? 0) - result.events);
  if (extra > 0) result.events += await seedHistoricalEvents(db, options.auditKey, chain, extra, userId, log);
  // The events were written directly (not through the ledger): the analytics' daily rollup is
  // rebuilt from them.
  await rebuildDailyMoves(k);
  log('Resumen diario de movimientos (stock_daily_moves) reconstruido');
  // The traceability totals counted up to the last event now, not by the next server in the
  // background (each of its batches is a write that invalidates the memos of the reads benched).
  await sealPending(db, options.auditKey);
  // Fresh statistics so the planners pick the list indexes on the large tables.
  await sql`analyze`.execute(k);
  result.ms = Date.now() - started;
  return result;
}

interface SeededRow {
  product_id: number;
  location_id: number;
  lot_number: string;
  /** '' unless the product takes one serial per unit. */
  serial_number: string;
  expiry_date: string;
  /** When the row was received (ms since the epoch). */
  at: number;
}
interface ChainTail {
  eventId: number;
  seq: number;
  hash: string;
  rows: SeededRow[];
}

/** Events per transaction: each commit leaves the chain state at its last event. */
const EVENTS_PER_TRANSACTION = 50_000;
/** Rows per INSERT: 18 columns × 1 000 stays under SQLite's 32 766 bound parameters. */
const EVENTS_PER_INSERT = 1_000;

/**
 * `count` historical QUALITY_CHECK events (quantity 0) on random seeded rows — their product,
 * location, lot and expiry — each dated between the row's reception and now, so filters by
 * product, type, location, lot and date all find them. Written in id order and sealed into the
 * chain as they are written, the same way as the RECEPTION events.
 */
async function seedHistoricalEvents(
  db: Db,
  auditKey: string,
  tail: ChainTail,
  count: number,
  userId: number | null,
  log: (message: string) => void,
): Promise<number> {
  if (tail.rows.length === 0) return 0;
  const random = prng(20261122);
  const now = Date.now();
  let { eventId, seq, hash } = tail;
  let written = 0;
  while (written < count) {
    const inThisTransaction = Math.min(EVENTS_PER_TRANSACTION, count - written);
    await db.kysely.transaction().execute(async (trx) => {
      for (let done = 0; done < inThisTransaction;) {
        const size = Math.min(EVENTS_PER_INSERT, inThisTransaction - done);
        const batch: Array<Record<string, unknown>> = new Array(size);
        for (let b = 0; b < size; b++) {
          const row = tail.rows[Math.floor(random() * tail.rows.length)]!;
          eventId++;
          seq++;
          const event = {
            id: eventId,
            event_type: 'QUALITY_CHECK',
            product_id: row.product_id,
            location_id: row.location_id,
            lot_number: row.lot_number,
            serial_number: row.serial_number || null,
            expiry_date: row.expiry_date || null,
            quantity: 0,
            user_id: userId,
            reference_type: 'seed',
            reference_id: null,
            reference: 'seed:large',
            description: 'Control de calidad histórico (carga masiva)',
            notes: null,
            created_at: new Date(row.at + Math.floor(random() * (now - row.at))).toISOString(),
            chain_seq: seq,
          };
          const next = eventHash(auditKey, hash, event);
          batch[b] = { ...event, prev_hash: hash, hash: next };
          hash = next;
        }
        await trx
          .insertInto('traceability_events')
          .values(batch as never)
          .execute();
        done += size;
      }
      await trx.updateTable('event_chain_state').set({ last_seq: seq, last_hash: hash }).where('id', '=', 1).execute();
    });
    written += inThisTransaction;
    log(`Eventos históricos QUALITY_CHECK: ${written} de ${count}`);
  }
  if (db.dialect === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('traceability_events', 'id'), (select max(id) from traceability_events))`.execute(
      db.kysely,
    );
  }
  return written;
}
