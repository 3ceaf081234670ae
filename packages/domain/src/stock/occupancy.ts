import type { ChipColor } from './colours';

/** Occupancy colour thresholds kept in the location settings. */
export interface OccupancyThresholds {
  green_max: number;
  yellow_max: number;
}

export const DEFAULT_OCCUPANCY_THRESHOLDS: OccupancyThresholds = { green_max: 60, yellow_max: 85 };

export interface OccupancyInput {
  is_volumetric?: boolean | null;
  volumetric_capacity?: number | null;
  current_volume_usage?: number | null;
  usage_percentage?: number | null;
  current_usage?: number | null;
  capacity?: number | null;
}

function finite(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function capped(percent: number): number {
  return Math.min(100, Math.max(0, percent));
}

/**
 * Occupancy percentage of a location: volumetric locations use volume over volumetric
 * capacity; otherwise the server's usage percentage, else units over capacity; otherwise 0.
 * Always within 0–100.
 */
export function occupancyPercentage(location: OccupancyInput): number {
  if (location.is_volumetric && finite(location.volumetric_capacity) && location.volumetric_capacity > 0) {
    return capped(((location.current_volume_usage ?? 0) / location.volumetric_capacity) * 100);
  }
  if (finite(location.usage_percentage)) return capped(location.usage_percentage);
  if (finite(location.capacity) && location.capacity > 0 && finite(location.current_usage)) {
    return capped((location.current_usage / location.capacity) * 100);
  }
  return 0;
}

export type OccupancyLevel = 'green' | 'yellow' | 'red';

const LEVEL_COLORS: Record<OccupancyLevel, ChipColor> = { green: 'success', yellow: 'warning', red: 'error' };

/** Green up to the green maximum, yellow up to the yellow maximum, otherwise red. */
export function occupancyLevel(percent: number, thresholds: OccupancyThresholds = DEFAULT_OCCUPANCY_THRESHOLDS): OccupancyLevel {
  if (percent <= thresholds.green_max) return 'green';
  if (percent <= thresholds.yellow_max) return 'yellow';
  return 'red';
}

export function occupancyColor(percent: number, thresholds: OccupancyThresholds = DEFAULT_OCCUPANCY_THRESHOLDS): ChipColor {
  return LEVEL_COLORS[occupancyLevel(percent, thresholds)];
}

/** Usage colours in location lists: below 50 success, below 80 warning, from 80 error. */
export function locationUsageColor(percent: number): ChipColor {
  if (percent < 50) return 'success';
  if (percent < 80) return 'warning';
  return 'error';
}
