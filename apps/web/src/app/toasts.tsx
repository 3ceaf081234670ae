import GlobalStyles from '@mui/material/GlobalStyles';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider } from 'notistack';
import type { ReactNode } from 'react';
import { MOBILE_QUERY } from '../config/layout';

const TOAST_VARIANTS = ['success', 'error', 'warning', 'info'] as const;

/**
 * Every toast variant in the theme's colours, whose white text reaches WCAG AA's 4.5:1
 * (notistack's own blue, green and orange do not: its info toast is 3.12:1).
 */
const toastColours = (theme: Theme) =>
  Object.fromEntries(
    TOAST_VARIANTS.map((variant) => [
      `.notistack-MuiContent-${variant}`,
      {
        backgroundColor: `${theme.palette[variant].main} !important`,
        color: `${theme.palette[variant].contrastText} !important`,
      },
    ]),
  );

/**
 * Toasts (notistack). Wide screens: up to three, bottom right. At 768 px or narrower: one
 * at a time (the next waits its turn), over the top bar's title, between the menu
 * button and the help and user buttons, so it hides neither those nor the page's own actions
 * and lists (the scan field and items of storage execution are below).
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <>
      <GlobalStyles styles={toastColours} />
      {narrow && (
        <GlobalStyles
          styles={{
            '.notistack-SnackbarContainer': {
              top: '4px !important',
              left: '56px !important',
              right: '104px !important',
              width: 'auto !important',
              transform: 'none !important',
            },
            '.notistack-SnackbarContainer .notistack-MuiContent': {
              minWidth: '0 !important',
              width: '100%',
              padding: '2px 8px',
              fontSize: '0.8125rem',
            },
          }}
        />
      )}
      <SnackbarProvider
        maxSnack={narrow ? 1 : 3}
        dense={narrow}
        anchorOrigin={narrow ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'right' }}
      >
        {children}
      </SnackbarProvider>
    </>
  );
}
