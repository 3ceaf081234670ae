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
import { useChangeState } from '../api/change-state';
import { DM_TOASTS, localInputToIso, nowLocalInput } from '../lib/dm-ui';
import { useDmForm } from '../lib/use-dm-form';
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
  const change = useChangeState();
  const { device, setDevice, values, errors, field, save } = useDmForm({
    empty,
    schema: stateChangeFormSchema,
    toInput: (values, device) => ({
      inventory_item_id: device?.id,
      fecha_evento: values.fecha_evento ? localInputToIso(values.fecha_evento) : '',
      estado_anterior: device?.estado_actual ?? null,
      estado_nuevo: values.estado_nuevo,
      observaciones: values.observaciones,
      motivo_devolucion: values.motivo_devolucion || null,
      motivo_cuarentena: values.motivo_cuarentena || null,
      metodo_destruccion: values.metodo_destruccion || null,
      acta_destruccion: values.acta_destruccion || null,
    }),
    submit: (data) => change.mutateAsync(toStateChangeEvent(data)),
    success: DM_TOASTS.stateChanged,
    failure: DM_TOASTS.stateError,
    onSaved: onClose,
  });

  return (
    <Dialog open={open} maxWidth={false} fullWidth slotProps={{ paper: { sx: { maxWidth: 700 } } }}>
      <DialogTitle>Cambiar Estado</DialogTitle>
      <DialogContent>
        <DeviceSelect value={device} onChange={setDevice} error={errors.inventory_item_id} />
        {device && <Alert severity="info">Estado actual: {device.estado_actual}</Alert>}
        <TextField select required label="Nuevo Estado" {...field('estado_nuevo')}>
          {DEVICE_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {state}
            </MenuItem>
          ))}
        </TextField>
        {isIrreversibleState(values.estado_nuevo) && <Alert severity="warning">{DM_MESSAGES.irreversibleWarning}</Alert>}
        <TextField
          required
          type="datetime-local"
          label="Fecha del Cambio"
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('fecha_evento')}
        />
        {values.estado_nuevo === 'Devuelto a proveedor' && (
          <TextField required label="Motivo de Devolución" {...field('motivo_devolucion')} />
        )}
        {values.estado_nuevo === 'En cuarentena' && (
          <TextField required label="Motivo de Cuarentena" {...field('motivo_cuarentena')} />
        )}
        {values.estado_nuevo === 'Destruido/Eliminado' && (
          <>
            <TextField select required label="Método de Destrucción" {...field('metodo_destruccion')}>
              {DESTRUCTION_METHODS.map((method) => (
                <MenuItem key={method} value={method}>
                  {method}
                </MenuItem>
              ))}
            </TextField>
            <TextField required label="N° Acta de Destrucción" {...field('acta_destruccion')} />
          </>
        )}
        <TextField required label="Observaciones" multiline minRows={2} {...field('observaciones')} />
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
