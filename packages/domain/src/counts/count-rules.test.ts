import { describe, expect, it } from 'vitest';
import { countApproveSchema, countLineSchema } from './count.schema';
import { DEFAULT_COUNT_PLAN, countNumber, inventoryRecordAccuracy, varianceOutOfTolerance } from './count-rules';

describe('varianceOutOfTolerance', () => {
  const plan = DEFAULT_COUNT_PLAN;
  it('tolerates up to 2 units or 2 % of the expected quantity, whichever is larger', () => {
    expect(varianceOutOfTolerance(plan, { expected: 10, counted: 8, priority: false })).toBe(false);
    expect(varianceOutOfTolerance(plan, { expected: 10, counted: 7, priority: false })).toBe(true);
    expect(varianceOutOfTolerance(plan, { expected: 500, counted: 490, priority: false })).toBe(false);
    expect(varianceOutOfTolerance(plan, { expected: 500, counted: 489, priority: false })).toBe(true);
    expect(varianceOutOfTolerance(plan, { expected: 0, counted: 3, priority: false })).toBe(true);
  });
  it('refuses any variance on priority devices, unless the plan says otherwise', () => {
    expect(varianceOutOfTolerance(plan, { expected: 10, counted: 9, priority: true })).toBe(true);
    expect(varianceOutOfTolerance(plan, { expected: 10, counted: 10, priority: true })).toBe(false);
    expect(varianceOutOfTolerance({ ...plan, priority_any_variance: false }, { expected: 10, counted: 9, priority: true })).toBe(
      false,
    );
  });
});

describe('count numbers, IRA and schemas', () => {
  it('numbers counts CNT-000001 and rounds IRA to one decimal', () => {
    expect(countNumber(1)).toBe('CNT-000001');
    expect(inventoryRecordAccuracy(2, 3)).toBe(66.7);
    expect(inventoryRecordAccuracy(0, 0)).toBeNull();
  });
  it('takes whole quantities from 0 and asks a text for the reason otro', () => {
    expect(countLineSchema.safeParse({ location_code: 'A', product_code: 'B', quantity: 0 }).success).toBe(true);
    expect(countLineSchema.safeParse({ location_code: 'A', product_code: 'B', quantity: 1.5 }).success).toBe(false);
    expect(countLineSchema.safeParse({ location_code: '', product_code: 'B', quantity: 1 }).success).toBe(false);
    const other = countApproveSchema.safeParse({ reason_code: 'otro' });
    expect(other.success).toBe(false);
    expect(other.error?.issues[0]?.message).toBe("Describa el motivo 'Otro'");
    expect(countApproveSchema.safeParse({ reason_code: 'hurto' }).success).toBe(true);
  });
});
