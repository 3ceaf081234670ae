// One priority scale for every document that carries a priority 1–5 (orders, picking lists,
// picking tasks, storage lists, waves): a higher number is more urgent, so a 5-star order stays
// 'Crítica' on its picking list, on the operator's phone and in its wave.

export const PRIORITY_VALUES = [1, 2, 3, 4, 5] as const;
export type PriorityValue = (typeof PRIORITY_VALUES)[number];

export const PRIORITY_LABELS: Record<PriorityValue, string> = {
  1: 'Baja',
  2: 'Normal',
  3: 'Alta',
  4: 'Urgente',
  5: 'Crítica',
};

/** Grey, blue, orange, red, purple (MUI palette hex). */
export const PRIORITY_COLORS: Record<PriorityValue, string> = {
  1: '#9e9e9e',
  2: '#1976d2',
  3: '#ed6c02',
  4: '#d32f2f',
  5: '#9c27b0',
};

/** What a missing or out-of-scale priority reads as: the default of new tasks and waves. */
export const DEFAULT_PRIORITY: PriorityValue = 2;

export interface PriorityDisplay {
  value: PriorityValue;
  label: string;
  color: string;
}

/** A priority number as every screen shows it: its label and colour on the one scale. */
export function priorityDisplay(priority: number | null | undefined): PriorityDisplay {
  const value = PRIORITY_VALUES.find((v) => v === priority) ?? DEFAULT_PRIORITY;
  return { value, label: PRIORITY_LABELS[value], color: PRIORITY_COLORS[value] };
}
