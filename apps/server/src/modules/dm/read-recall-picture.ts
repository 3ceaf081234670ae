import type { RecallSummary, RecallUnitState } from '@bodega/domain';
import { AppError } from '../../lib/app-error';
import { SERVICE_LOCATION_TYPE } from './devices';
import type { Tx } from '../../db/handle';
import { dmReference } from './dm-queries';
import { implantReference } from './manage-implants';
import {
  dispatchEventsInScope,
  findRecall,
  implantsInScope,
  issuesInScope,
  pickedUnits,
  recallRows,
  recallUnitRows,
  scopeOf,
  shipmentsOfOrders,
  stockInScope,
  type PickedUnitRow,
  type RecallHead,
  type RecallScopeColumns,
} from './recalls.repository';

const NOT_FOUND = 'Retiro no encontrado';

export function recallNumber(id: number): string {
  return dmReference('RET', id);
}

export async function recallHead(db: Tx, id: number): Promise<RecallHead> {
  const row = await findRecall(db, id);
  if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
  return row;
}

/** An order that has left: a ship date, or a status past the dock. */
export function hasShipped(order: { status: string; shipped_at: string | null }): boolean {
  return order.shipped_at !== null || order.status === 'shipped' || order.status === 'delivered';
}

const nullable = (value: string) => value || null;

/** Picked units of orders still being prepared for dispatch: the recall brings them back. */
function inPreparation(picked: PickedUnitRow[]) {
  return picked
    .filter((unit) => !hasShipped(unit) && unit.status !== 'cancelled')
    .map((unit) => ({
      order_id: unit.order_id,
      numero: unit.order_number,
      cliente: unit.customer,
      estado: unit.status,
      lot_number: nullable(unit.lot_number),
      serial_number: nullable(unit.serial_number),
      cantidad: unit.picked,
    }));
}

/**
 * The whole picture of a recall in one answer: units in stock by location and clinical service,
 * issued (egresos) by area and date, dispatched before the recall (ledger DISPATCH events of the
 * dispatch history, and orders shipped with their shipment and customer), picked for orders still
 * in preparation, implanted by patient. Each part is one indexed query on the product's lots.
 */
export async function recallPicture(db: Tx, recall: RecallScopeColumns & { created_at: string }) {
  const scope = scopeOf(recall);
  const [stock, issued, dispatched, implanted, picked] = await Promise.all([
    stockInScope(db, scope),
    issuesInScope(db, scope),
    dispatchEventsInScope(db, scope, recall.created_at),
    implantsInScope(db, scope),
    pickedUnits(db, { scope }),
  ]);
  const shipped = picked.filter((unit) => hasShipped(unit) && (unit.shipped_at ?? '') <= recall.created_at);
  const shipments = await shipmentsOfOrders(
    db,
    shipped.map((unit) => unit.order_id),
  );
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
  const despachos = [
    ...dispatched.map((row) => ({
      evento_id: row.id as number | null,
      referencia: row.reference,
      tipo: row.reference_type,
      destino: row.description,
      envio: null as string | null,
      orden: null as string | null,
      cliente: null as string | null,
      fecha: row.created_at,
      lot_number: row.lot_number,
      serial_number: row.serial_number,
      cantidad: Math.abs(row.quantity),
    })),
    ...shipped.map((unit) => {
      const shipment = shipments.get(unit.order_id);
      return {
        evento_id: null,
        referencia: shipment?.shipment_number ?? unit.tracking_number,
        tipo: 'envio',
        destino: unit.customer,
        envio: shipment?.shipment_number ?? null,
        orden: unit.order_number,
        cliente: unit.customer,
        fecha: unit.shipped_at ?? shipment?.ship_date ?? '',
        lot_number: nullable(unit.lot_number),
        serial_number: nullable(unit.serial_number),
        cantidad: unit.picked,
      };
    }),
  ].sort((a, b) => a.fecha.localeCompare(b.fecha));
  const preparing = inPreparation(picked);
  return {
    en_stock: stock.map((row) => ({
      location_id: row.location_id,
      ubicacion: row.code,
      servicio_clinico: row.location_type === SERVICE_LOCATION_TYPE ? row.service_nombre : null,
      lot_number: nullable(row.lot_number),
      serial_number: nullable(row.serial_number),
      expiry_date: nullable(row.expiry_date),
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
    despachos,
    en_preparacion: preparing,
    implantes: implanted.map((row) => ({
      implante_id: row.id,
      referencia: implantReference(row.id),
      run_paciente: row.run_paciente,
      nombre_paciente: row.nombre_paciente,
      fecha_implantacion: row.fecha_implantacion,
      servicio_clinico: row.servicio,
      nombre_profesional_implante: row.nombre_profesional_implante,
      lot_number: nullable(row.lot_number),
      serial_number: nullable(row.serial_number),
      estado: row.fecha_explantacion ? ('explantado' as const) : ('activo' as const),
    })),
    totales: {
      en_stock: stock.reduce((sum, row) => sum + row.quantity, 0),
      en_servicios: locations.filter((l) => l.servicio_clinico !== null).reduce((sum, l) => sum + l.cantidad, 0),
      egresados: issued.reduce((sum, row) => sum + row.quantity, 0),
      despachados: despachos.reduce((sum, row) => sum + row.cantidad, 0),
      en_preparacion: preparing.reduce((sum, row) => sum + row.cantidad, 0),
      implantados: implanted.length,
    },
  };
}

function headResponse(row: RecallHead) {
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

export async function recallUnits(db: Tx, id: number) {
  const rows = await recallUnitRows(db, id);
  return rows.map((row) => ({
    id: row.id,
    location_id: row.location_id,
    ubicacion: row.code,
    servicio_clinico: row.servicio ?? null,
    lot_number: nullable(row.lot_number),
    serial_number: nullable(row.serial_number),
    cantidad: row.quantity,
    estado: row.estado as RecallUnitState,
    resolved_at: row.resolved_at,
  }));
}

export async function recallDetail(db: Tx, id: number) {
  const recall = await recallHead(db, id);
  const [picture, held] = await Promise.all([recallPicture(db, recall), recallUnits(db, id)]);
  return { ...headResponse(recall), unidades: held, ...picture };
}

export async function listRecalls(db: Tx) {
  const rows = await recallRows(db).orderBy('r.id', 'desc').execute();
  return rows.map(headResponse);
}

export type RecallDetail = Awaited<ReturnType<typeof recallDetail>>;
