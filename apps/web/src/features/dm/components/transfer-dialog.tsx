import { transferCreateSchema } from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useCreateTransfer } from '../api/create-transfer';
import { useClinicalServices } from '../api/get-clinical-services';
import type { Transfer } from '../api/types';
import { DM_TOASTS } from '../lib/dm-ui';
import { useDmForm } from '../lib/use-dm-form';
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
  const services = useClinicalServices();
  const create = useCreateTransfer();
  const [addService, setAddService] = useState(false);
  const { device, setDevice, setValues, errors, field, save } = useDmForm({
    empty: () => ({ servicio: '', usuario_receptor: '', fecha_estimada_recepcion: '', observaciones: '' }),
    schema: transferCreateSchema,
    toInput: (values, device) => ({
      inventory_item_id: device?.id,
      servicio_clinico_destino_id: values.servicio ? Number(values.servicio) : undefined,
      usuario_receptor: values.usuario_receptor,
      fecha_estimada_recepcion: values.fecha_estimada_recepcion || null,
      observaciones: values.observaciones || null,
    }),
    submit: (data) => create.mutateAsync(data),
    success: DM_TOASTS.transferCreated,
    failure: DM_TOASTS.transferCreateError,
    onSaved: onCreated,
  });

  return (
    <Dialog open={open} maxWidth={false} fullWidth slotProps={{ paper: { sx: { maxWidth: 800 } } }}>
      <DialogTitle>Nueva Transferencia</DialogTitle>
      <DialogContent>
        <DeviceSelect value={device} onChange={setDevice} error={errors.inventory_item_id} />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <TextField select required label="Servicio Clínico Destino" {...field('servicio', 'servicio_clinico_destino_id')}>
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
        <TextField required label="Usuario Receptor" {...field('usuario_receptor')} />
        <TextField
          type="date"
          label="Fecha Estimada de Recepción"
          slotProps={{ inputLabel: { shrink: true } }}
          {...field('fecha_estimada_recepcion')}
        />
        <TextField label="Observaciones" multiline minRows={2} {...field('observaciones')} />
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
