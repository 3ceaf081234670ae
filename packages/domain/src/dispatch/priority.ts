import type { ChipColor } from '../stock/colours';

/** The dispatch screen's priorities. */
export const DISPATCH_PRIORITIES = ['urgente', 'alta', 'normal', 'baja'] as const;
export type DispatchPriority = (typeof DISPATCH_PRIORITIES)[number];

export const DISPATCH_PRIORITY_LABELS: Record<DispatchPriority, string> = {
  urgente: 'Urgente',
  alta: 'Alta',
  normal: 'Normal',
  baja: 'Baja',
};

export const DISPATCH_PRIORITY_COLORS: Record<DispatchPriority, ChipColor> = {
  urgente: 'error',
  alta: 'warning',
  normal: 'info',
  baja: 'default',
};

/** An order's priority 1–5 (1 Baja … 4 Urgente, 5 Crítica) as dispatch names it. */
export function dispatchPriority(priority: number | null | undefined): DispatchPriority {
  if (priority == null || priority <= 1) return 'baja';
  if (priority === 2) return 'normal';
  if (priority === 3) return 'alta';
  return 'urgente';
}

/** The order priorities a dispatch priority filter covers. */
export function priorityRange(priority: DispatchPriority): readonly number[] {
  return { baja: [1], normal: [2], alta: [3], urgente: [4, 5] }[priority];
}
