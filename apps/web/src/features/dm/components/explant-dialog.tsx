import { DM_MESSAGES, EXPLANT_REASONS, explantSchema } from '@bodega/domain';
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
import { useExplantImplant } from '../api/explant-implant';
import type { Implant } from '../api/types';
import { DM_TOAST_MS, DM_TOASTS, fieldErrors, localInputToIso, nowLocalInput } from '../lib/dm-ui';

/** What the explanted device becomes (server: quarantine and Disponible bring it back into stock). */
const AFTER_STATES = ['En cuarentena', 'Disponible', 'Devuelto a proveedor', 'Destruido/Eliminado', 'Retirado'];

/** 'Registrar Explante' (persistent, width 600). */
export function ExplantDialog({ implant, onClose }: { implant: Implant | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const explant = useExplantImplant();
  const [values, setValues] = useState({
    fecha_explantacion: nowLocalInput(),
    nombre_profesional_explante: '',
    motivo_explante: '',
    observaciones: '',
    estado_dispositivo: 'En cuarentena',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const save = async () => {
    if (!implant) return;
    const { estado_dispositivo, ...rest } = values;
    const checked = fieldErrors(explantSchema, {
      ...rest,
      fecha_explantacion: rest.fecha_explantacion ? localInputToIso(rest.fecha_explantacion) : '',
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await explant.mutateAsync({ id: implant.id, body: { ...checked.data, estado_dispositivo } });
      enqueueSnackbar(DM_TOASTS.explantCreated, { variant: 'success', autoHideDuration: DM_TOAST_MS });
      setErrors({});
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, DM_TOASTS.explantError), { variant: 'error', autoHideDuration: DM_TOAST_MS });
    }
  };

  return (
    <Dialog open={implant !== null} maxWidth={false} fullWidth slotProps={{ paper: { sx: { maxWidth: 600 } } }}>
      <DialogTitle>Registrar Explante</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 1 }}>
          {DM_MESSAGES.explantWarning}
        </Alert>
        <TextField
          fullWidth
          margin="dense"
          type="datetime-local"
          label="Fecha y Hora de Explante"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          value={values.fecha_explantacion}
          error={!!errors.fecha_explantacion}
          helperText={errors.fecha_explantacion}
          onChange={(e) => setValues({ ...values, fecha_explantacion: e.target.value })}
        />
        <TextField
          fullWidth
          margin="dense"
          label="Profesional que Explanta"
          required
          value={values.nombre_profesional_explante}
          error={!!errors.nombre_profesional_explante}
          helperText={errors.nombre_profesional_explante}
          onChange={(e) => setValues({ ...values, nombre_profesional_explante: e.target.value })}
        />
        <TextField
          select
          fullWidth
          margin="dense"
          label="Motivo del Explante"
          required
          value={values.motivo_explante}
          error={!!errors.motivo_explante}
          helperText={errors.motivo_explante}
          onChange={(e) => setValues({ ...values, motivo_explante: e.target.value })}
        >
          {EXPLANT_REASONS.map((reason) => (
            <MenuItem key={reason} value={reason}>
              {reason}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Estado del dispositivo"
          value={values.estado_dispositivo}
          onChange={(e) => setValues({ ...values, estado_dispositivo: e.target.value })}
        >
          {AFTER_STATES.map((state) => (
            <MenuItem key={state} value={state}>
              {state}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          fullWidth
          margin="dense"
          label="Observaciones"
          required
          multiline
          minRows={2}
          value={values.observaciones}
          error={!!errors.observaciones}
          helperText={errors.observaciones}
          onChange={(e) => setValues({ ...values, observaciones: e.target.value })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" color="warning" disabled={explant.isPending} onClick={() => void save()}>
          Registrar Explante
        </Button>
      </DialogActions>
    </Dialog>
  );
}
