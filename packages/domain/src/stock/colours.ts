/** MUI chip/progress palette names; 'default' is the grey chip. */
export type ChipColor = 'default' | 'primary' | 'secondary' | 'error' | 'info' | 'success' | 'warning';

export type AbcCategory = 'A' | 'B' | 'C';
export type DinCategory = 'D' | 'I' | 'N';

/** ABC chip: A success, B warning, C error; none is grey (Colours). */
export function abcColor(category: string | null | undefined): ChipColor {
  switch (category) {
    case 'A':
      return 'success';
    case 'B':
      return 'warning';
    case 'C':
      return 'error';
    default:
      return 'default';
  }
}

/** DIN chip: D standard success, I intermediate warning, N non-standard error. */
export function dinColor(category: string | null | undefined): ChipColor {
  switch (category) {
    case 'D':
      return 'success';
    case 'I':
      return 'warning';
    case 'N':
      return 'error';
    default:
      return 'default';
  }
}

export const ROTATION_THRESHOLDS = { high: 2, medium: 1 } as const;

/** Rotation index: 2 or more success, 1 or more warning, otherwise error. */
export function rotationColor(rotationIndex: number): ChipColor {
  if (rotationIndex >= ROTATION_THRESHOLDS.high) return 'success';
  if (rotationIndex >= ROTATION_THRESHOLDS.medium) return 'warning';
  return 'error';
}

export const DEFICIT_THRESHOLDS = { warning: 5, error: 10 } as const;

/** Low-stock deficit chip: up to 5 warning, up to 10 error, larger grey. */
export function deficitColor(deficit: number): ChipColor {
  if (deficit <= DEFICIT_THRESHOLDS.warning) return 'warning';
  if (deficit <= DEFICIT_THRESHOLDS.error) return 'error';
  return 'default';
}

/** Operator workload: no tasks success, 1–2 warning, 3 or more error. */
export function workloadColor(activeTasks: number): ChipColor {
  if (activeTasks <= 0) return 'success';
  if (activeTasks <= 2) return 'warning';
  return 'error';
}

/** Zone route weight: below 0.5 success, below 1 info, below 1.5 warning, else error. */
export function zoneWeightColor(weight: number): ChipColor {
  if (weight < 0.5) return 'success';
  if (weight < 1) return 'info';
  if (weight < 1.5) return 'warning';
  return 'error';
}

/** Storage efficiency: 100 or more success, 80 or more warning, else error. */
export function efficiencyColor(efficiencyPercent: number): ChipColor {
  if (efficiencyPercent >= 100) return 'success';
  if (efficiencyPercent >= 80) return 'warning';
  return 'error';
}
