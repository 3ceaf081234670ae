import { locationSettingsSchema, occupancyColor, type LocationSettings } from '@bodega/domain';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { writeLocationSettings } from '../../../lib/location-settings';
import { FACILITY_TOASTS as T, TOAST_MS } from '../lib/messages';
import { useFormDialog } from '../../../lib/use-form-dialog';

interface LocationSettingsDialogProps {
  open: boolean;
  settings: LocationSettings;
  onSaved: (settings: LocationSettings) => void;
  onClose: () => void;
}

/** Location settings: occupancy colour thresholds and volumetric mode, in browser storage. */
export function LocationSettingsDialog({ open, settings, onSaved, onClose }: LocationSettingsDialogProps) {
  const dialog = useFormDialog({
    open,
    onClose,
    subject: settings,
    defaultValues: settings,
    resolver: formResolver<LocationSettings, typeof locationSettingsSchema>(locationSettingsSchema),
    // Kept in this browser's storage: nothing can refuse it.
    submit: async (values) => {
      writeLocationSettings(values);
      onSaved(values);
    },
    success: T.settingsSaved,
    failure: () => T.loadError,
    toastMs: TOAST_MS,
  });
  const { control } = dialog.form;
  const [green, yellow] = useWatch({ control, name: ['green_max', 'yellow_max'] });

  const thresholds = { green_max: Number.isFinite(green) ? green : 0, yellow_max: Number.isFinite(yellow) ? yellow : 0 };
  return (
    <FormDialog
      open={open}
      id="location-settings"
      title="Configuración de Ubicaciones"
      dialog={dialog}
      submitLabel="Guardar"
      maxWidth="xs"
    >
      <Typography variant="subtitle2" sx={{ mt: 1 }}>
        Colores de ocupación
      </Typography>
      <TextField
        {...fieldProps(dialog.form, 'green_max', { register: { valueAsNumber: true } })}
        label="Verde hasta (%)"
        type="number"
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { min: 0, max: 100 } }}
      />
      <TextField
        {...fieldProps(dialog.form, 'yellow_max', {
          register: { valueAsNumber: true },
          hint: 'Sobre este valor la ocupación se muestra en rojo',
        })}
        label="Amarillo hasta (%)"
        type="number"
        fullWidth
        margin="dense"
        slotProps={{ htmlInput: { min: 0, max: 100 } }}
      />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', my: 1 }} aria-label="Vista previa de colores">
        {[25, 50, 75, 90, 100].map((percent) => (
          <Chip key={percent} size="small" label={`${percent}%`} color={occupancyColor(percent, thresholds)} />
        ))}
      </Box>
      <Controller
        control={control}
        name="volumetric_enabled"
        render={({ field }) => (
          <FormControlLabel
            control={<Switch checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label="Habilitar capacidad volumétrica"
          />
        )}
      />
      <Typography variant="body2" color="text.secondary">
        Con la capacidad volumétrica, las ubicaciones pueden medirse por ancho, largo y alto (cm³) en lugar de unidades.
      </Typography>
    </FormDialog>
  );
}
