import {
  AREAS_SERVICIO,
  EGRESO_MESSAGES,
  ISSUE_STRATEGIES,
  egresoCreateSchema,
  egresoItemSchema,
  egresoScanSchema,
  idField,
  idParam,
} from '@bodega/domain';
import { z } from 'zod';
import { dateQuery, emptyToUndefined, pageQuery, perPageQuery } from '../../lib/query-fields';

const booleanQuery = z
  .union([z.boolean(), z.enum(['true', 'false', '1', '0', ''])])
  .optional()
  .transform((value) => value === true || value === 'true' || value === '1');

/** Filters shared by the list, the export and the stats (dateFrom, dateTo, search). */
export const egresoFiltersSchema = z.object({
  dateFrom: dateQuery('Fecha desde'),
  dateTo: dateQuery('Fecha hasta'),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  area_servicio: z.preprocess(emptyToUndefined, z.enum(AREAS_SERVICIO, { error: 'Área o Servicio inválido' }).optional()),
  /** Annulled orders are hidden unless asked for. */
  include_cancelled: booleanQuery,
});
export type EgresoFilters = z.infer<typeof egresoFiltersSchema>;

export const egresoListQuerySchema = egresoFiltersSchema.extend({
  page: pageQuery(),
  per_page: perPageQuery(10),
});
export type EgresoListQuery = z.infer<typeof egresoListQuerySchema>;

export const egresoExportQuerySchema = egresoFiltersSchema.extend({
  format: z.preprocess(emptyToUndefined, z.enum(['xlsx', 'csv'], { error: 'Formato inválido (csv o xlsx)' }).default('xlsx')),
});

/**
 * The create payload: the domain's form schema, plus an optional location per line so a client
 * can say which shelf it took a lot from (the web form does not need it: without one, the server
 * takes the lot's rows in location order).
 */
export const egresoCreateBodySchema = egresoCreateSchema.extend({
  items: z
    .array(
      egresoItemSchema.extend({
        location_id: idField('La ubicación debe ser un número').nullable().optional(),
      }),
      { error: EGRESO_MESSAGES.atLeastOneItem },
    )
    .min(1, EGRESO_MESSAGES.atLeastOneItem)
    .max(1000),
});
export type EgresoCreateBody = z.infer<typeof egresoCreateBodySchema>;
export type EgresoCreateItem = EgresoCreateBody['items'][number];

export const lotCheckQuerySchema = z.object({
  product_id: idParam('El producto es requerido'),
  strategy: z.preprocess(emptyToUndefined, z.enum(ISSUE_STRATEGIES, { error: 'Estrategia inválida' }).default('fefo')),
  lot_number: z.preprocess(emptyToUndefined, z.string().trim().max(20).optional()),
  expiry_date: dateQuery('Fecha de vencimiento'),
});

export const strategyQuerySchema = z.object({
  strategy: z.preprocess(emptyToUndefined, z.enum(ISSUE_STRATEGIES, { error: 'Estrategia inválida' }).default('fefo')),
});

export const egresoScanBodySchema = egresoScanSchema.extend({
  strategy: z.enum(ISSUE_STRATEGIES, { error: 'Estrategia inválida' }).default('fefo'),
  /** The character a keyboard-wedge scanner sends for FNC1, when not ASCII 29. */
  separator: z.string().min(1).max(4).optional(),
});
