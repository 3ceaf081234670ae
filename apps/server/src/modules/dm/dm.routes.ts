import {
  ADMIN,
  ADMIN_VIEWER,
  clinicalServiceSchema,
  clinicalServiceResponseSchema,
  closeRecallSchema,
  DEVICE_STATES,
  dmDeviceSchema,
  dmImplantSchema,
  dmStateRowSchema,
  dmStatsSchema,
  dmTransferSchema,
  pagedOf,
  recallDetailSchema,
  recallSummarySchema,
  idParam,
  implantSchema,
  receiveByQrSchema,
  recallSchema,
  recallOrderReturnSchema,
  recallUnitActionSchema,
  stateChangeEventSchema,
  TIPOS_DM,
  TRANSFER_STATUSES,
  transferCreateSchema,
  transferReceiveSchema,
} from '@bodega/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParamsSchema, recordErrors as errors } from '../../lib/schemas';
import {
  createClinicalService,
  listClinicalServices,
  removeClinicalService,
  updateClinicalService,
} from './manage-clinical-services';
import { implantCardPdf, recallReportPdf, recallXlsx } from './render-dm-documents';
import { createImplant, explantImplant, explantRequestSchema, implantDetail, listImplants } from './manage-implants';
import { implantProductCode } from './implants.repository';
import { closeRecall, resolveRecallUnit, retrieveOrderUnits } from './resolve-recall';
import { createRecall } from './open-recall';
import { listRecalls, recallDetail } from './read-recall-picture';
import { changeDeviceState, deviceStateHistory, dmStatistics, listDevices, listStateChanges } from './track-device-states';
import {
  cancelTransfer,
  createTransfer,
  listTransfers,
  receiveTransfer,
  receiveTransferByQr,
  transferDetail,
} from './manage-transfers';
import { pagedReply } from '../../lib/paged-reply';
import { pageQuery, perPageQuery } from '../../lib/query-fields';
import { createdReply } from '../../lib/record-reply';

// Every answer's shape is the domain's (schemas/responses/dm.ts), which the web's types come from.
const one = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(schema), ...errors });
const created = <T extends z.ZodType>(schema: T) => ({ 201: dataOf(schema), ...errors });
const many = <T extends z.ZodType>(schema: T) => ({ 200: dataOf(z.array(schema)), ...errors });
const paged = <T extends z.ZodType>(schema: T) => ({ 200: pagedOf(schema), ...errors });
const read = { roles: ADMIN_VIEWER };
const write = { roles: ADMIN };
const tags = ['trazabilidad-dm'];

const page = pageQuery('La página no es válida');
const perPage = (fallback: number) =>
  perPageQuery(fallback, 500, {
    message: 'El tamaño de página no es válido',
    min: 'El tamaño de página no es válido',
    max: 'El tamaño de página no es válido',
  });
const text = (max: number) => z.string().trim().max(max, `No puede superar ${max} caracteres`).optional();
const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);

/** Medical-device traceability, under /api/dm. */
const dmRoutes: FastifyPluginAsyncZod<{ qrKey: string }> = async (app, options) => {
  const db = app.db.kysely;
  const { qrKey } = options;

  // ——— Devices and statistics ———
  app.get(
    '/dispositivos-dm',
    {
      config: read,
      schema: {
        tags,
        summary: 'Unidades de DM priorizados en stock (una por serie, o por lote), con su estado actual y ubicación',
        querystring: z.object({
          tipo: z.preprocess(emptyToUndefined, z.enum(TIPOS_DM, { error: 'El tipo de DM no es válido' }).optional()),
          busqueda: text(100),
          estado: z.preprocess(
            emptyToUndefined,
            z.enum([...DEVICE_STATES, 'Sin Estado'], { error: 'El estado no es válido' }).optional(),
          ),
          page,
          per_page: perPage(100),
        }),
        response: paged(dmDeviceSchema),
      },
    },
    async (request) => pagedReply(await listDevices(db, request.query), request.query),
  );

  app.get(
    '/estadisticas',
    {
      config: read,
      schema: {
        tags,
        summary: 'Total DM, transferencias pendientes, implantes activos y DM por servicio',
        response: one(dmStatsSchema),
      },
    },
    async () => ({
      data: await dmStatistics(db),
    }),
  );

  // ——— Clinical services ———
  app.get(
    '/servicios-clinicos',
    { config: read, schema: { tags, summary: 'Servicios clínicos', response: many(clinicalServiceResponseSchema) } },
    async () => ({ data: await listClinicalServices(db) }),
  );
  app.post(
    '/servicios-clinicos',
    {
      config: write,
      schema: {
        tags,
        summary: 'Crea un servicio clínico (con su ubicación de custodia)',
        body: clinicalServiceSchema,
        response: created(clinicalServiceResponseSchema),
      },
    },
    async (request, reply) => {
      return createdReply(
        request,
        reply,
        await createClinicalService(db, request.body),
        'clinicalServiceId',
        'servicio clínico creado',
      );
    },
  );
  app.put(
    '/servicios-clinicos/:id',
    {
      config: write,
      schema: {
        tags,
        summary: 'Modifica un servicio clínico',
        params: idParamsSchema,
        body: clinicalServiceSchema,
        response: one(clinicalServiceResponseSchema),
      },
    },
    async (request) => ({
      data: await updateClinicalService(db, request.params.id, request.body),
    }),
  );
  app.delete(
    '/servicios-clinicos/:id',
    { config: write, schema: { tags, summary: 'Elimina un servicio clínico sin uso', params: idParamsSchema, response: errors } },
    async (request, reply) => {
      await removeClinicalService(db, request.params.id);
      reply.code(204);
    },
  );

  // ——— Transfers ———
  app.get(
    '/transferencias',
    {
      config: read,
      schema: {
        tags,
        summary: 'Transferencias de DM a servicios clínicos',
        querystring: z.object({
          estado: z.preprocess(emptyToUndefined, z.enum(TRANSFER_STATUSES, { error: 'El estado no es válido' }).optional()),
          busqueda: text(100),
          page,
          per_page: perPage(10),
        }),
        response: paged(dmTransferSchema),
      },
    },
    async (request) => pagedReply(await listTransfers(db, qrKey, request.query), request.query),
  );
  app.get(
    '/transferencias/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Detalle de una transferencia, con el contenido firmado de su QR',
        params: idParamsSchema,
        response: one(dmTransferSchema),
      },
    },
    async (request) => ({
      data: await transferDetail(db, qrKey, request.params.id),
    }),
  );
  app.post(
    '/transferencias',
    {
      config: write,
      schema: {
        tags,
        summary: 'Crea una transferencia pendiente (reserva la unidad) y su QR firmado',
        body: transferCreateSchema,
        response: created(dmTransferSchema),
      },
    },
    async (request, reply) => {
      return createdReply(
        request,
        reply,
        await createTransfer(app.deps, qrKey, request.body, request.user.id),
        'transferId',
        'transferencia de DM creada',
      );
    },
  );
  app.put(
    '/transferencias/:id/recibir',
    {
      config: write,
      schema: {
        tags,
        summary: 'Recibe una transferencia pendiente: la unidad pasa a la custodia del servicio',
        params: idParamsSchema,
        body: transferReceiveSchema,
        response: one(dmTransferSchema),
      },
    },
    async (request) => ({
      data: await receiveTransfer(app.deps, qrKey, request.params.id, request.body.fecha_recepcion, request.user.id),
    }),
  );
  app.post(
    '/transferencias/recibir-qr',
    {
      config: write,
      schema: {
        tags,
        summary: 'Recibe por el contenido del QR (escaneado o escrito); la firma se verifica',
        body: receiveByQrSchema,
        response: one(dmTransferSchema),
      },
    },
    async (request) => ({
      data: await receiveTransferByQr(app.deps, qrKey, request.body.contenido, request.body.fecha_recepcion, request.user.id),
    }),
  );
  app.put(
    '/transferencias/:id/cancelar',
    {
      config: write,
      schema: {
        tags,
        summary: 'Anula una transferencia pendiente (libera la unidad)',
        params: idParamsSchema,
        response: one(dmTransferSchema),
      },
    },
    async (request) => ({
      data: await cancelTransfer(app.deps, qrKey, request.params.id, request.user.id),
    }),
  );

  // ——— Implants ———
  app.get(
    '/implantes',
    {
      config: read,
      schema: {
        tags,
        summary: 'Implantes, por RUN del paciente (normalizado) y estado',
        querystring: z.object({
          run_paciente: text(20),
          estado: z.preprocess(
            emptyToUndefined,
            z.enum(['activo', 'explantado'], { error: 'El estado no es válido' }).optional(),
          ),
          busqueda: text(100),
          page,
          per_page: perPage(10),
        }),
        response: paged(dmImplantSchema),
      },
    },
    async (request) => pagedReply(await listImplants(db, request.query), request.query),
  );
  app.get(
    '/implantes/:id',
    { config: read, schema: { tags, summary: 'Detalle de un implante', params: idParamsSchema, response: one(dmImplantSchema) } },
    async (request) => ({ data: await implantDetail(db, request.params.id) }),
  );
  app.get(
    '/implantes/:id/tarjeta',
    { config: read, schema: { tags, summary: 'Tarjeta de implante en PDF (MDR art. 18)', params: idParamsSchema } },
    async (request, reply) => {
      const implant = await implantDetail(db, request.params.id);
      const product = await implantProductCode(db, implant.id);
      const pdf = await implantCardPdf(implant, product);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="tarjeta_implante_${implant.referencia}.pdf"`)
        .send(pdf);
    },
  );
  app.post(
    '/implantes',
    {
      config: write,
      schema: {
        tags,
        summary: 'Registra un implante: la unidad sale del stock y queda En uso',
        body: implantSchema,
        response: created(dmImplantSchema),
      },
    },
    async (request, reply) => {
      return createdReply(
        request,
        reply,
        await createImplant(app.deps, request.body, request.user.id),
        'implantId',
        'implante registrado',
      );
    },
  );
  app.put(
    '/implantes/:id/explante',
    {
      config: write,
      schema: {
        tags,
        summary: 'Registra el explante de un implante activo',
        params: idParamsSchema,
        body: explantRequestSchema,
        response: one(dmImplantSchema),
      },
    },
    async (request) => ({
      data: await explantImplant(app.deps, request.params.id, request.body, request.user.id),
    }),
  );

  // ——— States ———
  app.get(
    '/estados',
    {
      config: read,
      schema: {
        tags,
        summary: 'Historial de estados de DM (búsqueda, estado, período 7/30/90 días o todo; 30 por omisión)',
        querystring: z.object({
          busqueda: text(100),
          estado: z.preprocess(emptyToUndefined, z.enum(DEVICE_STATES, { error: 'El estado no es válido' }).optional()),
          dias: z.preprocess(
            (value) => (value === '' || value === undefined ? '30' : value),
            z.enum(['7', '30', '90', 'all'], { error: 'El período debe ser 7, 30, 90 o all' }),
          ),
          page,
          per_page: perPage(25),
        }),
        response: paged(dmStateRowSchema),
      },
    },
    async (request) => pagedReply(await listStateChanges(db, request.query), request.query),
  );
  app.get(
    '/trazabilidad/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'Historial completo de estados de un dispositivo, el más reciente primero',
        params: z.object({ id: idParam() }),
        response: many(dmStateRowSchema),
      },
    },
    async (request) => ({
      data: await deviceStateHistory(db, request.params.id),
    }),
  );
  app.post(
    '/trazabilidad/evento',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Cambia el estado de un dispositivo (cuarentena retiene, Disponible libera, Destruido/Retirado lo sacan del stock)',
        body: stateChangeEventSchema,
        response: created(dmStateRowSchema),
      },
    },
    async (request, reply) => {
      return createdReply(
        request,
        reply,
        await changeDeviceState(app.deps, request.body, request.user.id),
        'stateChangeId',
        'cambio de estado de DM registrado',
      );
    },
  );

  // ——— Recalls ———
  app.get(
    '/retiros',
    { config: read, schema: { tags, summary: 'Alertas sanitarias y retiros', response: many(recallSummarySchema) } },
    async () => ({ data: await listRecalls(db) }),
  );
  app.get(
    '/retiros/:id',
    {
      config: read,
      schema: {
        tags,
        summary: 'El cuadro completo de un retiro: stock, servicios, egresos, despachos e implantes',
        params: idParamsSchema,
        response: one(recallDetailSchema),
      },
    },
    async (request) => ({
      data: await recallDetail(db, request.params.id),
    }),
  );
  app.get(
    '/retiros/:id/informe',
    {
      config: read,
      schema: {
        tags,
        summary: 'Informe del retiro en PDF o xlsx',
        params: idParamsSchema,
        querystring: z.object({ formato: z.enum(['pdf', 'xlsx'], { error: 'El formato debe ser pdf o xlsx' }).default('pdf') }),
      },
    },
    async (request, reply) => {
      const recall = await recallDetail(db, request.params.id);
      if (request.query.formato === 'xlsx') {
        return reply
          .type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
          .header('content-disposition', `attachment; filename="retiro_${recall.numero}.xlsx"`)
          .send(await recallXlsx(recall));
      }
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="retiro_${recall.numero}.pdf"`)
        .send(await recallReportPdf(recall));
    },
  );
  app.post(
    '/retiros',
    {
      config: write,
      schema: {
        tags,
        summary: 'Abre un retiro: retiene en una transacción cada unidad en stock que cubre',
        body: recallSchema,
        response: created(recallDetailSchema),
      },
    },
    async (request, reply) => {
      return createdReply(
        request,
        reply,
        await createRecall(app.deps, request.body, request.user.id),
        'recallId',
        'retiro de DM creado',
      );
    },
  );
  app.put(
    '/retiros/:id/unidades/:unitId',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Marca una unidad del retiro: recuperada (sigue en cuarentena, en bodega), devuelta a proveedor, destruida o liberada',
        params: z.object({ id: idParam(), unitId: idParam() }),
        body: recallUnitActionSchema,
        response: one(recallDetailSchema),
      },
    },
    async (request) => ({
      data: await resolveRecallUnit(app.deps, request.params.id, request.params.unitId, request.body, request.user.id),
    }),
  );
  app.post(
    '/retiros/:id/ordenes/:orderId/recuperar',
    {
      config: write,
      schema: {
        tags,
        summary:
          'Trae de vuelta a una ubicación de bodega, retenidas por el retiro, las unidades recolectadas que lleva una orden en preparación de despacho',
        params: z.object({ id: idParam(), orderId: idParam() }),
        body: recallOrderReturnSchema,
        response: one(recallDetailSchema),
      },
    },
    async (request) => ({
      data: await retrieveOrderUnits(app.deps, request.params.id, request.params.orderId, request.body, request.user.id),
    }),
  );
  app.put(
    '/retiros/:id/cerrar',
    {
      config: write,
      schema: {
        tags,
        summary: 'Cierra el retiro con su informe',
        params: idParamsSchema,
        body: closeRecallSchema,
        response: one(recallDetailSchema),
      },
    },
    async (request) => ({
      data: await closeRecall(app.deps, request.params.id, request.body.informe_cierre, request.user.id),
    }),
  );
};

export default dmRoutes;
