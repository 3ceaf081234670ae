import { DM_MESSAGES, clinicalServiceSchema } from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useCreateClinicalService } from '../api/create-clinical-service';
import type { ClinicalService } from '../api/types';
import { DM_TOAST_MS, DM_TOASTS, fieldErrors } from '../lib/dm-ui';

/** 'Agregar Servicio Clínico': name required, code and description optional. */
export function ServiceDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (service: ClinicalService) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const [values, setValues] = useState({ nombre: '', codigo: '', descripcion: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const create = useCreateClinicalService();

  const save = async () => {
    if (!values.nombre.trim()) {
      enqueueSnackbar(DM_MESSAGES.serviceNameRequired, { variant: 'warning', autoHideDuration: DM_TOAST_MS });
    }
    const checked = fieldErrors(clinicalServiceSchema, {
      nombre: values.nombre,
      codigo: values.codigo || null,
      descripcion: values.descripcion || null,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const service = await create.mutateAsync(checked.data);
      enqueueSnackbar(DM_TOASTS.serviceAdded, { variant: 'success', autoHideDuration: DM_TOAST_MS });
      setValues({ nombre: '', codigo: '', descripcion: '' });
      setErrors({});
      onCreated(service);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, DM_TOASTS.serviceError), { variant: 'error', autoHideDuration: DM_TOAST_MS });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Agregar Servicio Clínico</DialogTitle>
      <DialogContent>
        <TextField
          fullWidth
          margin="dense"
          label="Nombre del servicio"
          required
          value={values.nombre}
          error={!!errors.nombre}
          helperText={errors.nombre}
          onChange={(e) => setValues({ ...values, nombre: e.target.value })}
        />
        <TextField
          fullWidth
          margin="dense"
          label="Código"
          value={values.codigo}
          error={!!errors.codigo}
          helperText={errors.codigo}
          onChange={(e) => setValues({ ...values, codigo: e.target.value })}
        />
        <TextField
          fullWidth
          margin="dense"
          label="Descripción"
          multiline
          minRows={2}
          value={values.descripcion}
          onChange={(e) => setValues({ ...values, descripcion: e.target.value })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={create.isPending} onClick={() => void save()}>
          Agregar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
