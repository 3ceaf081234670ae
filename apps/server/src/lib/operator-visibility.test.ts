import { describe, expect, it } from 'vitest';
import { maySeeList, ownListsOf } from './operator-visibility';

const operator = { id: 7, role: 'operator' };

describe('operator visibility', () => {
  it('bounds an operator to their own lists and no other role', () => {
    expect(ownListsOf(operator)).toBe(7);
    expect(ownListsOf({ id: 1, role: 'admin' })).toBeUndefined();
    expect(ownListsOf({ id: 2, role: 'viewer' })).toBeUndefined();
  });

  it('lets an operator see only a list assigned to them', () => {
    expect(maySeeList(operator, { assigned_user_id: 7 })).toBe(true);
    expect(maySeeList(operator, { assigned_user_id: 8 })).toBe(false);
    expect(maySeeList(operator, { assigned_user_id: null })).toBe(false);
  });

  it('lets the other roles see every list, and nobody a missing one', () => {
    expect(maySeeList({ id: 1, role: 'admin' }, { assigned_user_id: null })).toBe(true);
    expect(maySeeList({ id: 2, role: 'viewer' }, { assigned_user_id: 8 })).toBe(true);
    expect(maySeeList({ id: 1, role: 'admin' }, undefined)).toBe(false);
    expect(maySeeList(operator, null)).toBe(false);
  });
});
