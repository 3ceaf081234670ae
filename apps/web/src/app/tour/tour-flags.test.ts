import { tourStorageKeys } from '@bodega/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearTourFlags, markTourCompleted, markWelcomeSeen, readTourFlags } from './tour-flags';

describe('tour flags in browser storage', () => {
  beforeEach(() => localStorage.clear());

  it('starts unset, and stores welcome-seen and completed per role', () => {
    expect(readTourFlags('admin')).toEqual({ welcomeSeen: false, completed: false });
    markWelcomeSeen('admin');
    expect(readTourFlags('admin')).toEqual({ welcomeSeen: true, completed: false });
    markTourCompleted('admin');
    expect(readTourFlags('admin')).toEqual({ welcomeSeen: true, completed: true });
    expect(readTourFlags('viewer')).toEqual({ welcomeSeen: false, completed: false });
    expect(localStorage.getItem(tourStorageKeys('admin').completed)).toBe('true');
  });

  it('reset clears both flags of the role only', () => {
    markWelcomeSeen('operator');
    markTourCompleted('operator');
    markTourCompleted('viewer');
    clearTourFlags('operator');
    expect(readTourFlags('operator')).toEqual({ welcomeSeen: false, completed: false });
    expect(readTourFlags('viewer').completed).toBe(true);
  });

  it('reads any other stored value as unset', () => {
    localStorage.setItem(tourStorageKeys('admin').completed, 'si');
    expect(readTourFlags('admin').completed).toBe(false);
  });
});
