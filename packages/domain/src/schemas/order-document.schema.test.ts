import { describe, expect, it } from 'vitest';
import { customerLabel, orderDocumentSchema } from './order-document.schema';

const sale = { kind: 'venta', customer_id: 3, order_lines: [{ product_id: 1, quantity: 2, unit_price: 1500 }] };
const task = { kind: 'tarea', strategy: 'fifo', task_lines: [{ product_id: 1, quantity: 2 }] };

describe('order document (venta | tarea)', () => {
  it('a sale needs a customer and a price of at least 1', () => {
    expect(orderDocumentSchema.safeParse(sale).success).toBe(true);
    expect(orderDocumentSchema.safeParse({ ...sale, customer_id: undefined }).success).toBe(false);
    expect(orderDocumentSchema.safeParse({ ...sale, order_lines: [{ product_id: 1, quantity: 2 }] }).success).toBe(false);
  });

  it('a task has neither a customer nor prices', () => {
    expect(orderDocumentSchema.parse(task)).toMatchObject({ kind: 'tarea', priority: 2 });
    expect(orderDocumentSchema.safeParse({ ...task, customer_id: 3 }).success).toBe(false);
    expect(orderDocumentSchema.safeParse({ ...task, task_lines: [{ product_id: 1, quantity: 2, unit_price: 10 }] }).success).toBe(
      false,
    );
  });

  it('refuses an unknown kind', () => {
    expect(orderDocumentSchema.safeParse({ ...task, kind: 'otra' }).success).toBe(false);
  });

  it("shows 'Uso interno' for a task", () => {
    expect(customerLabel('tarea', null)).toBe('Uso interno');
    expect(customerLabel('venta', 'Clínica Sur')).toBe('Clínica Sur');
  });
});
