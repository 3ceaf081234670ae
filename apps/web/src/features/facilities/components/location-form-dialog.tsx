import { formatNumberCL, locationSchema, type AnyLocationType } from '@bodega/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { LocationTypeField } from '../../../components/pickers/location-type-field';
import { FormDialog, LOCKED_SX } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCreateLocation } from '../api/create-location';
import { useZones } from '../api/get-zones';
import type { Location } from '../api/types';
import { useUpdateLocation } from '../api/update-location';
import { CM3_PER_M3 } from '../lib/location-types';
import { FACILITY_TOASTS as T, failureText, TOAST_MS } from '../lib/messages';
import { FacilityNumberField } from './facility-number-field';

interface LocationFormValues {
  code: string;
  description: string;
  // A clinical-service location arrives as it is; the schema keeps the form's own types.
  location_type: AnyLocationType;
  zone_id: number | '';
  aisle: string;
  rack: string;
  level: string;
  position: string;
  weight: number;
  capacity: number;
  is_volumetric: boolean;
  width: number;
  length: number;
  height: number;
  barcode: string;
}

function valuesOf(location: Location | null, zoneId: number | null): LocationFormValues {
  return {
    code: location?.code ?? '',
    description: location?.description ?? '',
    location_type: location?.location_type ?? 'storage',
    zone_id: location?.zone_id ?? zoneId ?? '',
    aisle: location?.aisle ?? '',
    rack: location?.rack ?? '',
    level: location?.level ?? '',
    position: location?.position ?? '',
    weight: location?.weight ?? 1,
    capacity: location?.capacity ?? 1,
    is_volumetric: location?.is_volumetric ?? false,
    width: location?.width ?? Number.NaN,
    length: location?.length ?? Number.NaN,
    height: location?.height ?? Number.NaN,
    // The server fills an empty barcode with the code; editing shows it only when it differs.
    barcode: location && location.barcode !== location.code ? location.barcode : '',
  };
}

const COORDINATES = [
  ['aisle', 'Pasillo'],
  ['rack', 'Rack'],
  ['level', 'Nivel'],
  ['position', 'Posición'],
] as const;

const DIMENSIONS = [
  ['width', 'Ancho (cm)'],
  ['length', 'Largo (cm)'],
  ['height', 'Alto (cm)'],
] as const;

interface LocationFormDialogProps {
  open: boolean;
  location: Location | null;
  /** Zone chosen on the tab, preselected for a new location. */
  zoneId: number | null;
  /** Volumetric mode of the location settings. */
  volumetricEnabled: boolean;
  onClose: () => void;
}

/**
 * Location form: code required and locked when editing, type required, weight above
 * 0; capacity above 0 without volumetric mode, width, length and height above 0 with it (step
 * 0.1), showing the volume in cm³ and m³.
 */
export function LocationFormDialog({ open, location, zoneId, volumetricEnabled, onClose }: LocationFormDialogProps) {
  const editing = location !== null;
  const zones = useZones(open);
  const create = useCreateLocation();
  const update = useUpdateLocation();
  const dialog = useFormDialog({
    open,
    onClose,
    // A new location starts in the zone chosen on the tab.
    subject: location ?? zoneId,
    defaultValues: valuesOf(location, zoneId),
    resolver: formResolver<LocationFormValues, typeof locationSchema>(locationSchema),
    submit: (payload) => (location ? update.mutateAsync({ id: location.id, payload }) : create.mutateAsync(payload)),
    success: editing ? T.locationUpdated : T.locationCreated,
    failure: (error) => failureText(editing ? T.locationUpdateError : T.locationCreateError, error),
    toastMs: TOAST_MS,
  });
  const {
    control,
    formState: { errors },
  } = dialog.form;
  const [volumetric, width, length, height] = useWatch({ control, name: ['is_volumetric', 'width', 'length', 'height'] });

  const volume = [width, length, height].every((side) => typeof side === 'number' && side > 0) ? width * length * height : null;
  const showVolumetric = volumetricEnabled || volumetric;

  return (
    <FormDialog
      open={open}
      id="location-form"
      title={editing ? 'Editar Ubicación' : 'Nueva Ubicación'}
      dialog={dialog}
      submitLabel={editing ? 'Guardar' : 'Crear'}
      maxWidth="md"
    >
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextField
          {...fieldProps(dialog.form, 'code', { hint: editing ? 'El código no se puede modificar' : undefined })}
          label="Código"
          required
          autoFocus={!editing}
          margin="dense"
          slotProps={{ htmlInput: { readOnly: editing } }}
          sx={editing ? LOCKED_SX : undefined}
        />
        <Controller
          control={control}
          name="zone_id"
          render={({ field }) => (
            <TextField
              {...field}
              inputRef={field.ref}
              onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
              select
              label="Zona"
              required
              margin="dense"
              error={Boolean(errors.zone_id)}
              helperText={errors.zone_id?.message}
            >
              {(zones.data ?? []).map((zone) => (
                <MenuItem key={zone.id} value={zone.id}>
                  {zone.warehouse_code} · {zone.code} — {zone.name}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField {...fieldProps(dialog.form, 'description')} label="Descripción" margin="dense" />
        <Controller
          control={control}
          name="location_type"
          render={({ field }) => <LocationTypeField {...field} error={errors.location_type?.message} />}
        />
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, columnGap: 2 }}>
        {COORDINATES.map(([name, label]) => (
          <TextField key={name} {...fieldProps(dialog.form, name)} label={label} margin="dense" />
        ))}
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <FacilityNumberField form={dialog.form} name="weight" label="Peso (costo de ruta)" step={0.1} min={0} />
        {!volumetric && <FacilityNumberField form={dialog.form} name="capacity" label="Capacidad (unidades)" step={1} min={1} />}
      </Box>
      {showVolumetric && (
        <Box sx={{ mt: 1 }}>
          <Controller
            control={control}
            name="is_volumetric"
            render={({ field }) => (
              <FormControlLabel
                control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
                label="Capacidad volumétrica"
              />
            )}
          />
          {volumetric && (
            <>
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, columnGap: 2 }}>
                {DIMENSIONS.map(([name, label]) => (
                  <TextField
                    key={name}
                    {...fieldProps(dialog.form, name, { register: { valueAsNumber: true } })}
                    label={label}
                    type="number"
                    required
                    margin="dense"
                    slotProps={{ htmlInput: { step: 0.1, min: 0 } }}
                  />
                ))}
              </Box>
              <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }} data-testid="location-volume">
                Volumen calculado:{' '}
                {volume === null ? '—' : `${formatNumberCL(volume, 1)} cm³ (${formatNumberCL(volume / CM3_PER_M3, 6)} m³)`}
              </Typography>
            </>
          )}
        </Box>
      )}
      <TextField
        {...fieldProps(dialog.form, 'barcode', { hint: 'Opcional: si se deja vacío se usa el código (CODE128)' })}
        label="Código de barras"
        fullWidth
        margin="dense"
      />
    </FormDialog>
  );
}
