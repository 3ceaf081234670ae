import { describe, expect, it } from 'vitest';
import { LIST_STATUSES } from './picking.schema';
import {
  LIST_STATUS_COLORS,
  LIST_STATUS_LABELS,
  STORAGE_EXECUTION_MESSAGES,
  activeListsByOperator,
  isActiveList,
  operatorListStats,
} from './storage-screen';

describe('storage screen labels', () => {
  it('labels and colours every list status', () => {
    for (const status of LIST_STATUSES) {
      expect(LIST_STATUS_LABELS[status]).toBeTruthy();
      expect(LIST_STATUS_COLORS[status]).toBeTruthy();
    }
  });

  it('keeps the spec texts', () => {
    expect(STORAGE_EXECUTION_MESSAGES.progress(2, 5)).toBe('2 de 5 productos almacenados');
    expect(STORAGE_EXECUTION_MESSAGES.unitsProgress(1, 3)).toBe('1 de 3 unidades escaneadas');
    expect(STORAGE_EXECUTION_MESSAGES.locationFirst).toBe('Primero escanee la ubicación');
  });
});

describe('operator workload', () => {
  it('counts assigned and in-progress lists per operator', () => {
    const counts = activeListsByOperator([
      { status: 'assigned', assigned_user_id: 3 },
      { status: 'in_progress', assigned_user_id: 3 },
      { status: 'completed', assigned_user_id: 3 },
      { status: 'assigned', assigned_user_id: 4 },
      { status: 'pending', assigned_user_id: null },
    ]);
    expect(counts.get(3)).toBe(2);
    expect(counts.get(4)).toBe(1);
    expect(counts.get(5)).toBeUndefined();
    expect(isActiveList('cancelled')).toBe(false);
  });
});

describe('operator dashboard counters', () => {
  it('counts by status and sums the estimate of open lists', () => {
    expect(
      operatorListStats([
        { status: 'assigned', estimated_time: 4.5 },
        { status: 'in_progress', estimated_time: 2.25 },
        { status: 'completed', estimated_time: 10 },
        { status: 'cancelled', estimated_time: 7 },
      ]),
    ).toEqual({ pending: 1, inProgress: 1, completed: 1, active: 2, estimatedMinutes: 6.8 });
    expect(operatorListStats([])).toEqual({ pending: 0, inProgress: 0, completed: 0, active: 0, estimatedMinutes: 0 });
  });
});
