import { randomUUID } from 'node:crypto';
import {
  DM_OPERATION_MESSAGES,
  isRecallUnitFinal,
  RECALL_UNIT_LABELS,
  RECALL_UNIT_NEXT,
  type RecallInput,
  type RecallSummary,
  type RecallUnitActionInput,
  type RecallUnitState,
} from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { commitments } from '../ledger/commitments';
import { stockIdentity } from '../ledger/stock-key';
import { currentState, ensureDevices, recordState, SERVICE_LOCATION_TYPE, stockWithService } from './devices';
import { dmReference } from './dm-queries';
import { implantReference } from './implants.service';
import type { Tx } from '../../db/handle';

const NOT_FOUND = 'Retiro no encontrado';

export function recallNumber(id: number): string {
  return dmReference('RET', id);
}

interface Scope {
  product_id: number;
  lotes: string[];
  series: string[];
  todos: boolean;
}

/** The units a recall covers, on any table with product_id / lot_number / serial_number columns. */
function inScope(scope: Scope, alias: string) {
  const product = sql<boolean>`${sql.ref(`${alias}.product_id`)} = ${scope.product_id}`;
  if (scope.todos) return product;
  const any = [];
  if (scope.lotes.length) any.push(sql`${sql.ref(`${alias}.lot_number`)} in (${sql.join(scope.lotes)})`);
  if (scope.series.length) any.push(sql`${sql.ref(`${alias}.serial_number`)} in (${sql.join(scope.series)})`);
  return sql<boolean>`${product} and (${sql.join(any, sql` or `)})`;
}

function scopeOf(recall: { product_id: number; lotes: string; series: string; todos: number }): Scope {
  return {
    product_id: recall.product_id,
    lotes: JSON.parse(recall.lotes) as string[],
    series: JSON.parse(recall.series) as string[],
    todos: recall.todos === 1,
  };
}

/**
 * The whole picture of a recall in one answer: units in stock by location and clinical service,
 * issued (egresos) by area and date, dispatched (ledger DISPATCH events that are neither an egreso
 * nor an implant: when shipments exist, their lines join here as one more source), implanted by
 * patient. Each part is one indexed query on the product's lots.
 */
export async function recallPicture(db: Tx, recall: { product_id: number; lotes: string; series: string; todos: number }) {
  const scope = scopeOf(recall);
  const [stock, issued, dispatched, implanted] = await Promise.all([
    stockWithService(db)
      .select([
        'i.id',
        'i.location_id',
        'l.code',
        'l.description',
        'l.location_type',
        'cs.id as service_id',
        'cs.nombre as service_nombre',
        'i.lot_number',
        'i.serial_number',
        'i.expiry_date',
        'i.quantity',
        'i.held_quantity',
      ])
      .where(inScope(scope, 'i'))
      .where('i.quantity', '>', 0)
      .orderBy('l.code')
      .orderBy('i.id')
      .execute(),
    db
      .selectFrom('egress_order_items as it')
      .innerJoin('egress_orders as o', 'o.id', 'it.egress_order_id')
      .select([
        'o.id as egreso_id',
        'o.order_number',
        'o.area_servicio',
        'o.created_at',
        'it.lot_number',
        'it.serial_number',
        'it.quantity',
      ])
      .where(inScope(scope, 'it'))
      .where('o.status', '<>', 'Anulado')
      .orderBy('o.created_at')
      .orderBy('it.id')
      .execute(),
    db
      .selectFrom('traceability_events as e')
      .select([
        'e.id',
        'e.reference',
        'e.reference_type',
        'e.description',
        'e.created_at',
        'e.lot_number',
        'e.serial_number',
        'e.quantity',
      ])
      .where(inScope(scope, 'e'))
      .where('e.event_type', '=', 'DISPATCH')
      .where((eb) => eb.or([eb('e.reference_type', 'is', null), eb('e.reference_type', 'not in', ['egreso', 'implante'])]))
      .orderBy('e.id')
      .execute(),
    db
      .selectFrom('dm_implants as im')
      .leftJoin('clinical_services as cs', 'cs.id', 'im.clinical_service_id')
      .select([
        'im.id',
        'im.run_paciente',
        'im.nombre_paciente',
        'im.fecha_implantacion',
        'im.nombre_profesional_implante',
        'im.lot_number',
        'im.serial_number',
        'im.fecha_explantacion',
        'cs.nombre as servicio',
      ])
      .where(inScope(scope, 'im'))
      .orderBy('im.fecha_implantacion')
      .execute(),
  ]);
  const byLocation = new Map<
    number,
    {
      location_id: number;
      ubicacion: string;
      descripcion: string | null;
      servicio_clinico: string | null;
      cantidad: number;
      retenido: number;
    }
  >();
  for (const row of stock) {
    const entry = byLocation.get(row.location_id) ?? {
      location_id: row.location_id,
      ubicacion: row.code,
      descripcion: row.description,
      servicio_clinico: row.location_type === SERVICE_LOCATION_TYPE ? row.service_nombre : null,
      cantidad: 0,
      retenido: 0,
    };
    entry.cantidad += row.quantity;
    entry.retenido += row.held_quantity;
    byLocation.set(row.location_id, entry);
  }
  const byArea = new Map<string, { area_servicio: string; fecha: string; cantidad: number }>();
  for (const row of issued) {
    const day = row.created_at.slice(0, 10);
    const key = `${row.area_servicio}|${day}`;
    const entry = byArea.get(key) ?? { area_servicio: row.area_servicio, fecha: day, cantidad: 0 };
    entry.cantidad += row.quantity;
    byArea.set(key, entry);
  }
  const locations = [...byLocation.values()];
  return {
    en_stock: stock.map((row) => ({
      location_id: row.location_id,
      ubicacion: row.code,
      servicio_clinico: row.location_type === SERVICE_LOCATION_TYPE ? row.service_nombre : null,
      lot_number: row.lot_number || null,
      serial_number: row.serial_number || null,
      expiry_date: row.expiry_date || null,
      cantidad: row.quantity,
      retenido: row.held_quantity,
    })),
    por_ubicacion: locations.filter((l) => l.servicio_clinico === null),
    por_servicio: locations.filter((l) => l.servicio_clinico !== null),
    egresos: issued.map((row) => ({
      egreso_id: row.egreso_id,
      numero: row.order_number,
      area_servicio: row.area_servicio,
      fecha: row.created_at,
      lot_number: row.lot_number || null,
      serial_number: row.serial_number || null,
      cantidad: row.quantity,
    })),
    egresos_por_area: [...byArea.values()],
    despachos: dispatched.map((row) => ({
      evento_id: row.id,
      referencia: row.reference,
      tipo: row.reference_type,
      destino: row.description,
      fecha: row.created_at,
      lot_number: row.lot_number,
      serial_number: row.serial_number,
      cantidad: Math.abs(row.quantity),
    })),
    implantes: implanted.map((row) => ({
      implante_id: row.id,
      referencia: implantReference(row.id),
      run_paciente: row.run_paciente,
      nombre_paciente: row.nombre_paciente,
      fecha_implantacion: row.fecha_implantacion,
      servicio_clinico: row.servicio,
      nombre_profesional_implante: row.nombre_profesional_implante,
      lot_number: row.lot_number || null,
      serial_number: row.serial_number || null,
      estado: row.fecha_explantacion ? ('explantado' as const) : ('activo' as const),
    })),
    totales: {
      en_stock: stock.reduce((sum, row) => sum + row.quantity, 0),
      en_servicios: locations.filter((l) => l.servicio_clinico !== null).reduce((sum, l) => sum + l.cantidad, 0),
      egresados: issued.reduce((sum, row) => sum + row.quantity, 0),
      despachados: dispatched.reduce((sum, row) => sum + Math.abs(row.quantity), 0),
      implantados: implanted.length,
    },
  };
}

/** Recalls with their product and author. */
function recallRows(db: Tx) {
  return db
    .selectFrom('recalls as r')
    .innerJoin('products as p', 'p.id', 'r.product_id')
    .leftJoin('users as u', 'u.id', 'r.created_by')
    .selectAll('r')
    .select(['p.name as product_name', 'p.sku', 'p.codigo_fabrica', 'u.username as creado_por']);
}

async function head(trx: Tx, id: number) {
  const row = await recallRows(trx).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

function headResponse(row: Awaited<ReturnType<typeof head>>) {
  return {
    id: row.id,
    numero: row.numero,
    product_id: row.product_id,
    product_name: row.product_name,
    sku: row.sku,
    gtin: row.gtin,
    lotes: JSON.parse(row.lotes) as string[],
    series: JSON.parse(row.series) as string[],
    todos: row.todos === 1,
    motivo: row.motivo,
    referencia: row.referencia,
    estado: row.estado as RecallSummary['estado'],
    informe_cierre: row.informe_cierre,
    creado_por: row.creado_por,
    created_at: row.created_at,
    closed_at: row.closed_at,
  };
}

async function units(trx: Tx, id: number) {
  const rows = await trx
    .selectFrom('recall_units as ru')
    .innerJoin('locations as l', 'l.id', 'ru.location_id')
    .leftJoin('clinical_services as cs', 'cs.location_id', 'l.id')
    .select([
      'ru.id',
      'ru.location_id',
      'l.code',
      'cs.nombre as servicio',
      'ru.lot_number',
      'ru.serial_number',
      'ru.quantity',
      'ru.estado',
      'ru.resolved_at',
    ])
    .where('ru.recall_id', '=', id)
    .orderBy('ru.id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    location_id: row.location_id,
    ubicacion: row.code,
    servicio_clinico: row.servicio ?? null,
    lot_number: row.lot_number || null,
    serial_number: row.serial_number || null,
    cantidad: row.quantity,
    estado: row.estado as RecallUnitState,
    resolved_at: row.resolved_at,
  }));
}

export async function recallDetail(db: Tx, id: number) {
  const recall = await head(db, id);
  const [picture, held] = await Promise.all([recallPicture(db, recall), units(db, id)]);
  return { ...headResponse(recall), unidades: held, ...picture };
}

export async function listRecalls(db: Tx) {
  const rows = await recallRows(db).orderBy('r.id', 'desc').execute();
  return rows.map(headResponse);
}

/** Opens a recall: in one transaction every matching unit in stock is held with the recall as reason. */
export async function createRecall(app: FastifyInstance, input: RecallInput, userId: number) {
  const id = await app.stockTransaction(async (stock, trx) => {
    let product = input.product_id
      ? await trx
          .selectFrom('products')
          .select(['id', 'name', 'sku', 'barcode'])
          .where('id', '=', input.product_id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst()
      : undefined;
    if (!product && input.gtin) {
      const gtin = input.gtin.replace(/^0+/, '');
      product = await trx
        .selectFrom('products')
        .select(['id', 'name', 'sku', 'barcode'])
        .where((eb) =>
          eb.or([
            eb('barcode', '=', input.gtin!),
            eb('barcode', '=', gtin),
            eb('barcode', '=', gtin.padStart(13, '0')),
            eb('barcode', '=', gtin.padStart(14, '0')),
          ]),
        )
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
    }
    if (!product) throw new AppError('NOT_FOUND', 'Producto no encontrado', { product_id: 'Producto no encontrado' });
    const at = nowIso();
    const lotes = [...new Set(input.lotes)];
    const series = [...new Set(input.series)];
    const recall = await trx
      .insertInto('recalls')
      .values({
        numero: `T-${randomUUID().slice(0, 16)}`,
        product_id: product.id,
        gtin: input.gtin ?? (product.barcode && /^\d{8,14}$/.test(product.barcode) ? product.barcode.padStart(14, '0') : null),
        lotes: JSON.stringify(lotes),
        series: JSON.stringify(series),
        todos: input.todos ? 1 : 0,
        motivo: input.motivo,
        referencia: input.referencia,
        estado: 'Abierto',
        informe_cierre: null,
        created_by: userId,
        created_at: at,
        closed_at: null,
        closed_by: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const numero = recallNumber(recall.id);
    await trx.updateTable('recalls').set({ numero }).where('id', '=', recall.id).execute();
    const scope: Scope = { product_id: product.id, lotes, series, todos: input.todos };
    const rows = await trx
      .selectFrom('inventory as i')
      .selectAll('i')
      .where(inScope(scope, 'i'))
      .where(sql<boolean>`i.quantity - i.held_quantity > 0`)
      .orderBy('i.id')
      .execute();
    const tool = commitments(trx);
    const ctx = {
      user_id: userId,
      reference_type: 'retiro',
      reference_id: recall.id,
      reference: numero,
      description: `Retenido por el retiro ${numero}: ${input.referencia}`,
    };
    await ensureDevices(trx, product.id);
    for (const row of rows) {
      const { hold } = await tool.hold(
        row.id,
        'all',
        { reason_type: 'retiro', reason_id: recall.id, notes: input.referencia },
        userId,
        { displaceReservations: true },
      );
      await trx
        .insertInto('recall_units')
        .values({
          recall_id: recall.id,
          hold_id: hold.id,
          product_id: row.product_id,
          location_id: row.location_id,
          lot_number: row.lot_number,
          serial_number: row.serial_number,
          expiry_date: row.expiry_date,
          quantity: hold.quantity,
          estado: 'retenido',
          resolved_at: null,
          resolved_by: null,
        })
        .execute();
      await stock.note(row, 'QUALITY_CHECK', ctx);
    }
    // Each device in stock shows the recall in its state history.
    const devices = await trx
      .selectFrom('dm_devices as d')
      .select(['d.id', 'd.product_id', 'd.lot_number', 'd.serial_number'])
      .where('d.product_id', '=', product.id)
      .where(
        'd.id',
        'in',
        rows.length
          ? (await trx.selectFrom('dm_devices').select('id').where('product_id', '=', product.id).execute()).map((d) => d.id)
          : [0],
      )
      .execute();
    for (const device of devices) {
      if (!rows.some((row) => row.lot_number === device.lot_number && row.serial_number === device.serial_number)) continue;
      await recordState(
        trx,
        device.id,
        await currentState(trx, device.id),
        {
          estado_nuevo: 'En cuarentena',
          fecha_evento: at,
          observaciones: `Retiro ${numero}: ${input.motivo}`,
          motivo_cuarentena: `Retiro ${numero} (${input.referencia})`,
          reference_type: 'retiro',
          reference_id: recall.id,
        },
        userId,
      );
    }
    return recall.id;
  });
  return recallDetail(app.db.kysely, id);
}

/**
 * What was done with one unit (domain RECALL_UNIT_NEXT): 'recuperado' keeps it held under the
 * recall, moved (ledger TRANSFER, the hold re-made on the new row) into the warehouse location
 * given — required when it is at a clinical service; 'devuelto_proveedor' / 'destruido' take it
 * out of stock (RETURN / DAMAGE); 'liberado' ends the hold and the device is Disponible again.
 */
export async function resolveRecallUnit(
  app: FastifyInstance,
  id: number,
  unitId: number,
  input: RecallUnitActionInput,
  userId: number,
) {
  const { accion, observaciones } = input;
  await app.stockTransaction(async (stock, trx) => {
    const recall = await head(trx, id);
    if (recall.estado !== 'Abierto') throw new AppError('INVALID_STATE', `El retiro ${recall.numero} está cerrado`);
    const unit = await trx
      .selectFrom('recall_units')
      .selectAll()
      .where('id', '=', unitId)
      .where('recall_id', '=', id)
      .executeTakeFirst();
    if (!unit) throw new AppError('NOT_FOUND', 'Unidad del retiro no encontrada');
    const state = unit.estado as RecallUnitState;
    if (!RECALL_UNIT_NEXT[state]?.includes(accion)) {
      throw new AppError(
        'INVALID_STATE',
        `La unidad ya fue marcada como ${RECALL_UNIT_LABELS[state] ?? unit.estado}: no admite ${RECALL_UNIT_LABELS[accion]}`,
      );
    }
    const at = nowIso();
    const tool = commitments(trx);
    const ctx = {
      user_id: userId,
      reference_type: 'retiro',
      reference_id: id,
      reference: recall.numero,
      description: `Retiro ${recall.numero}: ${RECALL_UNIT_LABELS[accion].toLowerCase()}`,
      notes: observaciones ?? null,
    };
    let holdId = unit.hold_id;
    let locationId = unit.location_id;
    if (accion === 'recuperado') {
      const here = await trx
        .selectFrom('locations')
        .select(['code', 'location_type'])
        .where('id', '=', unit.location_id)
        .executeTakeFirstOrThrow();
      const target = input.ubicacion_id ?? null;
      if (target === null && here.location_type === SERVICE_LOCATION_TYPE) {
        throw new AppError('VALIDATION_ERROR', DM_OPERATION_MESSAGES.recallLocationRequired, {
          ubicacion_id: DM_OPERATION_MESSAGES.recallLocationRequired,
        });
      }
      if (target !== null && target !== unit.location_id) {
        const to = await trx
          .selectFrom('locations')
          .select(['id', 'code', 'location_type'])
          .where('id', '=', target)
          .executeTakeFirst();
        if (!to) throw new AppError('VALIDATION_ERROR', 'Ubicación no encontrada', { ubicacion_id: 'Ubicación no encontrada' });
        if (to.location_type === SERVICE_LOCATION_TYPE) {
          throw new AppError('VALIDATION_ERROR', DM_OPERATION_MESSAGES.recallLocationRequired, {
            ubicacion_id: DM_OPERATION_MESSAGES.recallLocationRequired,
          });
        }
        // The units travel held: the hold ends, the ledger moves them, a new hold of the recall takes them at once.
        const hold = await tool.releaseHold(unit.hold_id, userId);
        await stock.transfer(hold, to.id, hold.quantity, {
          ...ctx,
          description: `Retiro ${recall.numero}: recuperado de ${here.code} a ${to.code}`,
        });
        const identity = stockIdentity({ ...unit, location_id: to.id });
        const row = await trx
          .selectFrom('inventory')
          .select('id')
          .where('product_id', '=', identity.product_id)
          .where('location_id', '=', identity.location_id)
          .where('lot_number', '=', identity.lot_number)
          .where('serial_number', '=', identity.serial_number)
          .where('expiry_date', '=', identity.expiry_date)
          .executeTakeFirstOrThrow();
        const held = await tool.hold(
          row.id,
          hold.quantity,
          { reason_type: 'retiro', reason_id: id, notes: recall.referencia },
          userId,
          { displaceReservations: true },
        );
        holdId = held.hold.id;
        locationId = to.id;
      }
    } else if (accion === 'liberado') {
      const hold = await tool.releaseHold(unit.hold_id, userId);
      await stock.note(hold, 'QUALITY_CHECK', { ...ctx, description: `Retiro ${recall.numero}: unidad liberada` });
    } else {
      await tool.removeHeld(stock, unit.hold_id, accion === 'destruido' ? 'DAMAGE' : 'RETURN', ctx, userId);
    }
    const changed = await trx
      .updateTable('recall_units')
      .set({ estado: accion, hold_id: holdId, location_id: locationId, resolved_at: at, resolved_by: userId })
      .where('id', '=', unitId)
      .where('estado', '=', unit.estado)
      .executeTakeFirst();
    if (Number(changed.numUpdatedRows) !== 1) throw new AppError('INVALID_STATE', 'La unidad ya fue resuelta');
    if (accion === 'recuperado') return; // still En cuarentena under the recall
    const device = await trx
      .selectFrom('dm_devices')
      .select('id')
      .where('product_id', '=', unit.product_id)
      .where('lot_number', '=', unit.lot_number)
      .where('serial_number', '=', unit.serial_number)
      .executeTakeFirst();
    if (device) {
      const estado =
        accion === 'destruido' ? 'Destruido/Eliminado' : accion === 'liberado' ? 'Disponible' : 'Devuelto a proveedor';
      await recordState(
        trx,
        device.id,
        await currentState(trx, device.id),
        {
          estado_nuevo: estado,
          fecha_evento: at,
          observaciones: `Retiro ${recall.numero}${observaciones ? `: ${observaciones}` : ''}`,
          motivo_devolucion: accion === 'devuelto_proveedor' ? `Retiro ${recall.numero}` : null,
          reference_type: 'retiro',
          reference_id: id,
        },
        userId,
      );
    }
  });
  return recallDetail(app.db.kysely, id);
}

/** Closes with a report; every unit must have reached an end first (returned, destroyed or released). */
export async function closeRecall(app: FastifyInstance, id: number, informe: string, userId: number) {
  await app.db.kysely.transaction().execute(async (trx) => {
    const recall = await head(trx, id);
    if (recall.estado !== 'Abierto') throw new AppError('INVALID_STATE', `El retiro ${recall.numero} ya está cerrado`);
    const pending = (await units(trx, id)).filter((unit) => !isRecallUnitFinal(unit.estado));
    if (pending.length)
      throw new AppError(
        'INVALID_STATE',
        `Quedan ${pending.length} unidades del retiro ${recall.numero} sin destino final (devuelta, destruida o liberada)`,
      );
    await trx
      .updateTable('recalls')
      .set({ estado: 'Cerrado', informe_cierre: informe, closed_at: nowIso(), closed_by: userId })
      .where('id', '=', id)
      .where('estado', '=', 'Abierto')
      .execute();
  });
  return recallDetail(app.db.kysely, id);
}
export type RecallDetail = Awaited<ReturnType<typeof recallDetail>>;
