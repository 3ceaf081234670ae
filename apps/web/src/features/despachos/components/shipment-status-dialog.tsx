import { nextShipmentStatuses, SHIPMENT_STATUS_LABELS, type Shipment, type ShipmentStatus } from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { failureText } from '../../../lib/api-client';
import { useUpdateShipmentStatus } from '../api/update-shipment-status';
import { TOAST_MS } from '../lib/toasts';

/** Moves a shipment to its next status (en tránsito, entregado — which delivers its orders —, devuelto). */
export function ShipmentStatusDialog({ shipment, onClose }: { shipment: Shipment | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateShipmentStatus();
  const [status, setStatus] = useState<ShipmentStatus | ''>('');
  const options = shipment ? nextShipmentStatuses(shipment.status) : [];
  const close = () => {
    setStatus('');
    onClose();
  };
  const save = () => {
    if (!shipment || !status) return;
    update.mutate(
      { id: shipment.id, status },
      {
        onSuccess: (saved) => {
          enqueueSnackbar(`Envío ${saved.shipment_number}: ${SHIPMENT_STATUS_LABELS[saved.status]}`, {
            variant: 'success',
            autoHideDuration: TOAST_MS.success,
          });
          close();
        },
        onError: (error) =>
          enqueueSnackbar(failureText('Error al actualizar el envío', error), {
            variant: 'error',
            autoHideDuration: TOAST_MS.error,
          }),
      },
    );
  };
  return (
    <Dialog
      open={shipment !== null}
      onClose={update.isPending ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="shipment-status-title"
    >
      <DialogTitle id="shipment-status-title">Cambiar estado — {shipment?.shipment_number}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Estado actual: {shipment ? SHIPMENT_STATUS_LABELS[shipment.status] : ''}. Entregado marca sus órdenes como entregadas;
          Devuelto las deja recolectadas, fuera de su consolidación, para consolidarlas y despacharlas de nuevo (sin mover stock).
        </Typography>
        <TextField
          select
          fullWidth
          label="Nuevo estado"
          value={status}
          onChange={(e) => setStatus(e.target.value as ShipmentStatus)}
        >
          {options.map((option) => (
            <MenuItem key={option} value={option}>
              {SHIPMENT_STATUS_LABELS[option]}
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button variant="contained" onClick={save} disabled={!status || update.isPending}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
