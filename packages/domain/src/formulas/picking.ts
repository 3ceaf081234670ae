/** Estimated minutes of a new picking task: 2 per line plus 0.5 per item, rounded. */
export function estimatePickingMinutes(lines: readonly { quantity: number }[]): number {
  const items = lines.reduce((sum, line) => sum + (Number.isFinite(line.quantity) ? line.quantity : 0), 0);
  return Math.round(lines.length * 2 + items * 0.5);
}

export const DEFAULT_EFFICIENCY = 95;
export const MAX_EFFICIENCY = 150;

/**
 * Efficiency = estimated / actual × 100, clamped to 0–150 and rounded; 95 when there is no data
 * (no estimate or no actual time).
 */
export function efficiencyPercent(estimatedMinutes: number | null | undefined, actualMinutes: number | null | undefined): number {
  if (!estimatedMinutes || !actualMinutes || estimatedMinutes < 0 || actualMinutes <= 0) return DEFAULT_EFFICIENCY;
  const value = (estimatedMinutes / actualMinutes) * 100;
  return Math.round(Math.min(MAX_EFFICIENCY, Math.max(0, value)));
}

/** Mean efficiency over tasks with both times; 95 when none has them. */
export function averageEfficiency(tasks: readonly { estimated_time?: number | null; actual_time?: number | null }[]): number {
  const measured = tasks.filter((task) => (task.estimated_time ?? 0) > 0 && (task.actual_time ?? 0) > 0);
  if (measured.length === 0) return DEFAULT_EFFICIENCY;
  const total = measured.reduce((sum, task) => sum + efficiencyPercent(task.estimated_time, task.actual_time), 0);
  return Math.round(total / measured.length);
}

/** Task notes may embed the actual minutes as 'actual_time:N'. */
export function actualTimeFromNotes(notes: string | null | undefined): number | null {
  const match = notes ? /actual_time:\s*(\d+(?:\.\d+)?)/.exec(notes) : null;
  return match ? Number(match[1]) : null;
}

/** Done over total, rounded percent; 0 when there is nothing to do. */
export function progressPercent(done: number, total: number): number {
  if (!(total > 0)) return 0;
  return Math.round((Math.max(0, done) / total) * 100);
}

/** Operator storage dashboard: completed today over all tasks, rounded; 100 with no tasks. */
export function dashboardEfficiency(completedToday: number, totalTasks: number): number {
  if (!(totalTasks > 0)) return 100;
  return Math.round((completedToday / totalTasks) * 100);
}
