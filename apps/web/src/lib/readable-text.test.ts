import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { readableTextOn } from './readable-text';

describe('readableTextOn', () => {
  it('reaches 4.5:1 on the spec’s chip colours', () => {
    for (const background of ['#9e9e9e', '#1976d2', '#ed6c02', '#d32f2f', '#9c27b0', '#2e7d32']) {
      expect(getContrastRatio(background, readableTextOn(background)), background).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps white on dark backgrounds', () => {
    expect(readableTextOn('#9c27b0')).toBe('#fff');
    expect(readableTextOn('#0b6e99')).toBe('#fff');
  });
});
