import {
  CLINICAL_SERVICE_LOCATION_TYPE,
  MOVEMENT_MESSAGES,
  consolidationDetails,
  movementTypeLabel,
  selectLotsForQuantity,
  type LocationConsolidation,
  type MovementDetail,
  type MovementInput,
} from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import { randomUUID } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import { nowIso } from '../../lib/clock';
import { retryOnDeadlock } from '../../lib/stock-locks';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { heldStockError } from '../ledger/held-stock';
import { movementsRepository } from './movements.repository';
import type { MovementListQuery, MovementResponse } from './movements.schemas';

type Repo = ReturnType<typeof movementsRepository>;

const NOT_FOUND = 'Movimiento no encontrado';

function referenceFor(id: number): string {
  return `MOV-${String(id).padStart(6, '0')}`;
}

function shortageMessage(
  product: { name: string; sku: string },
  locationCode: string,
  available: number,
  requested: number,
): string {
  return `Stock insuficiente de ${product.name} (${product.sku}) en ${locationCode}: disponible ${available}, solicitado ${requested}`;
}

/**
 * Checks every line against the database: products and locations exist, and each source holds
 * what its lines (summed per product and source) ask for. The web form checks the same with the
 * quantity it read; the server reads it again. Throws 400 naming product and location.
 */
async function validateDetails(repo: Repo, details: readonly MovementDetail[], db: Kysely<Database>): Promise<void> {
  const products = await repo.products([...new Set(details.map((d) => d.product_id))]);
  const locations = await repo.locations([...new Set(details.flatMap((d) => [d.source_location_id, d.destination_location_id]))]);
  const fields: Record<string, string> = {};
  details.forEach((d, i) => {
    if (!products.has(d.product_id)) fields[`details.${i}.product_id`] = 'Producto no encontrado';
    if (!locations.has(d.source_location_id)) fields[`details.${i}.source_location_id`] = 'Ubicación de origen no encontrada';
    if (!locations.has(d.destination_location_id))
      fields[`details.${i}.destination_location_id`] = 'Ubicación de destino no encontrada';
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);
  details.forEach((d, i) => {
    for (const key of ['source_location_id', 'destination_location_id'] as const) {
      const location = locations.get(d[key])!;
      if (location.location_type === CLINICAL_SERVICE_LOCATION_TYPE)
        fields[`details.${i}.${key}`] = MOVEMENT_MESSAGES.clinicalServiceLocation(location.code);
    }
  });
  if (Object.keys(fields).length) throw new AppError('VALIDATION_ERROR', Object.values(fields)[0], fields);

  const requested = new Map<string, { quantity: number; index: number; detail: MovementDetail }>();
  details.forEach((d, index) => {
    const key = `${d.product_id}:${d.source_location_id}`;
    const entry = requested.get(key);
    if (entry) entry.quantity += d.quantity;
    else requested.set(key, { quantity: d.quantity, index, detail: d });
  });
  for (const { quantity, index, detail } of requested.values()) {
    const available = await repo.availableAt(detail.product_id, detail.source_location_id);
    if (available < quantity) {
      const held = await heldStockError(db, { product_id: detail.product_id, location_id: detail.source_location_id }, quantity);
      if (held) throw held;
      const message = shortageMessage(
        products.get(detail.product_id)!,
        locations.get(detail.source_location_id)!.code,
        available,
        quantity,
      );
      throw new AppError(
        'VALIDATION_ERROR',
        message,
        { [`details.${index}.quantity`]: MOVEMENT_MESSAGES.maxAvailable(available) },
        { product_id: detail.product_id, location_id: detail.source_location_id, available, requested: quantity },
      );
    }
  }
}

export function movementsService(app: FastifyInstance) {
  const repo = movementsRepository(app.db.kysely);

  async function get(id: number): Promise<MovementResponse> {
    const movement = await repo.find(id);
    if (!movement) throw new AppError('NOT_FOUND', NOT_FOUND);
    return movement;
  }

  async function create(input: MovementInput, userId: number): Promise<MovementResponse> {
    await validateDetails(repo, input.details, app.db.kysely);
    const id = await app.db.kysely.transaction().execute(async (trx) => {
      const txRepo = movementsRepository(trx);
      // The reference carries the id, known only after the insert: a unique placeholder first.
      const movementId = await txRepo.insert({
        movement_type: input.movement_type,
        notes: input.notes || null,
        user_id: userId,
        now: nowIso(),
        reference: `MOV-${randomUUID()}`,
      });
      await txRepo.setReference(movementId, referenceFor(movementId));
      await txRepo.replaceDetails(movementId, input.details);
      return movementId;
    });
    return get(id);
  }

  async function requireEditable(id: number, verb: 'editar' | 'eliminar' | 'ejecutar'): Promise<never> {
    const head = await repo.findHead(id);
    if (!head) throw new AppError('NOT_FOUND', NOT_FOUND);
    if (verb === 'ejecutar')
      throw new AppError('INVALID_STATE', 'El movimiento ya no está pendiente', undefined, { status: head.status });
    throw new AppError(
      'INVALID_STATE',
      `Solo se pueden ${verb} movimientos pendientes (estado actual: ${head.status})`,
      undefined,
      { status: head.status },
    );
  }

  return {
    get,
    create,
    list: (query: MovementListQuery) => repo.list(query),
    consolidationCandidates: repo.consolidationCandidates,

    async productLocations(productId: number) {
      if (!(await repo.products([productId])).has(productId)) throw new AppError('NOT_FOUND', 'Producto no encontrado');
      return repo.productLocations(productId);
    },

    async update(id: number, input: MovementInput): Promise<MovementResponse> {
      const head = await repo.findHead(id);
      if (!head) throw new AppError('NOT_FOUND', NOT_FOUND);
      if (head.status !== 'Pendiente') await requireEditable(id, 'editar');
      await validateDetails(repo, input.details, app.db.kysely);
      const updated = await app.db.kysely.transaction().execute(async (trx) => {
        const txRepo = movementsRepository(trx);
        if (!(await txRepo.updatePending(id, { movement_type: input.movement_type, notes: input.notes || null, now: nowIso() })))
          return false;
        await txRepo.replaceDetails(id, input.details);
        return true;
      });
      if (!updated) await requireEditable(id, 'editar');
      return get(id);
    },

    async remove(id: number): Promise<void> {
      const deleted = await app.db.kysely.transaction().execute((trx) => movementsRepository(trx).deletePending(id));
      if (!deleted) await requireEditable(id, 'eliminar');
    },

    /**
     * Moves every line through the ledger (TRANSFER out of the source, TRANSFER into the
     * destination) in one transaction. The status flips Pendiente → Completado with a conditional
     * UPDATE in the same transaction, so a second execution finds nothing to flip. A line without
     * a lot takes the source's rows in FEFO order; if a source no longer holds the quantity the
     * whole execution is refused and nothing moves.
     */
    async execute(id: number, userId: number): Promise<MovementResponse> {
      await retryOnDeadlock(() =>
        app.stockTransaction(async (stock, trx) => {
          const txRepo = movementsRepository(trx);
          const head = await txRepo.findHead(id);
          if (!head) throw new AppError('NOT_FOUND', NOT_FOUND);
          // The conditional flip comes first: it locks the movement row, so a concurrent
          // execution waits here and then finds nothing to flip, and an edit cannot change the
          // lines read below. Nothing locks products before a movement row, so taking the
          // products next (in id order) cannot deadlock.
          if (!(await txRepo.markExecuted(id, userId, nowIso()))) {
            throw new AppError('INVALID_STATE', 'El movimiento ya no está pendiente', undefined, {
              status: (await txRepo.findHead(id))?.status ?? head.status,
            });
          }
          const details = await txRepo.detailRows(id);
          await stock.lockProducts(details.map((d) => d.product_id));
          const products = await txRepo.products([...new Set(details.map((d) => d.product_id))]);
          const locations = await txRepo.locations([
            ...new Set(details.flatMap((d) => [d.source_location_id, d.destination_location_id])),
          ]);
          for (const detail of details) {
            // A movement written before clinical services were refused (or whose location became one) cannot run.
            const service = [locations.get(detail.source_location_id), locations.get(detail.destination_location_id)].find(
              (l) => l?.location_type === CLINICAL_SERVICE_LOCATION_TYPE,
            );
            if (service) throw new AppError('INVALID_STATE', MOVEMENT_MESSAGES.clinicalServiceLocation(service.code));
            const rows = await txRepo.sourceRows(detail.product_id, detail.source_location_id, detail.lot_number);
            const candidates = rows.map((row) => ({
              row,
              value: row.lot_number || null,
              lot_number: row.lot_number || null,
              entry_date: row.entry_date,
              expiry_date: row.expiry_date || null,
              available_quantity: row.available,
            }));
            const selection = selectLotsForQuantity({ strategy: 'fefo', lots: candidates, quantity: detail.quantity });
            const source = locations.get(detail.source_location_id)?.code ?? String(detail.source_location_id);
            const destination = locations.get(detail.destination_location_id)?.code ?? String(detail.destination_location_id);
            if (!selection.covered) {
              const held = await heldStockError(
                trx,
                { product_id: detail.product_id, location_id: detail.source_location_id, lot_number: detail.lot_number ?? null },
                detail.quantity,
              );
              if (held) throw held;
              const product = products.get(detail.product_id) ?? { name: `producto ${detail.product_id}`, sku: '?' };
              throw new AppError(
                'INSUFFICIENT_STOCK',
                shortageMessage(product, source, selection.total_available, detail.quantity),
                undefined,
                {
                  product_id: detail.product_id,
                  location_id: detail.source_location_id,
                  available: selection.total_available,
                  requested: detail.quantity,
                },
              );
            }
            const ctx = {
              user_id: userId,
              reference_type: 'movimiento_interno',
              reference_id: id,
              reference: head.reference,
              description: `Movimiento ${head.reference} (${movementTypeLabel(head.movement_type)}): ${source} → ${destination}`,
              notes: head.notes,
            };
            for (const { lot: candidate, quantity } of selection.selections) {
              await stock.transfer(candidate.row, detail.destination_location_id, quantity, ctx);
            }
          }
        }),
      );
      return get(id);
    },

    /** Creates the Pendiente consolidation movement: every other location sends its stock to one. */
    async consolidate(input: LocationConsolidation, userId: number): Promise<MovementResponse> {
      const details = consolidationDetails(
        input.product_id,
        input.destination_location_id,
        await repo.stockByLocation(input.product_id),
      );
      if (details.length === 0) {
        throw new AppError('VALIDATION_ERROR', 'El producto no tiene existencias en otras ubicaciones para consolidar', {
          product_id: 'El producto no tiene existencias en otras ubicaciones para consolidar',
        });
      }
      return create({ movement_type: 'consolidacion', notes: input.notes ?? null, details }, userId);
    },
  };
}
