import { formatDateTimeCL, PICKING_TYPE_LABELS, priorityDisplay, taskStatusLabel } from '@bodega/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { PickingTask } from '../api/get-picking-tasks';

interface TaskDetailsDialogProps {
  task: PickingTask | null;
  onClose: () => void;
  onStart: (task: PickingTask) => void;
}

/** 'Detalles de Tarea #number', 800 px. */
export function TaskDetailsDialog({ task, onClose, onStart }: TaskDetailsDialogProps) {
  return (
    <Dialog
      open={task !== null}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 800, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {task && (
        <>
          <DialogTitle>Detalles de Tarea #{task.task_number}</DialogTitle>
          <DialogContent>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)' }, gap: 1, mb: 2 }}>
              <Typography>Estado: {taskStatusLabel(task.status)}</Typography>
              <Typography>Estrategia: {task.picking_strategy?.toUpperCase() ?? '—'}</Typography>
              <Typography>Tiempo estimado: {task.estimated_time} min</Typography>
              <Typography>Prioridad: {priorityDisplay(task.priority).label}</Typography>
              <Typography>
                Tipo: {PICKING_TYPE_LABELS[task.picking_type as keyof typeof PICKING_TYPE_LABELS] ?? task.picking_type}
              </Typography>
              <Typography>Creado: {formatDateTimeCL(task.created_at || task.order_date)}</Typography>
              <Typography>Piece-by-Piece: {task.piece_by_piece_enabled ? 'Habilitado' : 'Deshabilitado'}</Typography>
              {task.short_picked && <Typography color="error">Recolección parcial (faltantes)</Typography>}
            </Box>
            <Table size="small" aria-label="Productos">
              <TableHead>
                <TableRow>
                  <TableCell>Producto</TableCell>
                  <TableCell>SKU</TableCell>
                  <TableCell align="right">Cantidad</TableCell>
                  <TableCell>Unidad</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {task.task_lines.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>{line.product_name}</TableCell>
                    <TableCell>{line.product_sku}</TableCell>
                    <TableCell align="right">
                      {line.quantity_picked}/{line.quantity}
                    </TableCell>
                    <TableCell>{line.unit_of_measure}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
            {task.route.length > 0 && (
              <>
                <Typography variant="subtitle1" sx={{ fontWeight: 600, mt: 2 }}>
                  Ruta de Picking Optimizada
                </Typography>
                <Table size="small" aria-label="Ruta de Picking Optimizada">
                  <TableHead>
                    <TableRow>
                      <TableCell>Secuencia</TableCell>
                      <TableCell>Ubicación</TableCell>
                      <TableCell align="right">Items</TableCell>
                      <TableCell align="right">Cantidad Total</TableCell>
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {task.route.map((step) => (
                      <TableRow key={step.sequence}>
                        <TableCell>{step.sequence}</TableCell>
                        <TableCell>{step.location_code}</TableCell>
                        <TableCell align="right">{step.item_count}</TableCell>
                        <TableCell align="right">{step.total_quantity}</TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </>
            )}
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Cerrar</Button>
            {task.status === 'pending' && (
              <Button variant="contained" onClick={() => onStart(task)}>
                Iniciar Tarea
              </Button>
            )}
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
