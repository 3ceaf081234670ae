import { formatDateTimeCL } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import LinearProgress from '@mui/material/LinearProgress';
import useMediaQuery from '@mui/material/useMediaQuery';
import { WideDialog } from '../../../components/wide-dialog';
import { DetailField } from '../../../components/detail-field';
import { MOBILE_QUERY } from '../../../config/layout';
import { useMovement } from '../api/get-movement';
import type { Movement } from '../api/types';
import { MovementLinesTable } from './movement-lines-table';
import { MovementStatusChip } from './movement-status-chip';

interface MovementDetailDialogProps {
  open: boolean;
  movement: Movement | null;
  onClose: () => void;
  onExecute: (movement: Movement) => void;
}

/** Detail of a movement, read again from the server so stock figures are current. */
export function MovementDetailDialog({ open, movement, onClose, onExecute }: MovementDetailDialogProps) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const fresh = useMovement(open && movement ? movement.id : null);
  const shown = fresh.data ?? movement;
  const pending = Boolean(shown?.editable);
  const short = shown?.details.filter((line) => line.available_quantity < line.quantity) ?? [];

  return (
    <WideDialog
      open={open}
      onClose={onClose}
      id="movement-detail"
      title={<>Detalle del Movimiento {shown?.reference}</>}
      width={1200}
    >
      <Box sx={{ height: 4 }}>{fresh.isFetching && <LinearProgress aria-label="Cargando" />}</Box>
      {shown && (
        <DialogContent>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, mb: 3 }}>
            <DetailField label="Referencia">{shown.reference}</DetailField>
            <DetailField label="Tipo">{shown.movement_type_label}</DetailField>
            <DetailField label="Estado">
              <MovementStatusChip status={shown.status} />
            </DetailField>
            <DetailField label="Fecha">{formatDateTimeCL(shown.created_at)}</DetailField>
            <DetailField label="Creado por">{shown.user?.username ?? 'N/A'}</DetailField>
            <DetailField label="Ejecutado">
              {shown.executed_at ? `${formatDateTimeCL(shown.executed_at)} · ${shown.executed_by?.username ?? 'N/A'}` : '—'}
            </DetailField>
            <DetailField label="Productos">
              {shown.details_count} líneas · {shown.total_quantity} unidades
            </DetailField>
            <DetailField label="Notas">{shown.notes || '—'}</DetailField>
          </Box>
          {pending && short.length > 0 && (
            <Alert severity="warning" sx={{ mb: 2 }}>
              {short.length === 1 ? 'Una línea pide' : `${short.length} líneas piden`} más de lo que su origen tiene hoy; la
              ejecución será rechazada.
            </Alert>
          )}
          <MovementLinesTable lines={shown.details} pending={pending} phone={phone} />
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
        {shown && pending && (
          <Button variant="contained" onClick={() => onExecute(shown)}>
            Ejecutar
          </Button>
        )}
      </DialogActions>
    </WideDialog>
  );
}
