import {
  CARRIER_OPTIONS,
  completeLoadingSchema,
  defaultEstimatedDelivery,
  santiagoDay,
  type Carrier,
  type LoadingDock,
  type Shipment,
} from '@bodega/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCompleteLoading } from '../api/complete-loading';
import { TOAST_MS } from '../lib/toasts';

interface Values {
  carrier: Carrier;
  tracking_number: string;
  ship_date: string;
  estimated_delivery: string;
  notes: string;
}

const toInput = (values: Values) => ({
  shipment_data: {
    carrier: values.carrier,
    tracking_number: values.tracking_number || null,
    ship_date: values.ship_date,
    estimated_delivery: values.estimated_delivery || null,
    notes: values.notes || null,
    status: 'shipped',
  },
});

/** Complete shipment (spec 2 §7.1 complete-loading): the shipment's data; the server makes it and its manifest. */
export function CompleteLoadingDialog({
  dock,
  onClose,
  onDone,
}: {
  dock: LoadingDock | null;
  onClose: () => void;
  onDone: (shipment: Shipment) => void;
}) {
  const complete = useCompleteLoading();
  const dialog = useFormDialog<Values, ReturnType<typeof completeLoadingSchema.parse>, { shipment: Shipment }>({
    open: dock !== null,
    onClose,
    subject: dock,
    defaultValues: {
      carrier: (dock?.carrier as Carrier | null) ?? 'propio',
      tracking_number: '',
      ship_date: santiagoDay(),
      estimated_delivery: '',
      notes: '',
    },
    resolver: formResolver(completeLoadingSchema, toInput),
    submit: (payload) => complete.mutateAsync({ dockId: dock!.id, body: payload }),
    success: ({ shipment }) => `Carga completada: envío ${shipment.shipment_number} generado con su manifiesto`,
    failure: (error) => failureText('Error al completar la carga', error),
    toastMs: TOAST_MS,
    mapField: (field) => field.replace(/^shipment_data\./, ''),
    onSuccess: ({ shipment }) => onDone(shipment),
  });
  const { register, control, formState } = dialog.form;
  const shipDate = useWatch({ control, name: 'ship_date' });
  return (
    <FormDialog
      open={dock !== null}
      id="complete-loading"
      title={`Completar carga — ${dock?.name ?? ''}`}
      submitLabel="Completar y generar envío"
      dialog={dialog}
      intro={
        dock ? `${dock.assigned_orders.length} órdenes en ${dock.assigned_consolidations.length} consolidaciones` : undefined
      }
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField select label="Transportista" defaultValue={dock?.carrier ?? 'propio'} {...register('carrier')}>
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
