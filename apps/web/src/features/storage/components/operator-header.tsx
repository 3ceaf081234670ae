import { OPERATOR_DASHBOARD_MESSAGES as M } from '@bodega/domain';
import PersonIcon from '@mui/icons-material/Person';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';

/** Who is working: username, email, 'Operario de Almacén' and the active task count. */
export function OperatorHeader({ username, email, active }: { username: string; email: string; active: number | null }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Avatar sx={{ bgcolor: 'primary.main', width: 48, height: 48 }}>
        <PersonIcon />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Typography variant="h6" component="p" sx={{ fontWeight: 600 }}>
          {username}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
          {email}
        </Typography>
        <Typography variant="body2">{M.roleTitle}</Typography>
      </Box>
      {active !== null && (
        <Chip
          color={active > 0 ? 'primary' : 'default'}
          label={`${active} ${active === 1 ? 'tarea activa' : 'tareas activas'}`}
        />
      )}
    </Paper>
  );
}
