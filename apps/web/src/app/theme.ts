import { createTheme } from '@mui/material/styles';
import { esES } from '@mui/material/locale';

/**
 * Handheld layout: at 768 px or narrower every control a finger uses is at least
 * 44 × 44 px (the same breakpoint as config/layout MOBILE_QUERY).
 */
const HANDHELD = '@media (max-width:768px)';
const touchTarget = { [HANDHELD]: { minHeight: 44, minWidth: 44 } };

export const theme = createTheme(
  {
    palette: {
      primary: { main: '#0b6e99' },
      secondary: { main: '#00796b' },
      background: { default: '#f4f6f8' },
      // Darker than MUI's defaults so white text on chips and buttons reaches WCAG AA 4.5:1.
      warning: { main: '#b45309' },
      info: { main: '#0369a1' },
    },
    shape: { borderRadius: 8 },
    typography: {
      fontFamily: 'Roboto, "Segoe UI", system-ui, -apple-system, "Helvetica Neue", Arial, sans-serif',
      h1: { fontSize: '1.75rem', fontWeight: 600 },
      h2: { fontSize: '1.5rem', fontWeight: 600 },
    },
    components: {
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: { root: { textTransform: 'none', ...touchTarget } },
      },
      MuiIconButton: { styleOverrides: { root: touchTarget } },
      MuiToggleButton: { styleOverrides: { root: touchTarget } },
      MuiTab: { styleOverrides: { root: touchTarget } },
      MuiCheckbox: { styleOverrides: { root: { [HANDHELD]: { padding: 10 } } } },
      MuiRadio: { styleOverrides: { root: { [HANDHELD]: { padding: 10 } } } },
      MuiFormControlLabel: { styleOverrides: { root: { [HANDHELD]: { minHeight: 44 } } } },
      MuiCard: { defaultProps: { variant: 'outlined' } },
    },
  },
  esES,
  // After the locale, which names the autocomplete's open button 'Abierto' (a state, not the action).
  { components: { MuiAutocomplete: { defaultProps: { openText: 'Abrir' } } } },
);
