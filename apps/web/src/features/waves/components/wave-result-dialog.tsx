import type { WaveResult } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { WAVE_MESSAGES } from '../lib/wave-messages';

/** 'Ola Creada Exitosamente' (max width 800 px): the wave result; View Details opens the wave. */
export function WaveResultDialog({ result, onClose }: { result: WaveResult | null; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 800, width: '100%' } } }}
    >
      <DialogTitle>{WAVE_MESSAGES.created}</DialogTitle>
      {result && (
        <DialogContent dividers>
          <Typography>
            <strong>ID de Ola:</strong> {result.wave_id} ({result.name})
          </Typography>
          <Typography>
            <strong>Órdenes Procesadas:</strong> {result.total_orders}
          </Typography>
          <Typography>
            <strong>Grupos de Ola:</strong> {result.wave_groups}
          </Typography>
          <Typography>
            <strong>Tiempo Total Estimado:</strong> {result.estimated_total_time} minutos
          </Typography>
          {result.warnings.length > 0 && (
            <Alert severity="warning" sx={{ mt: 2 }} data-testid="wave-partial-warning">
              Órdenes asignadas en parte (la ola lleva lo reservado):
              {result.warnings.map((warning) => (
                <Typography key={warning} variant="body2">
                  {warning}
                </Typography>
              ))}
            </Alert>
          )}
          <Typography variant="subtitle1" sx={{ mt: 2 }}>
            Tareas Creadas
          </Typography>
          <List dense>
            {result.tasks.map((task, index) => (
              <ListItem key={task.picking_list_id} divider>
                <ListItemText
                  primary={`Tarea ${index + 1}: ${task.list_number}`}
                  secondary={`${task.total_items} items - ${task.estimated_time} minutos${task.total_distance !== null ? ` - ${task.total_distance} m de recorrido` : ''}`}
                />
              </ListItem>
            ))}
          </List>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        <Button
          variant="contained"
          onClick={() => {
            const id = result?.wave_id;
            onClose();
            if (id) void navigate(paths.waveDetail.href(id));
          }}
        >
          Ver Detalles
        </Button>
      </DialogActions>
    </Dialog>
  );
}
