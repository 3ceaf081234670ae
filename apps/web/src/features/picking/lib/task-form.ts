import {
  pickingTaskSchema,
  santiagoDateTimeInput,
  type PickingStrategy,
  type PickingTaskInput,
  type TaskCriterionType,
} from '@bodega/domain';
import type { Resolver } from 'react-hook-form';
import { lineStrategy, productLinesResolver, storedLineCriteria, storedLineProduct } from '../../../lib/product-line-criteria';
import type { PickingTask } from '../api/get-picking-tasks';
import type { TaskProduct } from '../api/task-products';

export interface TaskLineValues {
  product: TaskProduct | null;
  quantity: number;
  /** What the product (or its chosen criterion) has free: 'Máximo disponible: N'. */
  max_quantity: number | null;
  /** The line's own strategy at level 'product'. */
  picking_strategy: PickingStrategy | '';
  criteria_type: TaskCriterionType | '';
  criteria_value: string;
}

export interface TaskFormValues {
  strategy_level: 'order' | 'product';
  strategy: PickingStrategy;
  priority: number;
  /** datetime-local, Santiago wall clock. */
  required_date: string;
  piece_by_piece_enabled: boolean;
  notes: string;
  task_lines: TaskLineValues[];
}

export const emptyTaskLine = (): TaskLineValues => ({
  product: null,
  quantity: 1,
  max_quantity: null,
  picking_strategy: '',
  criteria_type: '',
  criteria_value: '',
});

export function emptyTask(): TaskFormValues {
  return {
    strategy_level: 'order',
    strategy: 'fifo',
    priority: 2,
    required_date: '',
    piece_by_piece_enabled: false,
    notes: '',
    task_lines: [],
  };
}

/** 'Editar Tarea': the task's values (availability is read again for each product). */
export function fromTask(task: PickingTask): TaskFormValues {
  const level = task.task_lines.some((line) => line.picking_strategy && line.picking_strategy !== task.picking_strategy)
    ? 'product'
    : 'order';
  return {
    strategy_level: level,
    strategy: (task.picking_strategy as PickingStrategy | null) ?? 'fifo',
    priority: task.priority,
    required_date: santiagoDateTimeInput(task.required_date),
    piece_by_piece_enabled: task.piece_by_piece_enabled,
    notes: task.notes ?? '',
    task_lines: task.task_lines.map((line) => ({
      product: storedLineProduct(line),
      quantity: line.quantity,
      max_quantity: null,
      picking_strategy: level === 'product' ? (line.picking_strategy ?? '') : '',
      ...storedLineCriteria(line),
    })),
  };
}

/** The payload of POST/PUT /intelligent-picking/tasks: lines, config and criteria by line index. */
export function toTaskInput(values: TaskFormValues): Record<string, unknown> {
  const granular: Record<string, unknown> = {};
  values.task_lines.forEach((line, index) => {
    const strategy = lineStrategy(values, line);
    const manual = strategy === 'manual' && line.criteria_type && line.criteria_value;
    if (values.strategy_level === 'product' || manual)
      granular[String(index)] = {
        picking_strategy: strategy || null,
        type: manual ? line.criteria_type : null,
        value: manual ? line.criteria_value : null,
        available_quantity: manual ? line.max_quantity : null,
      };
  });
  return {
    picking_type: 'single',
    strategy: values.strategy,
    priority: values.priority,
    required_date: values.required_date.trim() || null,
    notes: values.notes.trim() || null,
    piece_by_piece_enabled: values.piece_by_piece_enabled,
    picking_strategy_config: {
      level: values.strategy_level,
      strategy: values.strategy_level === 'order' ? values.strategy : null,
    },
    granular_criteria: Object.keys(granular).length ? granular : null,
    task_lines: values.task_lines.map((line) => ({
      product_id: line.product?.id ?? null,
      quantity: Number.isFinite(line.quantity) ? line.quantity : undefined,
      max_quantity: line.max_quantity,
    })),
  };
}

/** The domain's pickingTaskSchema judges the payload; a product error shows on the line's product field. */
export const taskFormResolver: Resolver<TaskFormValues, unknown, PickingTaskInput> = productLinesResolver(
  pickingTaskSchema,
  toTaskInput,
  'task_lines',
);
