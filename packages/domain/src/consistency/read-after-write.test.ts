import { describe, expect, it } from 'vitest';
import { laterWalPosition, parseWalPosition } from './read-after-write';

describe('WAL positions', () => {
  it('reads both hexadecimal halves into one ordered number', () => {
    expect(parseWalPosition('0/0')).toBe(0n);
    expect(parseWalPosition('0/16B3748')).toBe(0x16b3748n);
    expect(parseWalPosition('1/0')! > parseWalPosition('0/FFFFFFFF')!).toBe(true);
    expect(parseWalPosition('a/1')).toBe((10n << 32n) + 1n);
  });

  it('refuses anything else', () => {
    for (const text of [undefined, null, '', '0', '0/', '/1', 'G/1', '0/1/2', '123456789/0', ' 0/1']) {
      expect(parseWalPosition(text), String(text)).toBeUndefined();
    }
  });

  it('keeps the later of two positions, ignoring a malformed one', () => {
    expect(laterWalPosition(undefined, '0/10')).toBe('0/10');
    expect(laterWalPosition('0/10', '0/F')).toBe('0/10');
    expect(laterWalPosition('0/10', '1/0')).toBe('1/0');
    expect(laterWalPosition('0/10', 'basura')).toBe('0/10');
    expect(laterWalPosition('0/10', null)).toBe('0/10');
  });
});
