import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';

/** Shown when a page fails to render or its chunk fails to load (for example after a deploy). */
export function RouteErrorPage() {
  return (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Recargar
          </Button>
        }
      >
        Ocurrió un error inesperado al mostrar esta página.
      </Alert>
    </Box>
  );
}
