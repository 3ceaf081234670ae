import type { EventType } from '@bodega/domain';
import { PostgresAdapter, sql, type Insertable, type Kysely, type RawBuilder, type Transaction } from 'kysely';
import type { Database, InventoryRow } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { PREPARE_ON_SERVER } from '../../db/create-db';
import { nowIso } from '../../lib/clock';
import { changed, prepared } from '../../db/prepared';
import { heldStockError } from './held-stock';

/**
 * The stock ledger (DESIGN §3): the only code that writes `inventory` and
 * `products.current_stock`, each change with its traceability event, inside the caller's
 * transaction. Decrements are conditional UPDATEs, so concurrent issues cannot oversell: the
 * loser gets 409 INSUFFICIENT_STOCK and its transaction rolls back.
 */
export interface StockKey {
  product_id: number;
  location_id: number;
  lot_number?: string | null | undefined;
  serial_number?: string | null | undefined;
  expiry_date?: string | null | undefined;
}

export interface EventContext {
  user_id: number | null;
  reference_type?: string;
  reference_id?: number;
  reference?: string;
  description?: string;
  notes?: string | null;
}

type Tx = Transaction<Database> | Kysely<Database>;

function identity(key: StockKey) {
  return {
    product_id: key.product_id,
    location_id: key.location_id,
    lot_number: key.lot_number?.trim() ?? '',
    serial_number: key.serial_number?.trim() ?? '',
    expiry_date: key.expiry_date ?? '',
  };
}

function assertPositiveInteger(quantity: number): void {
  if (!Number.isInteger(quantity) || quantity <= 0) {
    throw new AppError('VALIDATION_ERROR', 'La cantidad debe ser un número entero mayor a 0', {
      quantity: 'La cantidad debe ser mayor a 0',
    });
  }
}

async function describeShortage(
  trx: Tx,
  key: ReturnType<typeof identity>,
  requested: number,
  available: number,
): Promise<AppError> {
  // Units that are there but held (quarantine, recall) get a refusal naming the hold.
  const held = await heldStockError(trx, key, requested);
  if (held) return held;
  const product = await trx.selectFrom('products').select(['name', 'sku']).where('id', '=', key.product_id).executeTakeFirst();
  const location = await trx.selectFrom('locations').select('code').where('id', '=', key.location_id).executeTakeFirst();
  const lot = key.lot_number ? ` lote ${key.lot_number}` : ' sin lote';
  const where = location ? ` en ${location.code}` : '';
  const what = product ? `${product.name} (${product.sku})` : `producto ${key.product_id}`;
  return new AppError(
    'INSUFFICIENT_STOCK',
    `Stock insuficiente de ${what}${lot}${where}: disponible ${available}, solicitado ${requested}`,
    undefined,
    { product_id: key.product_id, location_id: key.location_id, lot_number: key.lot_number || null, available, requested },
  );
}

/**
 * A row the caller writes together with a decrement (an issue's line): on PostgreSQL it is inserted
 * by the decrement's own statement, and only when the decrement took the units. `shape` is a
 * constant of the caller (one statement is prepared per shape); `types` are the SQL types the
 * values are cast to, since an INSERT … SELECT does not take them from the target columns.
 */
export interface CompanionShape {
  table: string;
  columns: ReadonlyArray<readonly [column: string, type: 'integer' | 'text' | 'double precision']>;
}
export interface CompanionInsert {
  shape: CompanionShape;
  values: ReadonlyArray<string | number | null>;
}

type DecrementArgs = [
  quantity: number,
  at: string,
  productId: number,
  locationId: number,
  lot: string,
  serial: string,
  expiry: string,
  type: string,
  eventLot: string | null,
  eventSerial: string | null,
  eventExpiry: string | null,
  delta: number,
  userId: number | null,
  referenceType: string | null,
  referenceId: number | null,
  reference: string | null,
  description: string | null,
  notes: string | null,
  ...companion: Array<string | number | null>,
];

type SqlValue = string | number | null;
const columnNames = (columns: CompanionShape['columns']) => sql.join(columns.map(([column]) => sql.ref(column)));
const castValues = (columns: CompanionShape['columns'], values: ReadonlyArray<SqlValue | undefined>) =>
  sql.join(columns.map(([, columnType], i) => sql`cast(${values[i]} as ${sql.raw(columnType)})`));

/** The CTE `prod`: the product's stock moves by `delta`, only when `inv` wrote a row. */
function productStockCte(productId: SqlValue | undefined, delta: SqlValue | undefined, at: SqlValue | undefined) {
  return sql`prod as (
        update products set current_stock = current_stock + ${delta}, updated_at = ${at}
        where id = ${productId} and exists (select 1 from inv)
        returning id
      )`;
}

/** The CTE `ev`: the traceability event, inserted once per row of `from` (which holds `prod`). */
function eventCte(
  event: Record<'type' | 'locationId' | 'lot' | 'serial' | 'expiry' | 'delta' | 'userId' | 'referenceType' | 'reference' | 'description' | 'notes' | 'at', SqlValue | undefined>,
  referenceId: RawBuilder<unknown>,
  from: RawBuilder<unknown>,
) {
  return sql`ev as (
        insert into traceability_events
          (event_type, product_id, location_id, lot_number, serial_number, expiry_date, quantity, user_id,
           reference_type, reference_id, reference, description, notes, created_at, chain_seq, prev_hash, hash)
        select cast(${event.type} as text), prod.id, cast(${event.locationId} as integer), cast(${event.lot} as text), cast(${event.serial} as text),
          cast(${event.expiry} as text), cast(${event.delta} as integer), cast(${event.userId} as integer), cast(${event.referenceType} as text),
          ${referenceId}, cast(${event.reference} as text), cast(${event.description} as text), cast(${event.notes} as text),
          cast(${event.at} as text), null::integer, null::text, null::text
        from ${from}
        returning id
      )`;
}

/**
 * PostgreSQL: the conditional decrement, the product's stock and the event in one statement
 * (data-modifying CTEs), one round trip instead of three, and the caller's companion row when it
 * gives one. Nothing is written past the decrement when the row does not hold the quantity: `prod`
 * only runs when `inv` updated a row, the event is inserted from `prod` and the companion from the
 * event. Built and compiled once (storage/prepared), like the SQLite statements below: they run
 * on every issue.
 */
function decrementPostgresQuery(fromReserved: boolean, companion?: CompanionShape) {
  return prepared((db: Tx, ...args: DecrementArgs) => {
    const [quantity, at, productId, locationId, lot, serial, expiry, type, eventLot, eventSerial, eventExpiry, delta, userId, referenceType, referenceId, reference, description, notes, ...extra] = args;
    const companionCte = companion
      ? sql`, companion as (
        insert into ${sql.table(companion.table)} (${columnNames(companion.columns)})
        select ${castValues(companion.columns, extra)} from ev
        returning id
      )`
      : sql``;
    const query = sql<{ id: number; quantity: number; reserved_quantity: number; events: number; companion_id: number | null }>`
      with inv as (
        update inventory
        set quantity = quantity - ${quantity}${fromReserved ? sql`, reserved_quantity = reserved_quantity - ${quantity}` : sql``}, updated_at = ${at}
        where product_id = ${productId} and location_id = ${locationId} and lot_number = ${lot} and serial_number = ${serial} and expiry_date = ${expiry}
          and ${fromReserved ? sql`reserved_quantity >= ${quantity}` : sql`quantity - reserved_quantity >= ${quantity}`}
        returning id, quantity, reserved_quantity
      ), ${productStockCte(productId, delta, at)}, ${eventCte(
        { type, locationId, lot: eventLot, serial: eventSerial, expiry: eventExpiry, delta, userId, referenceType, reference, description, notes, at },
        sql`cast(${referenceId} as integer)`,
        sql`prod`,
      )}${companionCte}
      select inv.id, inv.quantity, inv.reserved_quantity, (select count(*) from ev) as events,
        ${companion ? sql`(select id from companion)` : sql`null`} as companion_id
      from inv ${sql.raw(PREPARE_ON_SERVER)}`;
    return { compile: () => query.compile(db) };
  });
}
const decrementAvailablePostgres = decrementPostgresQuery(false);
const decrementReservedPostgres = decrementPostgresQuery(true);
/** Per companion shape, the statements with it (available, reserved). */
const withCompanion = new WeakMap<CompanionShape, [ReturnType<typeof decrementPostgresQuery>, ReturnType<typeof decrementPostgresQuery>]>();
function decrementWithCompanion(shape: CompanionShape, fromReserved: boolean) {
  let pair = withCompanion.get(shape);
  if (!pair) withCompanion.set(shape, (pair = [decrementPostgresQuery(false, shape), decrementPostgresQuery(true, shape)]));
  return pair[fromReserved ? 1 : 0];
}

function decrementQuery(fromReserved: boolean) {
  return prepared(
    (db: Tx, quantity: number, at: string, productId: number, locationId: number, lot: string, serial: string, expiry: string) =>
      db
        .updateTable('inventory')
        .set({
          quantity: sql<number>`quantity - ${quantity}`,
          ...(fromReserved ? { reserved_quantity: sql<number>`reserved_quantity - ${quantity}` } : {}),
          updated_at: at,
        })
        .where('product_id', '=', productId)
        .where('location_id', '=', locationId)
        .where('lot_number', '=', lot)
        .where('serial_number', '=', serial)
        .where('expiry_date', '=', expiry)
        .where(
          fromReserved
            ? sql<boolean>`reserved_quantity >= ${quantity}`
            : sql<boolean>`quantity - reserved_quantity >= ${quantity}`,
        )
        .returning(['id', 'quantity', 'reserved_quantity']),
  );
}
const decrementAvailable = decrementQuery(false);
const decrementReserved = decrementQuery(true);

const bumpProductStockQuery = prepared((db: Tx, delta: number, at: string, productId: number) =>
  db
    .updateTable('products')
    .set({ current_stock: sql<number>`current_stock + ${delta}`, updated_at: at })
    .where('id', '=', productId)
    .modifyEnd(sql.raw(PREPARE_ON_SERVER)),
);

const EVENT_COLUMNS = [
  'event_type',
  'product_id',
  'location_id',
  'lot_number',
  'serial_number',
  'expiry_date',
  'quantity',
  'user_id',
  'reference_type',
  'reference_id',
  'reference',
  'description',
  'notes',
  'created_at',
] as const;
const appendEventQuery = prepared((db: Tx, ...values: Array<string | number | null>) =>
  db
    .insertInto('traceability_events')
    .values({
      ...(Object.fromEntries(EVENT_COLUMNS.map((column, i) => [column, values[i]])) as unknown as Insertable<
        Database['traceability_events']
      >),
      chain_seq: null,
      prev_hash: null,
      hash: null,
    })
    .modifyEnd(sql.raw(PREPARE_ON_SERVER)),
);

export function ledger(trx: Tx) {
  async function appendEvent(type: EventType, key: ReturnType<typeof identity>, delta: number, ctx: EventContext, at: string) {
    await appendEventQuery(
      trx,
      type,
      key.product_id,
      key.location_id,
      key.lot_number || null,
      key.serial_number || null,
      key.expiry_date || null,
      delta,
      ctx.user_id,
      ctx.reference_type ?? null,
      ctx.reference_id ?? null,
      ctx.reference ?? null,
      ctx.description ?? null,
      ctx.notes ?? null,
      at,
    );
  }

  async function bumpProductStock(productId: number, delta: number, at: string) {
    if (changed(await bumpProductStockQuery(trx, delta, at, productId)) === 0)
      throw new AppError('NOT_FOUND', 'Producto no encontrado');
  }

  const postgres = trx.getExecutor().adapter instanceof PostgresAdapter;

  /** The conditional decrement: what is left in the row, or undefined when it does not hold `quantity`. */
  async function decrement(key: ReturnType<typeof identity>, quantity: number, at: string, fromReserved: boolean) {
    const { rows } = await (fromReserved ? decrementReserved : decrementAvailable)(
      trx,
      quantity,
      at,
      key.product_id,
      key.location_id,
      key.lot_number,
      key.serial_number,
      key.expiry_date,
    );
    return rows[0];
  }

  /** PostgreSQL: decrement, product stock and event in one statement (see decrementPostgresQuery). */
  async function decrementPostgres(
    key: ReturnType<typeof identity>,
    quantity: number,
    type: EventType,
    ctx: EventContext,
    at: string,
    fromReserved: boolean,
    companion: CompanionInsert | undefined,
  ) {
    const statement = companion ? decrementWithCompanion(companion.shape, fromReserved) : fromReserved ? decrementReservedPostgres : decrementAvailablePostgres;
    const { rows } = await statement(
      trx,
      quantity,
      at,
      key.product_id,
      key.location_id,
      key.lot_number,
      key.serial_number,
      key.expiry_date,
      type,
      key.lot_number || null,
      key.serial_number || null,
      key.expiry_date || null,
      -quantity,
      ctx.user_id,
      ctx.reference_type ?? null,
      ctx.reference_id ?? null,
      ctx.reference ?? null,
      ctx.description ?? null,
      ctx.notes ?? null,
      ...(companion?.values ?? []),
    );
    const row = rows[0];
    if (row && Number(row.events) === 0) throw new AppError('NOT_FOUND', 'Producto no encontrado');
    return row;
  }

  /** The inventory row of one stock identity (at most one: the five columns are unique). */
  function rowOf(key: ReturnType<typeof identity>) {
    return trx
      .selectFrom('inventory')
      .where('product_id', '=', key.product_id)
      .where('location_id', '=', key.location_id)
      .where('lot_number', '=', key.lot_number)
      .where('serial_number', '=', key.serial_number)
      .where('expiry_date', '=', key.expiry_date);
  }

  const self = {
    /**
     * Adds units at a location (receipt, put-away, positive adjustment, return, transfer in). New
     * stock enters now; units that entered earlier (a transfer) pass their `entryDate`, and a row
     * they join keeps the older of the two dates, so FIFO/LIFO still see when the lot came in.
     */
    async add(keyIn: StockKey, quantity: number, type: EventType, ctx: EventContext, options: { entryDate?: string } = {}): Promise<InventoryRow> {
      assertPositiveInteger(quantity);
      const key = identity(keyIn);
      const at = nowIso();
      const entered = options.entryDate;
      const row = await trx
        .insertInto('inventory')
        .values({ ...key, quantity, reserved_quantity: 0, entry_date: entered ?? at, created_at: at, updated_at: at })
        .onConflict((oc) =>
          oc.columns(['product_id', 'location_id', 'lot_number', 'serial_number', 'expiry_date']).doUpdateSet({
            quantity: sql<number>`inventory.quantity + ${quantity}`,
            updated_at: at,
            ...(entered === undefined
              ? {}
              : { entry_date: sql<string>`case when inventory.entry_date > ${entered} then ${entered} else inventory.entry_date end` }),
          }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      await bumpProductStock(key.product_id, quantity, at);
      await appendEvent(type, key, quantity, ctx, at);
      return row;
    },

    /**
     * Adds many lines in a few statements (large receipts): one multi-row upsert per chunk, one
     * stock update per product and one multi-row event insert, all in the caller's transaction.
     * Lines with the same identity are summed first, because one upsert may not touch a row twice.
     */
    async addMany(lines: ReadonlyArray<{ key: StockKey; quantity: number }>, type: EventType, ctx: EventContext): Promise<void> {
      if (lines.length === 0) return;
      const at = nowIso();
      const merged = new Map<string, { key: ReturnType<typeof identity>; quantity: number }>();
      for (const line of lines) {
        assertPositiveInteger(line.quantity);
        const key = identity(line.key);
        const id = JSON.stringify([key.product_id, key.location_id, key.lot_number, key.serial_number, key.expiry_date]);
        const entry = merged.get(id);
        if (entry) entry.quantity += line.quantity;
        else merged.set(id, { key, quantity: line.quantity });
      }
      const rows = [...merged.values()];
      // SQLite accepts at most 32 766 bound values per statement; 100 rows × 9 columns stays far below.
      for (let start = 0; start < rows.length; start += 100) {
        const chunk = rows.slice(start, start + 100);
        await trx
          .insertInto('inventory')
          .values(
            chunk.map(({ key, quantity }) => ({
              ...key,
              quantity,
              reserved_quantity: 0,
              entry_date: at,
              created_at: at,
              updated_at: at,
            })),
          )
          .onConflict((oc) =>
            oc
              .columns(['product_id', 'location_id', 'lot_number', 'serial_number', 'expiry_date'])
              .doUpdateSet((eb) => ({
                quantity: sql<number>`inventory.quantity + ${eb.ref('excluded.quantity')}`,
                updated_at: at,
              })),
          )
          .execute();
      }
      const perProduct = new Map<number, number>();
      for (const { key, quantity } of rows) perProduct.set(key.product_id, (perProduct.get(key.product_id) ?? 0) + quantity);
      for (const [productId, quantity] of [...perProduct].sort((a, b) => a[0] - b[0]))
        await bumpProductStock(productId, quantity, at);
      for (let start = 0; start < lines.length; start += 100) {
        await trx
          .insertInto('traceability_events')
          .values(
            lines.slice(start, start + 100).map((line) => {
              const key = identity(line.key);
              return {
                event_type: type,
                product_id: key.product_id,
                location_id: key.location_id,
                lot_number: key.lot_number || null,
                serial_number: key.serial_number || null,
                expiry_date: key.expiry_date || null,
                quantity: line.quantity,
                user_id: ctx.user_id,
                reference_type: ctx.reference_type ?? null,
                reference_id: ctx.reference_id ?? null,
                reference: ctx.reference ?? null,
                description: ctx.description ?? null,
                notes: ctx.notes ?? null,
                created_at: at,
                chain_seq: null,
                prev_hash: null,
                hash: null,
              };
            }),
          )
          .execute();
      }
    },

    /**
     * Takes units from a location. Reserved units are not available unless `fromReserved`
     * (picking consumes its own reservation). Empty rows are removed. On PostgreSQL a `companion`
     * row is inserted by the same statement and its id returned; elsewhere the answer has no id
     * and the caller inserts it (in the same transaction).
     */
    async remove(
      keyIn: StockKey,
      quantity: number,
      type: EventType,
      ctx: EventContext,
      options: { fromReserved?: boolean; companion?: CompanionInsert } = {},
    ): Promise<{ companionId?: number }> {
      assertPositiveInteger(quantity);
      const key = identity(keyIn);
      const at = nowIso();
      const written = postgres ? await decrementPostgres(key, quantity, type, ctx, at, options.fromReserved === true, options.companion) : undefined;
      const left = postgres ? written : await decrement(key, quantity, at, options.fromReserved === true);
      if (!left) {
        const row = await rowOf(key).select(['quantity', 'reserved_quantity']).executeTakeFirst();
        const available = row ? (options.fromReserved ? row.reserved_quantity : row.quantity - row.reserved_quantity) : 0;
        throw await describeShortage(trx, key, quantity, available);
      }
      // Empty rows are removed; the UPDATE said what is left, so a row that still holds units
      // costs no second statement.
      if (Number(left.quantity) === 0 && Number(left.reserved_quantity) === 0) {
        await trx
          .deleteFrom('inventory')
          .where('id', '=', left.id)
          .where('quantity', '=', 0)
          .where('reserved_quantity', '=', 0)
          .execute();
      }
      if (!postgres) {
        await bumpProductStock(key.product_id, -quantity, at);
        await appendEvent(type, key, -quantity, ctx, at);
        return {};
      }
      return written?.companion_id === null || written?.companion_id === undefined ? {} : { companionId: Number(written.companion_id) };
    },

    /** Records an event that moves no stock (a quality check of a lot at a location). */
    async note(keyIn: StockKey, type: EventType, ctx: EventContext): Promise<void> {
      await appendEvent(type, identity(keyIn), 0, ctx, nowIso());
    },

    /**
     * Moves units between locations: a TRANSFER out and a TRANSFER in, keeping lot, expiry and the
     * date the units entered (read before the removal, which may delete the emptied row).
     */
    async transfer(keyIn: StockKey, toLocationId: number, quantity: number, ctx: EventContext): Promise<void> {
      if (keyIn.location_id === toLocationId) {
        throw new AppError('VALIDATION_ERROR', 'La ubicación de destino debe ser distinta de la de origen', {
          to_location_id: 'La ubicación de destino debe ser distinta de la de origen',
        });
      }
      const source = await rowOf(identity(keyIn)).select('entry_date').executeTakeFirst();
      await self.remove(keyIn, quantity, 'TRANSFER', ctx);
      await self.add({ ...keyIn, location_id: toLocationId }, quantity, 'TRANSFER', ctx, source ? { entryDate: source.entry_date } : {});
    },

    /** Sets an inventory row to an absolute quantity (physical count), as one ADJUSTMENT event. */
    async setQuantity(inventoryId: number, target: number, ctx: EventContext): Promise<void> {
      if (!Number.isInteger(target) || target < 0) {
        throw new AppError('VALIDATION_ERROR', 'La cantidad no puede ser negativa', {
          quantity: 'La cantidad no puede ser negativa',
        });
      }
      const row = await trx.selectFrom('inventory').selectAll().where('id', '=', inventoryId).executeTakeFirst();
      if (!row) throw new AppError('NOT_FOUND', 'Registro de inventario no encontrado');
      const delta = target - row.quantity;
      if (delta > 0) await self.add(row, delta, 'ADJUSTMENT', ctx);
      if (delta < 0) await self.remove(row, -delta, 'ADJUSTMENT', ctx);
    },
  };
  return self;
}

export type Ledger = ReturnType<typeof ledger>;

/**
 * PostgreSQL: a removal that needs no transaction of its own, as ONE autocommit statement (one
 * statement is one transaction): the product's lock (first, as every stock operation takes it, so
 * no lock-order deadlock), the conditional decrement, the product's stock, a parent row (an
 * issue's order) whose id becomes the event's reference_id and the companion's first column, the
 * event and the companion row. Nothing is written unless the row holds `quantity` and keeps units
 * afterwards (an emptied row is deleted by remove(), a second statement); then the answer is
 * undefined and the caller runs its ordinary transaction, whose checks and messages apply. The
 * caller asks the sealer for a seal after it, as stockTransaction does.
 */
export interface OneStatementRemoval {
  key: StockKey;
  quantity: number;
  type: EventType;
  ctx: Omit<EventContext, 'reference_id'>;
  at: string;
  /** Inserted first; its `id` is the event's reference_id. */
  parent: CompanionInsert;
  /** Inserted last; its first column receives the parent's id (not part of `values`). */
  companion: CompanionInsert;
}

function removeInOneStatementQuery(parent: CompanionShape, companion: CompanionShape) {
  return prepared((db: Tx, ...args: Array<string | number | null>) => {
    const [quantity, at, productId, locationId, lot, serial, expiry, type, eventLot, eventSerial, eventExpiry, delta, userId, referenceType, reference, description, notes] = args;
    const parentValues = args.slice(17, 17 + parent.columns.length);
    const companionValues = args.slice(17 + parent.columns.length);
    const query = sql<{ parent_id: number; companion_id: number }>`
      with lk as materialized (
        select id from products where id = ${productId} for update
      ), inv as (
        update inventory set quantity = quantity - ${quantity}, updated_at = ${at}
        where product_id = ${productId} and location_id = ${locationId} and lot_number = ${lot} and serial_number = ${serial} and expiry_date = ${expiry}
          and quantity - reserved_quantity >= ${quantity} and quantity > ${quantity} and exists (select 1 from lk)
        returning id
      ), ${productStockCte(productId, delta, at)}, parent as (
        insert into ${sql.table(parent.table)} (${columnNames(parent.columns)})
        select ${castValues(parent.columns, parentValues)} from prod
        returning id
      ), ${eventCte(
        { type, locationId, lot: eventLot, serial: eventSerial, expiry: eventExpiry, delta, userId, referenceType, reference, description, notes, at },
        sql`parent.id`,
        sql`prod, parent`,
      )}, companion as (
        insert into ${sql.table(companion.table)} (${columnNames(companion.columns)})
        select parent.id, ${castValues(companion.columns.slice(1), companionValues)} from ev, parent
        returning id
      )
      select parent.id as parent_id, (select id from companion) as companion_id from parent ${sql.raw(PREPARE_ON_SERVER)}`;
    return { compile: () => query.compile(db) };
  });
}
const oneStatementRemovals = new WeakMap<CompanionShape, WeakMap<CompanionShape, ReturnType<typeof removeInOneStatementQuery>>>();

export async function removeInOneStatementPostgres(db: Tx, removal: OneStatementRemoval): Promise<{ parentId: number; companionId: number } | undefined> {
  assertPositiveInteger(removal.quantity);
  let byCompanion = oneStatementRemovals.get(removal.parent.shape);
  if (!byCompanion) oneStatementRemovals.set(removal.parent.shape, (byCompanion = new WeakMap()));
  let statement = byCompanion.get(removal.companion.shape);
  if (!statement) byCompanion.set(removal.companion.shape, (statement = removeInOneStatementQuery(removal.parent.shape, removal.companion.shape)));
  const key = identity(removal.key);
  const { ctx } = removal;
  const { rows } = await statement(
    db,
    removal.quantity,
    removal.at,
    key.product_id,
    key.location_id,
    key.lot_number,
    key.serial_number,
    key.expiry_date,
    removal.type,
    key.lot_number || null,
    key.serial_number || null,
    key.expiry_date || null,
    -removal.quantity,
    ctx.user_id,
    ctx.reference_type ?? null,
    ctx.reference ?? null,
    ctx.description ?? null,
    ctx.notes ?? null,
    ...removal.parent.values,
    ...removal.companion.values,
  );
  const row = rows[0];
  return row ? { parentId: Number(row.parent_id), companionId: Number(row.companion_id) } : undefined;
}

/** The inventory row's identity as the API shows it: '' columns become null. */
export function publicStockKey(row: Pick<InventoryRow, 'lot_number' | 'serial_number' | 'expiry_date'>) {
  return { lot_number: row.lot_number || null, serial_number: row.serial_number || null, expiry_date: row.expiry_date || null };
}
