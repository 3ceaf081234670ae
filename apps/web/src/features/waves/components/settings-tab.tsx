import { formatDateTimeCL, WAVE_LIMITS, type WaveSettings, waveSettingsSchema } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { failureText } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useWaveSettings } from '../api/get-wave-settings';
import { useSaveWaveSettings } from '../api/save-wave-settings';
import { WAVE_MESSAGES, WAVE_TOAST_MS } from '../lib/wave-messages';

type Values = Record<keyof WaveSettings, number | ''>;
const FIELDS: Array<{ name: keyof WaveSettings; label: string }> = [
  { name: 'max_orders_per_wave', label: 'Máximo de órdenes por ola' },
  { name: 'max_locations_per_wave', label: 'Máximo de ubicaciones por ola' },
  { name: 'max_items_per_wave', label: 'Máximo de items por ola' },
];
const DEFAULTS: Values = {
  max_orders_per_wave: WAVE_LIMITS.max_orders_per_wave.default,
  max_locations_per_wave: WAVE_LIMITS.max_locations_per_wave.default,
  max_items_per_wave: WAVE_LIMITS.max_items_per_wave.default,
};

/** Tab 'Configuración': the three limits (server values replace the defaults), save, system info and a tip. */
export function SettingsTab() {
  const { enqueueSnackbar } = useSnackbar();
  const settings = useWaveSettings();
  const save = useSaveWaveSettings();
  const form = useForm<Values, unknown, WaveSettings>({
    defaultValues: DEFAULTS,
    resolver: formResolver(waveSettingsSchema, (v) =>
      Object.fromEntries(Object.entries(v).map(([k, x]) => [k, x === '' ? undefined : x])),
    ),
  });
  const { reset } = form;
  useEffect(() => {
    if (settings.data)
      reset({
        max_orders_per_wave: settings.data.max_orders_per_wave,
        max_locations_per_wave: settings.data.max_locations_per_wave,
        max_items_per_wave: settings.data.max_items_per_wave,
      });
  }, [settings.data, reset]);

  const submit = form.handleSubmit((values) =>
    save.mutate(values, {
      onSuccess: () =>
        enqueueSnackbar(WAVE_MESSAGES.settingsSaved, { variant: 'success', autoHideDuration: WAVE_TOAST_MS.success }),
      onError: (error) =>
        enqueueSnackbar(failureText(WAVE_MESSAGES.settingsError, error), {
          variant: 'error',
          autoHideDuration: WAVE_TOAST_MS.error,
        }),
    }),
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Paper component="form" variant="outlined" sx={{ p: 2 }} onSubmit={(e) => void submit(e)}>
        <Typography variant="h6" sx={{ mb: 2 }}>
          Límites por Ola
        </Typography>
        {settings.isError && <Alert severity="error">{WAVE_MESSAGES.loadSettingsError}</Alert>}
        <Stack spacing={2}>
          {FIELDS.map(({ name, label }) => (
            <Controller
              key={name}
              name={name}
              control={form.control}
              render={({ field, fieldState }) => (
                <TextField
                  {...field}
                  type="number"
                  size="small"
                  label={label}
                  onChange={(e) => field.onChange(e.target.value === '' ? '' : Number(e.target.value))}
                  slotProps={{ htmlInput: { min: WAVE_LIMITS[name].min, max: WAVE_LIMITS[name].max } }}
                  error={!!fieldState.error}
                  helperText={fieldState.error?.message ?? `Entre ${WAVE_LIMITS[name].min} y ${WAVE_LIMITS[name].max}`}
                />
              )}
            />
          ))}
          <Button type="submit" variant="contained" disabled={save.isPending}>
            Guardar Configuración
          </Button>
        </Stack>
      </Paper>
      <Stack spacing={2}>
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography variant="h6">Información del Sistema</Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Al crear una ola se asigna el inventario que falte, las órdenes se agrupan por ubicaciones compartidas sin superar
            estos límites, y cada grupo se convierte en una lista de picking por lotes con su ruta optimizada. Una orden nunca
            está en dos olas abiertas.
          </Typography>
          {settings.data && (
            <Typography variant="caption" color="text.secondary">
              Última actualización: {formatDateTimeCL(settings.data.updated_at)}
            </Typography>
          )}
        </Paper>
        <Alert severity="info">
          Consejo: olas más grandes reducen el recorrido por orden, pero demoran más en completarse; ajuste los límites al tamaño
          del carro de picking.
        </Alert>
      </Stack>
    </Box>
  );
}
