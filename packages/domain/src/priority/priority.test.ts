import { describe, expect, it } from 'vitest';
import { priorityDisplay } from './priority';

describe('priorityDisplay', () => {
  it.each([
    [1, 'Baja', '#9e9e9e'],
    [2, 'Normal', '#1976d2'],
    [3, 'Alta', '#ed6c02'],
    [4, 'Urgente', '#d32f2f'],
    [5, 'Crítica', '#9c27b0'],
  ])('priority %s is %s', (priority, label, color) => {
    expect(priorityDisplay(priority)).toEqual({ value: priority, label, color });
  });

  it('keeps a 5-star order critical and a 1-star order low (the scale is not inverted)', () => {
    expect(priorityDisplay(5).label).toBe('Crítica');
    expect(priorityDisplay(1).label).toBe('Baja');
  });

  it.each([null, undefined, 0, 6, 2.5, Number.NaN])('reads %s as Normal', (priority) => {
    expect(priorityDisplay(priority).label).toBe('Normal');
  });
});
