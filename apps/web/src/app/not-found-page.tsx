import { homePathFor } from '@bodega/domain';
import SearchOffIcon from '@mui/icons-material/SearchOff';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { isScreenAvailable, paths } from '../config/paths';
import { useSession } from '../lib/session';

export default function NotFoundPage() {
  const { user } = useSession();
  const home = user ? homePathFor(user.role, isScreenAvailable) : paths.login.href();
  return (
    <Box sx={{ textAlign: 'center', py: { xs: 6, md: 10 }, px: 2 }}>
      <SearchOffIcon sx={{ fontSize: 64, color: 'text.secondary' }} aria-hidden />
      <Typography variant="h1" sx={{ mt: 2 }}>
        Página no encontrada
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 1, mb: 3 }}>
        La dirección que abrió no existe en el sistema.
      </Typography>
      <Button variant="contained" component={RouterLink} to={home}>
        Volver al inicio
      </Button>
    </Box>
  );
}
