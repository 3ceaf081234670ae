import { getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { theme } from './theme';

describe('theme', () => {
  it('names the autocomplete button by its action, in Spanish', () => {
    expect(theme.components?.MuiAutocomplete?.defaultProps?.openText).toBe('Abrir');
    expect(theme.components?.MuiAutocomplete?.defaultProps?.closeText).toBe('Cerrar');
  });

  it.each(['success', 'error', 'warning', 'info'] as const)('gives %s toasts and chips text at WCAG AA (4.5:1)', (variant) => {
    const colour = theme.palette[variant];
    expect(getContrastRatio(colour.main, colour.contrastText)).toBeGreaterThanOrEqual(4.5);
  });
});
