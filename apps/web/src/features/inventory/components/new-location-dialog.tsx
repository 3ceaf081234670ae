import { INVENTORY_SCREEN_MESSAGES as M, locationSchema, type LocationType } from '@bodega/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { LocationTypeField } from '../../../components/pickers/location-type-field';
import { FormDialog, FormIntro } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps, muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreateLocation } from '../api/places';
import type { LocationOption } from '../api/types';
import { TOAST_MS } from '../lib/toast';

interface LocationValues {
  code: string;
  description: string;
  location_type: LocationType;
  aisle: string;
  rack: string;
  level: string;
  position: string;
  capacity: number | null;
  weight: number;
  zone_id: number;
}

// Location weight and capacity default to 1, type to storage.
const defaults = (zoneId: number): LocationValues => ({
  code: '',
  description: '',
  location_type: 'storage',
  aisle: '',
  rack: '',
  level: '',
  position: '',
  capacity: 1,
  weight: 1,
  zone_id: zoneId,
});

const number = (value: unknown) => (value === '' ? null : Number(value));

/** The product form's new-location dialog (Location), in the zone chosen there. */
export function NewLocationDialog({
  open,
  zone,
  onClose,
  onCreated,
}: {
  open: boolean;
  zone: { id: number; label: string } | null;
  onClose: () => void;
  onCreated: (location: LocationOption) => void;
}) {
  const create = useCreateLocation();
  const dialog = useFormDialog({
    open: open && zone !== null,
    onClose,
    subject: zone,
    defaultValues: defaults(zone?.id ?? 0),
    resolver: formResolver<LocationValues, typeof locationSchema>(locationSchema),
    submit: (payload) => create.mutateAsync(payload),
    success: M.locationCreated,
    failure: (error) => `${M.locationCreateError}: ${errorMessage(error, M.unknownError)}`,
    onSuccess: (location) => onCreated(location),
    toastMs: TOAST_MS,
    submitWhileInvalid: true,
    ready: zone !== null,
  });
  const {
    register,
    control,
    formState: { errors },
  } = dialog.form;

  return (
    <FormDialog
      open={open}
      id="new-location"
      title="Nueva Ubicación"
      submitLabel="Crear"
      dialog={dialog}
      intro={zone && <FormIntro mb={1}>Zona {zone.label}</FormIntro>}
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField {...fieldProps(dialog.form, 'code')} label="Código" required autoFocus margin="dense" />
        <Controller
          control={control}
          name="location_type"
          render={({ field }) => <LocationTypeField {...field} error={errors.location_type?.message} />}
        />
        <TextField {...fieldProps(dialog.form, 'description')} label="Descripción" margin="dense" sx={{ gridColumn: '1 / -1' }} />
        <TextField {...muiField(register('aisle'))} label="Pasillo" margin="dense" />
        <TextField {...muiField(register('rack'))} label="Rack" margin="dense" />
        <TextField {...muiField(register('level'))} label="Nivel" margin="dense" />
        <TextField {...muiField(register('position'))} label="Posición" margin="dense" />
        <TextField
          {...fieldProps(dialog.form, 'capacity', { register: { setValueAs: number } })}
          type="number"
          label="Capacidad"
          required
          margin="dense"
        />
        <TextField
          {...fieldProps(dialog.form, 'weight', { register: { valueAsNumber: true } })}
          type="number"
          label="Peso (ruta)"
          margin="dense"
          slotProps={{ htmlInput: { step: 0.1 } }}
        />
      </Box>
    </FormDialog>
  );
}
