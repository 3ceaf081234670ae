import { describe, expect, it } from 'vitest';
import { taskActions, taskStatusLabel } from './task-actions';

describe('task row menu', () => {
  it('offers each action only in the statuses', () => {
    expect(taskActions('pending')).toEqual(['details', 'edit', 'allocate', 'execute']);
    expect(taskActions('pending', 'venta')).toEqual(['details', 'allocate', 'execute']);
    expect(taskActions('assigned')).toEqual(['details', 'picking_list', 'execute', 'release']);
    expect(taskActions('picking')).toEqual(['details', 'execute']);
    expect(taskActions('picked')).toEqual(['details', 'ship']);
    expect(taskActions('shipped')).toEqual(['details']);
  });

  it('labels shipped as Pickeado and the list statuses', () => {
    expect(taskStatusLabel('shipped')).toBe('Pickeado');
    expect(taskStatusLabel('picking')).toBe('Recolectando');
    expect(taskStatusLabel('completed')).toBe('Completado');
  });
});
