import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useDeviceHistory } from '../api/get-device-history';
import { DM_TOASTS, STATE_COLORS, formatDateTime } from '../lib/dm-ui';

/** The device's full state history as a timeline: state, date, responsible user, observations. */
export function TimelineDialog({ deviceId, title, onClose }: { deviceId: number | null; title: string; onClose: () => void }) {
  const history = useDeviceHistory(deviceId);
  return (
    <Dialog open={deviceId !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Historial completo — {title}</DialogTitle>
      <DialogContent>
        {history.isLoading && <CircularProgress size={24} />}
        {history.isError && <Alert severity="error">{DM_TOASTS.loadFullHistory}</Alert>}
        {history.data?.length === 0 && <Typography>Sin cambios de estado registrados.</Typography>}
        {history.data?.map((row, index) => (
          <Box
            key={row.id}
            sx={{ borderLeft: 3, borderColor: index === 0 ? 'primary.main' : 'divider', pl: 2, pb: 2, position: 'relative' }}
          >
            <Chip size="small" label={row.estado} color={STATE_COLORS[row.estado] ?? 'default'} />
            {index === 0 && <Chip size="small" variant="outlined" label="Actual" sx={{ ml: 1 }} />}
            <Typography variant="body2" sx={{ mt: 0.5 }}>
              {formatDateTime(row.fecha_cambio)} · {row.usuario_responsable ?? 'N/A'}
              {row.estado_anterior ? ` · desde ${row.estado_anterior}` : ''}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {row.observaciones}
            </Typography>
            {row.motivo_cuarentena && <Typography variant="caption">Motivo de cuarentena: {row.motivo_cuarentena}</Typography>}
            {row.motivo_devolucion && <Typography variant="caption">Motivo de devolución: {row.motivo_devolucion}</Typography>}
            {row.acta_destruccion && (
              <Typography variant="caption">
                {row.metodo_destruccion} · Acta {row.acta_destruccion}
              </Typography>
            )}
          </Box>
        ))}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
