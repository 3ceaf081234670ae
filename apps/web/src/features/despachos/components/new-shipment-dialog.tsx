import {
  CARRIER_OPTIONS,
  defaultEstimatedDelivery,
  santiagoDay,
  shipmentCreateSchema,
  type Carrier,
  type Shipment,
  type ShipmentCreate,
} from '@bodega/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { FormDialog, LOCKED_SX } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreateShipment } from '../api/create-shipment';
import { TOAST_MS } from '../lib/toasts';

interface Values {
  carrier: Carrier;
  tracking_number: string;
  ship_date: string;
  estimated_delivery: string;
  notes: string;
}

const toInput = (values: Values) => ({
  carrier: values.carrier,
  tracking_number: values.tracking_number || null,
  ship_date: values.ship_date,
  estimated_delivery: values.estimated_delivery || null,
  notes: values.notes || null,
  status: 'preparando',
});

/** New shipment (spec 2 §5 Shipment): created as preparando; its number is the server's, read-only. */
export function NewShipmentDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const create = useCreateShipment();
  const dialog = useFormDialog<Values, ShipmentCreate, Shipment>({
    open,
    onClose,
    defaultValues: { carrier: 'propio', tracking_number: '', ship_date: santiagoDay(), estimated_delivery: '', notes: '' },
    resolver: formResolver(shipmentCreateSchema, toInput),
    submit: (payload) => create.mutateAsync(payload),
    success: (shipment) => `Envío ${shipment.shipment_number} creado exitosamente`,
    failure: (error) => failureText('Error al crear el envío', error),
    toastMs: TOAST_MS,
  });
  const { register, control, formState } = dialog.form;
  const shipDate = useWatch({ control, name: 'ship_date' });
  return (
    <FormDialog open={open} id="new-shipment" title="Nuevo Envío" submitLabel="Crear envío" dialog={dialog}>
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField label="Número de envío" value="Se genera automáticamente" disabled sx={LOCKED_SX} />
        <TextField select label="Transportista" defaultValue="propio" {...register('carrier')}>
          {CARRIER_OPTIONS.map((carrier) => (
            <MenuItem key={carrier.value} value={carrier.value}>
              {carrier.label}
            </MenuItem>
          ))}
        </TextField>
        <TextField label="Número de seguimiento" {...register('tracking_number')} />
        <TextField
          label="Fecha de envío"
          type="date"
          required
          slotProps={{ inputLabel: { shrink: true } }}
          {...register('ship_date')}
          error={Boolean(formState.errors.ship_date)}
          helperText={formState.errors.ship_date?.message}
        />
        <TextField
          label="Entrega estimada"
          type="date"
          slotProps={{ inputLabel: { shrink: true } }}
          {...register('estimated_delivery')}
          helperText={
            /^\d{4}-\d{2}-\d{2}$/.test(shipDate ?? '')
              ? `Vacía: ${defaultEstimatedDelivery(shipDate)} (fecha de envío + 3 días)`
              : 'Vacía: fecha de envío + 3 días'
          }
        />
        <TextField label="Notas" multiline minRows={2} {...register('notes')} />
      </Stack>
    </FormDialog>
  );
}
