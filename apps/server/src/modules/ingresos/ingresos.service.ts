import type { IngresoCreate, IngresoUpdate, SimplifiedReception } from '@bodega/domain';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../../lib/app-error';
import { retryOnDeadlock } from '../../lib/stock-locks';
import { runIdempotent } from './idempotency';
import type { IngresoListQuery } from './ingresos.schemas';
import { receiptCore } from './receipt-core';
import { ingresoDetails, ingresoSummary, listIngresos, pendingIngresos } from './ingreso-list.repository';

export interface Caller {
  user_id: number;
  /** Idempotency-Key header, if the client sent one. */
  idempotency_key?: string | undefined;
  route: string;
}

export function ingresosService(app: FastifyInstance) {
  /** Every write runs in one transaction with the ledger, retried if PostgreSQL picks it as a deadlock victim. */
  const inTransaction = <T>(work: (core: ReturnType<typeof receiptCore>) => Promise<T>) =>
    retryOnDeadlock(() => app.stockTransaction((stock, trx) => work(receiptCore(trx, stock))));

  return {
    list: (query: IngresoListQuery) => listIngresos(app.db.kysely, query),
    pending: () => pendingIngresos(app.db.kysely),

    async get(id: number) {
      const summary = await ingresoSummary(app.db.kysely, id);
      if (!summary) throw new AppError('NOT_FOUND', 'Ingreso no encontrado');
      return { ...summary, details: await ingresoDetails(app.db.kysely, id) };
    },

    /** POST /transactions/simplified-reception: all lines into stock in one transaction, or nothing. */
    simplified(body: SimplifiedReception, caller: Caller) {
      return runIdempotent(
        app,
        { key: caller.idempotency_key, user_id: caller.user_id, route: caller.route, body },
        async (stock, trx) => ({
          status: 201,
          body: await receiptCore(trx, stock).receiveSimplified(body, body.details, caller.user_id),
        }),
      );
    },

    /** POST /transactions/ingresos: a Pendiente receipt (traditional mode). */
    createPending(body: IngresoCreate, caller: Caller) {
      const header = {
        reference: body.order_number,
        supplier: body.supplier,
        supplier_id: body.supplier_id,
        purchase_order_id: body.purchase_order_id,
        notes: body.notes,
        warehouse_id: body.warehouse_id,
        zone_id: body.zone_id,
      };
      return runIdempotent(
        app,
        { key: caller.idempotency_key, user_id: caller.user_id, route: caller.route, body },
        async (stock, trx) => {
          const { summary, details } = await receiptCore(trx, stock).createPending(header, body.items, caller.user_id);
          return { status: 201, body: { ...summary, details } };
        },
      );
    },

    async update(id: number, body: IngresoUpdate, userId: number) {
      const { summary, details } = await inTransaction((core) => core.update(id, body, userId));
      return { ...summary, details };
    },

    async process(id: number, userId: number) {
      const { summary, details } = await inTransaction((core) => core.process(id, userId));
      return { ...summary, details };
    },

    async cancel(id: number) {
      const { summary, details } = await inTransaction((core) => core.cancel(id));
      return { ...summary, details };
    },

    remove(id: number) {
      return inTransaction((core) => core.remove(id));
    },
  };
}
