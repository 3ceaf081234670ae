/*
 * Cycle counting (issue 42 §1): plan frequencies, task states, the tolerance that decides a
 * recount, the reason codes an approval names, and inventory record accuracy (IRA).
 */

export const COUNT_FREQUENCIES = ['weekly', 'monthly', 'quarterly', 'yearly'] as const;
export type CountFrequency = (typeof COUNT_FREQUENCIES)[number];

export const COUNT_FREQUENCY_LABELS: Record<CountFrequency, string> = {
  weekly: 'Semanal',
  monthly: 'Mensual',
  quarterly: 'Trimestral',
  yearly: 'Anual',
};

/** Days between two counts of a location of that frequency. */
export const COUNT_FREQUENCY_DAYS: Record<CountFrequency, number> = {
  weekly: 7,
  monthly: 30,
  quarterly: 91,
  yearly: 365,
};

/** What makes a location due: its class, or a trigger. */
export const COUNT_CAUSES = ['A', 'B', 'C', 'priority', 'zero', 'short_pick', 'variance', 'recount'] as const;
export type CountCause = (typeof COUNT_CAUSES)[number];

export const COUNT_CAUSE_LABELS: Record<CountCause, string> = {
  A: 'Clase A',
  B: 'Clase B',
  C: 'Clase C',
  priority: 'DM priorizado / implante',
  zero: 'Ubicación en cero',
  short_pick: 'Picking incompleto',
  variance: 'Diferencia en el último conteo',
  recount: 'Reconteo',
};

/**
 * A task's life: 'pendiente' (no operator), 'asignada', 'en_curso' (the operator began: the
 * location's moves are refused), then at submission 'reconteo' (a recount task took over),
 * 'por_aprobar' (variances wait for the admin) or 'cerrada'.
 */
export const COUNT_TASK_STATES = ['pendiente', 'asignada', 'en_curso', 'reconteo', 'por_aprobar', 'cerrada'] as const;
export type CountTaskState = (typeof COUNT_TASK_STATES)[number];

export const COUNT_TASK_STATE_LABELS: Record<CountTaskState, string> = {
  pendiente: 'Pendiente',
  asignada: 'Asignada',
  en_curso: 'En curso',
  reconteo: 'Enviada a reconteo',
  por_aprobar: 'Por aprobar',
  cerrada: 'Cerrada',
};

/** States in which a task holds its location's one open slot. */
export const OPEN_COUNT_TASK_STATES: readonly CountTaskState[] = ['pendiente', 'asignada', 'en_curso', 'por_aprobar'];

export const COUNT_REASON_CODES = [
  'conteo_previo_erroneo',
  'merma',
  'dano',
  'vencimiento',
  'hurto',
  'error_ubicacion',
  'otro',
] as const;
export type CountReasonCode = (typeof COUNT_REASON_CODES)[number];

export const COUNT_REASON_LABELS: Record<CountReasonCode, string> = {
  conteo_previo_erroneo: 'Conteo previo erróneo',
  merma: 'Merma',
  dano: 'Daño',
  vencimiento: 'Vencimiento',
  hurto: 'Hurto',
  error_ubicacion: 'Error de ubicación',
  otro: 'Otro',
};

export interface CountPlanSettings {
  frequency_a: CountFrequency;
  frequency_b: CountFrequency;
  frequency_c: CountFrequency;
  frequency_priority: CountFrequency;
  trigger_zero: boolean;
  trigger_short_pick: boolean;
  trigger_variance: boolean;
  /** Priority devices and implants: any variance is above tolerance. */
  priority_any_variance: boolean;
  /** Elsewhere a variance is above tolerance when it exceeds both this percentage… */
  tolerance_percent: number;
  /** …and this many units (more than 2 % or 2 units: the larger of the two allowances is kept). */
  tolerance_units: number;
}

export const DEFAULT_COUNT_PLAN: CountPlanSettings = {
  frequency_a: 'monthly',
  frequency_b: 'quarterly',
  frequency_c: 'yearly',
  frequency_priority: 'monthly',
  trigger_zero: true,
  trigger_short_pick: true,
  trigger_variance: true,
  priority_any_variance: true,
  tolerance_percent: 2,
  tolerance_units: 2,
};

/**
 * Whether a line's variance asks for a recount. Priority devices: any variance (when the plan says
 * so). Elsewhere the allowance is the larger of `tolerance_percent` of the expected quantity and
 * `tolerance_units`: a variance above it is out of tolerance ("more than 2 % or 2 units": a
 * difference of 2 units, or of 2 % of a large quantity, is still tolerated).
 */
export function varianceOutOfTolerance(
  plan: Pick<CountPlanSettings, 'priority_any_variance' | 'tolerance_percent' | 'tolerance_units'>,
  line: { expected: number; counted: number; priority: boolean },
): boolean {
  const variance = Math.abs(line.counted - line.expected);
  if (variance === 0) return false;
  if (line.priority && plan.priority_any_variance) return true;
  const allowance = Math.max(plan.tolerance_units, (plan.tolerance_percent / 100) * line.expected);
  return variance > allowance;
}

/** Inventory record accuracy: the share of lines within tolerance, as a percentage with one decimal (null with no lines). */
export function inventoryRecordAccuracy(accurate: number, total: number): number | null {
  if (total === 0) return null;
  return Math.round((accurate / total) * 1000) / 10;
}

/** The count's document number: 'CNT-000001'. */
export function countNumber(value: number): string {
  return `CNT-${String(value).padStart(6, '0')}`;
}
