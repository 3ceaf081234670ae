import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function PageLoader({ fullScreen = false }: { fullScreen?: boolean }) {
  return (
    <Box
      role="progressbar"
      aria-label="Cargando"
      sx={{ display: 'grid', placeItems: 'center', minHeight: fullScreen ? '100vh' : 240 }}
    >
      <CircularProgress aria-hidden />
    </Box>
  );
}
