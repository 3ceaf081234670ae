import { DOCK_STATUSES, DOCK_STATUS_LABELS, dockSchema, type DockInput, type LoadingDock } from '@bodega/domain';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreateDock } from '../api/create-dock';
import { useUpdateDock } from '../api/update-dock';
import { TOAST_MS } from '../lib/toasts';
import { CarrierSelect } from './carrier-select';

interface Values {
  name: string;
  capacity: string;
  status: DockInput['status'];
  carrier: string;
  vehicle_plate: string;
}

const toInput = (values: Values) => ({
  name: values.name,
  // Sent as an integer; empty is "required", not zero.
  capacity: values.capacity.trim() === '' ? undefined : Number(values.capacity),
  status: values.status,
  carrier: values.carrier || null,
  vehicle_plate: values.vehicle_plate || null,
});

/** New Dock / Edit (Dock): name and capacity required, capacity whole pallets. */
export function DockFormDialog({ open, dock, onClose }: { open: boolean; dock: LoadingDock | null; onClose: () => void }) {
  const create = useCreateDock();
  const update = useUpdateDock();
  const dialog = useFormDialog<Values, DockInput, LoadingDock>({
    open,
    onClose,
    subject: dock,
    defaultValues: dock
      ? {
          name: dock.name,
          capacity: String(dock.capacity),
          status: dock.status,
          carrier: dock.carrier ?? '',
          vehicle_plate: dock.vehicle_plate ?? '',
        }
      : { name: '', capacity: '', status: 'disponible', carrier: '', vehicle_plate: '' },
    resolver: formResolver(dockSchema, toInput),
    submit: (payload) => (dock ? update.mutateAsync({ id: dock.id, body: payload }) : create.mutateAsync(payload)),
    success: (saved) => (dock ? `Muelle ${saved.name} actualizado exitosamente` : `Muelle ${saved.name} creado exitosamente`),
    failure: (error) => failureText(dock ? 'Error al actualizar el muelle' : 'Error al crear el muelle', error),
    toastMs: TOAST_MS,
  });
  const { register, control, formState } = dialog.form;
  const errors = formState.errors;
  return (
    <FormDialog
      open={open}
      id="dock-form"
      title={dock ? `Editar ${dock.name}` : 'Nuevo Muelle'}
      submitLabel={dock ? 'Guardar' : 'Crear'}
      dialog={dialog}
    >
      <Stack spacing={2} sx={{ mt: 1 }}>
        <TextField label="Nombre" required {...register('name')} error={Boolean(errors.name)} helperText={errors.name?.message} />
        <TextField
          label="Capacidad (pallets)"
          required
          type="number"
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          {...register('capacity')}
          error={Boolean(errors.capacity)}
          helperText={errors.capacity?.message}
        />
        <TextField select label="Estado" defaultValue={dock?.status ?? 'disponible'} {...register('status')}>
          {DOCK_STATUSES.map((status) => (
            <MenuItem key={status} value={status}>
              {DOCK_STATUS_LABELS[status]}
            </MenuItem>
          ))}
        </TextField>
        <Controller
          control={control}
          name="carrier"
          render={({ field, fieldState }) => (
            <CarrierSelect
              field={field}
              error={fieldState.error?.message}
              none="Sin transportista"
              staleLabel={(code) => dock?.carrier_name ?? code}
            />
          )}
        />
        <TextField
          label="Patente del vehículo"
          {...register('vehicle_plate')}
          error={Boolean(errors.vehicle_plate)}
          helperText={errors.vehicle_plate?.message}
        />
      </Stack>
    </FormDialog>
  );
}
