import type { EventType } from '@bodega/domain';
import { sql } from 'kysely';
import { PREPARE_ON_SERVER } from '../../db/create-db';
import { prepared } from '../../db/prepared';
import { castValues, columnNames, type DocumentRow, type DocumentShape } from './documents';
import { ledgerEventMac } from './event-mac';
import { readRemovalArgs, removalArgs } from './postgres-ctes';
import { assertPositiveInteger, stockIdentity, type EventContext, type StockKey } from './stock-key';
import type { Tx } from '../../db/handle';

/**
 * "Remove stock and record this document" as ONE autocommit statement (PostgreSQL; one statement
 * is one transaction), for an operation that needs no transaction of its own: the product's lock
 * (first, as every stock operation takes it, so no lock-order deadlock), the conditional
 * decrement, the product's stock, the document row (an issue's order) whose id becomes the
 * event's reference_id and the line's first column, the event and the line row (an issue's item).
 *
 * Nothing is written unless the row holds `quantity` and keeps units afterwards (an emptied row
 * is deleted by remove(), a second statement) and its location is not being counted
 * (count-guard.ts); then the answer is undefined and the caller runs
 * its ordinary transaction, whose checks and messages apply. Reached through
 * `deps.removeAndRecord` (lib/deps.ts), which asks the sealer for a seal after it, as
 * stockTransaction does. bench/egresos-tps.bench.ts prints its gain over the plain transaction.
 */
export interface RemoveAndRecord {
  key: StockKey;
  quantity: number;
  type: EventType;
  ctx: Omit<EventContext, 'reference_id'>;
  at: string;
  /** Inserted first; its `id` is the event's reference_id. */
  document: DocumentRow;
  /** Inserted last; its first column receives the document's id (not part of `values`). */
  line: DocumentRow;
}

export interface RecordedRemoval {
  documentId: number;
  lineId: number;
}

function removeAndRecordQuery(document: DocumentShape, line: DocumentShape) {
  return prepared((db: Tx, ...args: Array<string | number | null>) => {
    const removal = readRemovalArgs(args);
    const { quantity, at } = removal;
    const documentValues = removal.rest.slice(0, document.columns.length);
    const lineValues = removal.rest.slice(document.columns.length);
    const query = sql<{ document_id: number; line_id: number }>`
      with lk as materialized (
        select id from products where id = ${removal.productId} for update
      ), inv as (
        update inventory set quantity = quantity - ${quantity}, updated_at = ${at}
        where ${removal.stockRow}
          and quantity - reserved_quantity >= ${quantity} and quantity > ${quantity} and exists (select 1 from lk)
          and not exists (select 1 from count_tasks ct where ct.counting_location_id = inventory.location_id)
        returning id
      ), ${removal.productStock}, document as (
        insert into ${sql.table(document.table)} (${columnNames(document.columns)})
        select ${castValues(document.columns, documentValues)} from prod
        returning id
      ), ${removal.eventAndRollup(sql`document.id`, sql`prod, document`)}, line as (
        insert into ${sql.table(line.table)} (${columnNames(line.columns)})
        select document.id, ${castValues(line.columns.slice(1), lineValues)} from ev, document
        returning id
      )
      select document.id as document_id, (select id from line) as line_id from document ${sql.raw(PREPARE_ON_SERVER)}`;
    return { compile: () => query.compile(db) };
  });
}
const statements = new WeakMap<DocumentShape, WeakMap<DocumentShape, ReturnType<typeof removeAndRecordQuery>>>();

/** PostgreSQL only (see plugins/ledger.ts): the ids written, or undefined when nothing was. */
export async function removeAndRecordPostgres(db: Tx, removal: RemoveAndRecord): Promise<RecordedRemoval | undefined> {
  assertPositiveInteger(removal.quantity);
  let byLine = statements.get(removal.document.shape);
  if (!byLine) statements.set(removal.document.shape, (byLine = new WeakMap()));
  let statement = byLine.get(removal.line.shape);
  if (!statement) byLine.set(removal.line.shape, (statement = removeAndRecordQuery(removal.document.shape, removal.line.shape)));
  const key = stockIdentity(removal.key);
  // The event's reference_id is the document this statement inserts: its MAC cannot cover it.
  const mac = ledgerEventMac(db, removal.type, key, -removal.quantity, removal.ctx, removal.at, { referenceFromDocument: true });
  const { rows } = await statement(
    db,
    ...removalArgs(key, removal.quantity, removal.type, removal.ctx, removal.at, mac),
    ...removal.document.values,
    ...removal.line.values,
  );
  const row = rows[0];
  return row ? { documentId: Number(row.document_id), lineId: Number(row.line_id) } : undefined;
}
