import { describe, expect, it } from 'vitest';
import { readScanSeparator, writeScanSeparator, GS } from './scan-separator';
import { insertAt, isGroupSeparatorChord } from './use-keyboard-wedge';

describe('keyboard wedge helpers', () => {
  it('recognises Ctrl+] on any layout that reports the key or the physical code', () => {
    expect(isGroupSeparatorChord({ ctrlKey: true, key: ']', code: '' })).toBe(true);
    expect(isGroupSeparatorChord({ ctrlKey: true, key: '+', code: 'BracketRight' })).toBe(true);
    expect(isGroupSeparatorChord({ ctrlKey: false, key: ']', code: 'BracketRight' })).toBe(false);
  });

  it('inserts at the caret or replaces the selection', () => {
    expect(insertAt('abcd', GS, 2, 2)).toEqual({ value: `ab${GS}cd`, caret: 3 });
    expect(insertAt('abcd', GS, 1, 3)).toEqual({ value: `a${GS}d`, caret: 2 });
    expect(insertAt('ab', GS, null, null)).toEqual({ value: `ab${GS}`, caret: 3 });
  });

  it('keeps the separator per browser, ASCII 29 by default', () => {
    localStorage.clear();
    expect(readScanSeparator()).toBe(GS);
    writeScanSeparator('~');
    expect(readScanSeparator()).toBe('~');
    writeScanSeparator(GS);
    expect(readScanSeparator()).toBe(GS);
  });
});
