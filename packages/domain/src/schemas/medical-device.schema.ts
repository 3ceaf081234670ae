import { z } from 'zod';
import { implantDateIssue } from './date-rules';
import { formatRun, isValidRun, RUN_MESSAGES } from '../ids/run';
import { ALWAYS, dateTimeField, idField, isBlank, isRecord, optionalText, requiredText } from './common';

export const DEVICE_STATES = [
  'En uso',
  'Disponible',
  'En cuarentena',
  'Devuelto a proveedor',
  'Destruido/Eliminado',
  'Retirado',
  'Reemplazado',
  'En mantenimiento',
  'Perdido',
] as const;
export type DeviceState = (typeof DEVICE_STATES)[number];
/** Choosing these shows that the change is irreversible and leaves active inventory. */
export const IRREVERSIBLE_DEVICE_STATES: readonly DeviceState[] = ['Destruido/Eliminado', 'Retirado'];
export const DESTRUCTION_METHODS = ['Incineración', 'Autoclave', 'Disposición por empresa autorizada', 'Otro'] as const;
export const EXPLANT_REASONS = ['Complicación', 'Reemplazo', 'Fin de vida útil', 'Decisión del paciente', 'Otro'] as const;
export const IMPLANT_STATUSES = ['activo', 'explantado'] as const;
export const STATE_HISTORY_PERIODS = [7, 30, 90] as const;

export const DM_MESSAGES = {
  serviceNameRequired: 'El nombre del servicio es requerido',
  runInvalid: RUN_MESSAGES.invalid,
  runHint: RUN_MESSAGES.hint,
  deviceRequired: 'El dispositivo médico es requerido',
  patientNameRequired: 'El nombre del paciente es requerido',
  implantDateRequired: 'La fecha de implantación es requerida',
  implantProfessionalRequired: 'El profesional que implanta es requerido',
  procedureRequired: 'La prestación quirúrgica es requerida',
  explantDateRequired: 'La fecha de explante es requerida',
  explantProfessionalRequired: 'El profesional que explanta es requerido',
  explantReasonRequired: 'El motivo del explante es requerido',
  observationsRequired: 'Las observaciones son requeridas',
  explantWarning: 'Va a registrar el retiro del dispositivo implantado.',
  newStateRequired: 'El nuevo estado es requerido',
  changeDateRequired: 'La fecha del cambio es requerida',
  returnReasonRequired: 'Requerido para devoluciones',
  destructionMethodRequired: 'El método de destrucción es requerido',
  destructionRecordRequired: 'El número de acta de destrucción es requerido',
  quarantineReasonRequired: 'El motivo de cuarentena es requerido',
  irreversibleWarning: 'Este cambio es irreversible y retira el dispositivo del inventario activo.',
  noState: 'Sin Estado',
  unknownState: 'Desconocido',
} as const;

const M = DM_MESSAGES;

/** New clinical service and POST /api/dm/servicios-clinicos. */
export const clinicalServiceSchema = z
  .object({
    nombre: requiredText(M.serviceNameRequired, 120),
    codigo: optionalText(30),
    descripcion: optionalText(1000),
  })
  .strict();
export type ClinicalServiceInput = z.infer<typeof clinicalServiceSchema>;

/** A patient RUN: pattern and mod-11 check digit, stored as 12345678-9. */
export const runField = z.string({ error: M.runInvalid }).trim().refine(isValidRun, M.runInvalid).transform(formatRun);

/** 'Registrar Implante' and POST /api/dm/implantes (Implant). */
export const implantSchema = z
  .object({
    inventory_item_id: idField(M.deviceRequired),
    run_paciente: runField,
    nombre_paciente: requiredText(M.patientNameRequired, 200),
    fecha_implantacion: dateTimeField(M.implantDateRequired),
    nombre_profesional_implante: requiredText(M.implantProfessionalRequired, 200),
    prestacion_quirurgica: requiredText(M.procedureRequired, 200),
    codigo_prestacion: optionalText(30),
    observaciones: optionalText(2000),
    /** The UDI scanned in the operating room, exactly as read (kept beside the parsed fields). */
    udi_raw: z.string().max(500, 'El código escaneado es demasiado largo').nullable().optional(),
  })
  .strict()
  .superRefine((value, ctx) => {
    const issue = implantDateIssue(value.fecha_implantacion);
    if (issue) ctx.addIssue({ code: 'custom', message: issue, path: ['fecha_implantacion'] });
  });
export type ImplantInput = z.infer<typeof implantSchema>;
export type ImplantFormInput = z.input<typeof implantSchema>;

/** PUT /api/dm/implantes/{id}/explante: every field required. */
export const explantSchema = z
  .object({
    fecha_explantacion: dateTimeField(M.explantDateRequired),
    nombre_profesional_explante: requiredText(M.explantProfessionalRequired, 200),
    motivo_explante: z.enum(EXPLANT_REASONS, { error: M.explantReasonRequired }),
    observaciones: requiredText(M.observationsRequired, 2000),
  })
  .strict();
export type ExplantInput = z.infer<typeof explantSchema>;

/** Implant status: activo until an explant date exists. */
export function implantStatus(implant: { fecha_explantacion?: string | null }): 'activo' | 'explantado' {
  return implant.fecha_explantacion ? 'explantado' : 'activo';
}

/** Fields each new state requires, with their messages (State change). */
function stateIssues(details: Record<string, unknown>): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  switch (details.estado_nuevo) {
    case 'Devuelto a proveedor':
      if (isBlank(details.motivo_devolucion)) issues.push({ path: 'motivo_devolucion', message: M.returnReasonRequired });
      break;
    case 'Destruido/Eliminado':
      if (isBlank(details.metodo_destruccion)) {
        issues.push({ path: 'metodo_destruccion', message: M.destructionMethodRequired });
      }
      if (isBlank(details.acta_destruccion)) issues.push({ path: 'acta_destruccion', message: M.destructionRecordRequired });
      break;
    case 'En cuarentena':
      if (isBlank(details.motivo_cuarentena)) {
        issues.push({ path: 'motivo_cuarentena', message: M.quarantineReasonRequired });
      }
      break;
  }
  return issues;
}

const stateDetailsShape = {
  estado_anterior: optionalText(50),
  estado_nuevo: z.enum(DEVICE_STATES, { error: M.newStateRequired }),
  observaciones: requiredText(M.observationsRequired, 2000),
  motivo_devolucion: optionalText(1000),
  motivo_cuarentena: optionalText(1000),
  metodo_destruccion: z.enum(DESTRUCTION_METHODS, { error: M.destructionMethodRequired }).nullable().optional(),
  acta_destruccion: optionalText(100),
};

/** The 'Cambiar Estado' dialog: flat fields; `toStateChangeEvent` builds the API payload. */
export const stateChangeFormSchema = z
  .object({
    inventory_item_id: idField(M.deviceRequired),
    fecha_evento: dateTimeField(M.changeDateRequired),
    ...stateDetailsShape,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (!isRecord(value)) return;
    for (const issue of stateIssues(value)) ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
  }, ALWAYS);
export type StateChangeForm = z.infer<typeof stateChangeFormSchema>;
export type StateChangeFormInput = z.input<typeof stateChangeFormSchema>;

/** POST /api/dm/trazabilidad/evento with tipo_evento cambio_estado and the details object. */
export const stateChangeEventSchema = z
  .object({
    inventory_item_id: idField(M.deviceRequired),
    tipo_evento: z.literal('cambio_estado').default('cambio_estado'),
    fecha_evento: dateTimeField(M.changeDateRequired),
    detalles: z
      .object(stateDetailsShape)
      .strict()
      .superRefine((value, ctx) => {
        if (!isRecord(value)) return;
        for (const issue of stateIssues(value)) {
          ctx.addIssue({ code: 'custom', message: issue.message, path: [issue.path] });
        }
      }, ALWAYS),
  })
  .strict();
export type StateChangeEvent = z.infer<typeof stateChangeEventSchema>;

export function toStateChangeEvent(form: StateChangeForm): StateChangeEvent {
  const { inventory_item_id, fecha_evento, ...detalles } = form;
  return { inventory_item_id, tipo_evento: 'cambio_estado', fecha_evento, detalles };
}

export function isIrreversibleState(state: string | null | undefined): boolean {
  return (IRREVERSIBLE_DEVICE_STATES as readonly string[]).includes(state ?? '');
}
