import { getContrastRatio } from '@mui/material/styles';

const WHITE = '#fff';
const DARK = 'rgba(0, 0, 0, 0.87)';

/**
 * White or near-black text, whichever reads better on `background` (WCAG AA): chips
 * painted with the spec's fixed colours (orange, grey) need dark text where white falls below 4.5:1.
 */
export function readableTextOn(background: string): string {
  return getContrastRatio(background, WHITE) >= getContrastRatio(background, DARK) ? WHITE : DARK;
}
