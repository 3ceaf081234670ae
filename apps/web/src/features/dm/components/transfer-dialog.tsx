import { transferCreateSchema } from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useCreateTransfer } from '../api/create-transfer';
import { useClinicalServices } from '../api/get-clinical-services';
import type { DmDevice, Transfer } from '../api/types';
import { DM_TOAST_MS, DM_TOASTS, fieldErrors } from '../lib/dm-ui';
import { DeviceSelect } from './device-select';
import { ServiceDialog } from './service-dialog';

/** 'Nueva Transferencia' (persistent, width 800): 'Crear y Generar QR'. */
export function TransferDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (transfer: Transfer) => void;
}) {
  const { enqueueSnackbar } = useSnackbar();
  const services = useClinicalServices();
  const create = useCreateTransfer();
  const [device, setDevice] = useState<DmDevice | null>(null);
  const [values, setValues] = useState({ servicio: '', usuario_receptor: '', fecha_estimada_recepcion: '', observaciones: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [addService, setAddService] = useState(false);

  const save = async () => {
    const checked = fieldErrors(transferCreateSchema, {
      inventory_item_id: device?.id,
      servicio_clinico_destino_id: values.servicio ? Number(values.servicio) : undefined,
      usuario_receptor: values.usuario_receptor,
      fecha_estimada_recepcion: values.fecha_estimada_recepcion || null,
      observaciones: values.observaciones || null,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      const transfer = await create.mutateAsync(checked.data);
      enqueueSnackbar(DM_TOASTS.transferCreated, { variant: 'success', autoHideDuration: DM_TOAST_MS });
      setDevice(null);
      setValues({ servicio: '', usuario_receptor: '', fecha_estimada_recepcion: '', observaciones: '' });
      setErrors({});
      onCreated(transfer);
    } catch (error) {
      enqueueSnackbar(errorMessage(error, DM_TOASTS.transferCreateError), { variant: 'error', autoHideDuration: DM_TOAST_MS });
    }
  };

  return (
    <Dialog open={open} maxWidth={false} fullWidth slotProps={{ paper: { sx: { maxWidth: 800 } } }}>
      <DialogTitle>Nueva Transferencia</DialogTitle>
      <DialogContent>
        <DeviceSelect value={device} onChange={setDevice} error={errors.inventory_item_id} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField
            select
            fullWidth
            required
            margin="dense"
            label="Servicio Clínico Destino"
            value={values.servicio}
            error={!!errors.servicio_clinico_destino_id}
            helperText={errors.servicio_clinico_destino_id}
            onChange={(e) => setValues({ ...values, servicio: e.target.value })}
          >
            {(services.data ?? []).map((service) => (
              <MenuItem key={service.id} value={String(service.id)}>
                {service.nombre}
                {service.codigo ? ` (${service.codigo})` : ''}
              </MenuItem>
            ))}
          </TextField>
          <Button onClick={() => setAddService(true)} sx={{ whiteSpace: 'nowrap' }}>
            Nuevo Servicio
          </Button>
        </Stack>
        <TextField
          fullWidth
          required
          margin="dense"
          label="Usuario Receptor"
          value={values.usuario_receptor}
          error={!!errors.usuario_receptor}
          helperText={errors.usuario_receptor}
          onChange={(e) => setValues({ ...values, usuario_receptor: e.target.value })}
        />
        <TextField
          fullWidth
          margin="dense"
          type="date"
          label="Fecha Estimada de Recepción"
          slotProps={{ inputLabel: { shrink: true } }}
          value={values.fecha_estimada_recepcion}
          error={!!errors.fecha_estimada_recepcion}
          helperText={errors.fecha_estimada_recepcion}
          onChange={(e) => setValues({ ...values, fecha_estimada_recepcion: e.target.value })}
        />
        <TextField
          fullWidth
          margin="dense"
          label="Observaciones"
          multiline
          minRows={2}
          value={values.observaciones}
          onChange={(e) => setValues({ ...values, observaciones: e.target.value })}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={create.isPending} onClick={() => void save()}>
          Crear y Generar QR
        </Button>
      </DialogActions>
      <ServiceDialog
        open={addService}
        onClose={() => setAddService(false)}
        onCreated={(service) => {
          setAddService(false);
          setValues((current) => ({ ...current, servicio: String(service.id) }));
        }}
      />
    </Dialog>
  );
}
