import { z } from 'zod';
import { idParam, optionalIdParam, quantityField, wholeQuery } from '../schemas/bounds';
import { optionalDate } from '../schemas/common';
import { COUNT_CAUSES, COUNT_FREQUENCIES, COUNT_REASON_CODES, COUNT_TASK_STATES, type CountPlanSettings } from './count-rules';

const frequency = z.enum(COUNT_FREQUENCIES, { error: 'Frecuencia inválida' });

/** PUT /api/counts/plans: the whole plan (admin). */
export const countPlanSchema = z
  .object({
    frequency_a: frequency,
    frequency_b: frequency,
    frequency_c: frequency,
    frequency_priority: frequency,
    trigger_zero: z.boolean({ error: 'Indique si la ubicación en cero genera conteo' }),
    trigger_short_pick: z.boolean({ error: 'Indique si el picking incompleto genera conteo' }),
    trigger_variance: z.boolean({ error: 'Indique si una diferencia genera conteo' }),
    priority_any_variance: z.boolean({ error: 'Indique la tolerancia de los DM priorizados' }),
    tolerance_percent: z
      .number({ error: 'La tolerancia porcentual debe ser un número' })
      .min(0, 'La tolerancia porcentual no puede ser negativa')
      .max(100, 'La tolerancia porcentual no puede superar 100'),
    tolerance_units: quantityField('La tolerancia en unidades debe ser un número entero', { min: 0, max: 1_000_000 }),
  })
  .strict() satisfies z.ZodType<CountPlanSettings>;

export const countPlanOutputSchema = countPlanSchema.extend({
  updated_at: z.string().nullable(),
  updated_by: z.number().nullable(),
});

export const countTaskListQuerySchema = z
  .object({
    page: wholeQuery('Página inválida', { max: 100_000 }).default(1),
    per_page: wholeQuery('Tamaño de página inválido', { max: 100 }).default(25),
    state: z.enum(COUNT_TASK_STATES, { error: 'Estado inválido' }).optional(),
    /** 'true': only open tasks (pending, assigned, being counted, waiting for approval). */
    open: z.enum(['true', 'false'], { error: 'Filtro inválido' }).optional(),
    operator_id: optionalIdParam('El operario debe ser un número entero positivo'),
    location_id: optionalIdParam('La ubicación debe ser un número entero positivo'),
  })
  .strict();

export const countAssignSchema = z.object({ operator_id: idParam('Seleccione un operario') }).strict();

/** One scan of a blind count: the location (scanned first), the product, its lot/serial and the quantity found. */
export const countLineSchema = z
  .object({
    location_code: z.string({ error: 'Escanee la ubicación' }).trim().min(1, 'Escanee la ubicación').max(100),
    product_code: z.string({ error: 'Escanee el producto' }).trim().min(1, 'Escanee el producto').max(100),
    lot_number: z.string().trim().max(100, 'No puede superar 100 caracteres').optional().default(''),
    serial_number: z.string().trim().max(100, 'No puede superar 100 caracteres').optional().default(''),
    expiry_date: optionalDate(),
    quantity: quantityField('La cantidad debe ser un número entero mayor o igual a 0', { min: 0 }),
  })
  .strict();

export const countApproveSchema = z
  .object({
    reason_code: z.enum(COUNT_REASON_CODES, { error: 'Seleccione un motivo' }),
    reason_text: z.string().trim().max(500, 'No puede superar 500 caracteres').optional().default(''),
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.reason_code === 'otro' && value.reason_text === '') {
      ctx.addIssue({ code: 'custom', path: ['reason_text'], message: "Describa el motivo 'Otro'" });
    }
  });

const userRef = z.object({ id: z.number(), name: z.string() }).nullable();

/** What an operator may read of a task: no expected quantity, ever. */
export const countTaskOperatorSchema = z.object({
  id: z.number(),
  number: z.string(),
  location: z.object({ id: z.number(), code: z.string() }),
  cause: z.enum(COUNT_CAUSES),
  state: z.enum(COUNT_TASK_STATES),
  is_recount: z.boolean(),
  operator: userRef,
  due_at: z.string(),
  started_at: z.string().nullable(),
  submitted_at: z.string().nullable(),
  created_at: z.string(),
});

/** A line as the operator typed it. */
export const countLineOperatorSchema = z.object({
  id: z.number(),
  product: z.object({ id: z.number(), sku: z.string(), name: z.string() }),
  lot_number: z.string(),
  serial_number: z.string(),
  expiry_date: z.string(),
  counted_quantity: z.number(),
});

export const countTaskOperatorDetailSchema = countTaskOperatorSchema.extend({
  lines: z.array(countLineOperatorSchema),
});

/** A line's result after submission (admins only): expected, counted, variance and its approval. */
export const countVarianceSchema = z.object({
  id: z.number(),
  task_id: z.number(),
  task_number: z.string(),
  location: z.object({ id: z.number(), code: z.string() }),
  product: z.object({ id: z.number(), sku: z.string(), name: z.string() }),
  lot_number: z.string(),
  serial_number: z.string(),
  expiry_date: z.string(),
  expected_quantity: z.number(),
  counted_quantity: z.number(),
  variance: z.number(),
  out_of_tolerance: z.boolean(),
  state: z.enum(['exacta', 'reconteo', 'por_aprobar', 'aprobada']),
  reason_code: z.enum(COUNT_REASON_CODES).nullable(),
  reason_text: z.string().nullable(),
  approved_by: userRef,
  approved_at: z.string().nullable(),
});

export const countTaskAdminSchema = countTaskOperatorSchema.extend({
  parent_task_id: z.number().nullable(),
  excluded_operator_id: z.number().nullable(),
  lines_count: z.number(),
  variances_pending: z.number(),
  accuracy: z.number().nullable(),
  closed_at: z.string().nullable(),
});

export const countTaskAdminDetailSchema = countTaskAdminSchema.extend({
  lines: z.array(countLineOperatorSchema),
  results: z.array(countVarianceSchema),
});

/** The submission's answer to an operator: what happens next, never the expected figures. */
export const countSubmitOperatorSchema = z.object({
  id: z.number(),
  number: z.string(),
  state: z.enum(COUNT_TASK_STATES),
  lines_count: z.number(),
});

export const countGenerateResultSchema = z.object({
  created: z.number(),
  skipped_open: z.number(),
  tasks: z.array(z.object({ id: z.number(), number: z.string(), location_id: z.number(), cause: z.enum(COUNT_CAUSES) })),
});

export const countAccuracySchema = z.object({
  overall: z.object({ counts: z.number(), lines: z.number(), accurate_lines: z.number(), ira: z.number().nullable() }),
  by_month: z.array(
    z.object({
      month: z.string(),
      counts: z.number(),
      lines: z.number(),
      accurate_lines: z.number(),
      ira: z.number().nullable(),
    }),
  ),
  by_count: z.array(
    z.object({
      task_id: z.number(),
      number: z.string(),
      location_code: z.string(),
      submitted_at: z.string(),
      lines: z.number(),
      accurate_lines: z.number(),
      ira: z.number().nullable(),
    }),
  ),
});

export type CountPlanInput = z.infer<typeof countPlanSchema>;
export type CountPlanOutput = z.infer<typeof countPlanOutputSchema>;
export type CountTaskOperator = z.infer<typeof countTaskOperatorSchema>;
export type CountTaskOperatorDetail = z.infer<typeof countTaskOperatorDetailSchema>;
export type CountTaskAdmin = z.infer<typeof countTaskAdminSchema>;
export type CountTaskAdminDetail = z.infer<typeof countTaskAdminDetailSchema>;
export type CountVariance = z.infer<typeof countVarianceSchema>;
export type CountLineInput = z.input<typeof countLineSchema>;
export type CountApproveInput = z.input<typeof countApproveSchema>;
export type CountAccuracy = z.infer<typeof countAccuracySchema>;
