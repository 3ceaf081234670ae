import { describe, expect, it } from 'vitest';
import { taskActions, taskActionsFor, taskStatusLabel } from './task-actions';

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

describe('taskActionsFor', () => {
  it('offers an operator only what the server lets an operator do', () => {
    expect(taskActionsFor('pending', 'tarea', 'operator')).toEqual(['details']);
    expect(taskActionsFor('assigned', 'venta', 'operator')).toEqual(['details', 'execute']);
    expect(taskActionsFor('picking', 'venta', 'operator')).toEqual(['details', 'execute']);
    expect(taskActionsFor('picked', 'venta', 'operator')).toEqual(['details']);
    expect(taskActionsFor('assigned', 'venta', 'admin')).toEqual(taskActions('assigned', 'venta'));
    expect(taskActionsFor('pending', 'tarea', 'viewer')).toEqual(['details']);
  });
});
