// The intelligent-picking task table: status labels and the row menu per status.
import { ORDER_STATUS_LABELS } from '../schemas/order.schema';

export const TASK_STATUS_LABELS: Record<string, string> = {
  ...ORDER_STATUS_LABELS,
  shipped: 'Pickeado',
  in_progress: 'En Progreso',
  completed: 'Completado',
};

export function taskStatusLabel(status: string): string {
  return TASK_STATUS_LABELS[status] ?? status;
}

export type TaskAction = 'details' | 'edit' | 'allocate' | 'picking_list' | 'execute' | 'ship' | 'release';

/**
 * Row menu: Ver Detalles always; Asignar Inventario when pending; Crear Lista Picking
 * when assigned; Ejecutar Picking when assigned or pending; Crear Envío when picked; Liberar
 * Asignaciones when assigned. Editar (the task form) when pending, for tasks from 'Nueva Tarea'
 * (kind 'tarea'); a sales order is edited in Órdenes.
 */
export function taskActions(status: string, kind: string = 'tarea'): TaskAction[] {
  const actions: TaskAction[] = ['details'];
  if (status === 'pending' && kind === 'tarea') actions.push('edit');
  if (status === 'pending') actions.push('allocate');
  if (status === 'assigned') actions.push('picking_list');
  if (status === 'assigned' || status === 'pending' || status === 'picking') actions.push('execute');
  if (status === 'picked') actions.push('ship');
  if (status === 'assigned') actions.push('release');
  return actions;
}

/**
 * The row menu a role may use: the server lets an operator read and execute their own tasks
 * only, so the operator is offered Ver Detalles and, once the task has stock assigned, Ejecutar
 * Picking; allocation, lists, shipments, release and editing are the admin's.
 */
export function taskActionsFor(status: string, kind: string, role: string | null | undefined): TaskAction[] {
  const actions = taskActions(status, kind);
  if (role === 'admin') return actions;
  if (role === 'operator')
    return actions.filter((action) => action === 'details' || (action === 'execute' && status !== 'pending'));
  return actions.filter((action) => action === 'details');
}

export const TASK_ACTION_LABELS: Record<TaskAction, string> = {
  details: 'Ver Detalles',
  edit: 'Editar',
  allocate: 'Asignar Inventario',
  picking_list: 'Crear Lista Picking',
  execute: 'Ejecutar Picking',
  ship: 'Crear Envío',
  release: 'Liberar Asignaciones',
};
