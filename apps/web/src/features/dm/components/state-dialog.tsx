import {
  DESTRUCTION_METHODS,
  DEVICE_STATES,
  DM_MESSAGES,
  isIrreversibleState,
  stateChangeFormSchema,
  toStateChangeEvent,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useChangeState } from '../api/change-state';
import type { DmDevice } from '../api/types';
import { DM_TOAST_MS, DM_TOASTS, fieldErrors, localInputToIso, nowLocalInput } from '../lib/dm-ui';
import { DeviceSelect } from './device-select';

const empty = () => ({
  estado_nuevo: '',
  fecha_evento: nowLocalInput(),
  observaciones: '',
  motivo_devolucion: '',
  motivo_cuarentena: '',
  metodo_destruccion: '',
  acta_destruccion: '',
});

/** 'Cambiar Estado' (persistent, width 700); the confirm button waits for a new state. */
export function StateDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const change = useChangeState();
  const [device, setDevice] = useState<DmDevice | null>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const set = (name: keyof ReturnType<typeof empty>) => (e: { target: { value: string } }) =>
    setValues({ ...values, [name]: e.target.value });

  const save = async () => {
    const checked = fieldErrors(stateChangeFormSchema, {
      inventory_item_id: device?.id,
      fecha_evento: values.fecha_evento ? localInputToIso(values.fecha_evento) : '',
      estado_anterior: device?.estado_actual ?? null,
      estado_nuevo: values.estado_nuevo,
      observaciones: values.observaciones,
      motivo_devolucion: values.motivo_devolucion || null,
      motivo_cuarentena: values.motivo_cuarentena || null,
      metodo_destruccion: values.metodo_destruccion || null,
      acta_destruccion: values.acta_destruccion || null,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await change.mutateAsync(toStateChangeEvent(checked.data));
      enqueueSnackbar(DM_TOASTS.stateChanged, { variant: 'success', autoHideDuration: DM_TOAST_MS });
      setDevice(null);
      setValues(empty());
      setErrors({});
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, DM_TOASTS.stateError), { variant: 'error', autoHideDuration: DM_TOAST_MS });
    }
  };

  return (
    <Dialog open={open} maxWidth={false} fullWidth slotProps={{ paper: { sx: { maxWidth: 700 } } }}>
      <DialogTitle>Cambiar Estado</DialogTitle>
      <DialogContent>
        <DeviceSelect value={device} onChange={setDevice} error={errors.inventory_item_id} />
        {device && <Alert severity="info">Estado actual: {device.estado_actual}</Alert>}
        <TextField
          select
          fullWidth
          required
          margin="dense"
          label="Nuevo Estado"
          value={values.estado_nuevo}
          error={!!errors.estado_nuevo}
          helperText={errors.estado_nuevo}
          onChange={set('estado_nuevo')}
        >
          {DEVICE_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {state}
            </MenuItem>
          ))}
        </TextField>
        {isIrreversibleState(values.estado_nuevo) && <Alert severity="warning">{DM_MESSAGES.irreversibleWarning}</Alert>}
        <TextField
          fullWidth
          required
          margin="dense"
          type="datetime-local"
          label="Fecha del Cambio"
          slotProps={{ inputLabel: { shrink: true } }}
          value={values.fecha_evento}
          error={!!errors.fecha_evento}
          helperText={errors.fecha_evento}
          onChange={set('fecha_evento')}
        />
        {values.estado_nuevo === 'Devuelto a proveedor' && (
          <TextField
            fullWidth
            required
            margin="dense"
            label="Motivo de Devolución"
            value={values.motivo_devolucion}
            error={!!errors.motivo_devolucion}
            helperText={errors.motivo_devolucion}
            onChange={set('motivo_devolucion')}
          />
        )}
        {values.estado_nuevo === 'En cuarentena' && (
          <TextField
            fullWidth
            required
            margin="dense"
            label="Motivo de Cuarentena"
            value={values.motivo_cuarentena}
            error={!!errors.motivo_cuarentena}
            helperText={errors.motivo_cuarentena}
            onChange={set('motivo_cuarentena')}
          />
        )}
        {values.estado_nuevo === 'Destruido/Eliminado' && (
          <>
            <TextField
              select
              fullWidth
              required
              margin="dense"
              label="Método de Destrucción"
              value={values.metodo_destruccion}
              error={!!errors.metodo_destruccion}
              helperText={errors.metodo_destruccion}
              onChange={set('metodo_destruccion')}
            >
              {DESTRUCTION_METHODS.map((method) => (
                <MenuItem key={method} value={method}>
                  {method}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              fullWidth
              required
              margin="dense"
              label="N° Acta de Destrucción"
              value={values.acta_destruccion}
              error={!!errors.acta_destruccion}
              helperText={errors.acta_destruccion}
              onChange={set('acta_destruccion')}
            />
          </>
        )}
        <TextField
          fullWidth
          required
          margin="dense"
          label="Observaciones"
          multiline
          minRows={2}
          value={values.observaciones}
          error={!!errors.observaciones}
          helperText={errors.observaciones}
          onChange={set('observaciones')}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={!values.estado_nuevo || change.isPending} onClick={() => void save()}>
          Confirmar Cambio
        </Button>
      </DialogActions>
    </Dialog>
  );
}
