import { DM_MESSAGES, implantSchema } from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { readScanSeparator, ScanField, useScanStatus } from '../../../components/scan';
import { errorMessage } from '../../../lib/api-client';
import { useCreateImplant } from '../api/create-implant';
import { getDevices } from '../api/get-devices';
import type { DmDevice } from '../api/types';
import { DM_TOAST_MS, DM_TOASTS, fieldErrors, localInputToIso, nowLocalInput } from '../lib/dm-ui';
import { matchDevice, readUdi, udiSearch, type UdiScan } from '../lib/udi-scan';
import { DeviceSelect } from './device-select';

const empty = () => ({
  run_paciente: '',
  nombre_paciente: '',
  fecha_implantacion: nowLocalInput(),
  nombre_profesional_implante: '',
  prestacion_quirurgica: '',
  codigo_prestacion: '',
  observaciones: '',
});

/** 'Registrar Implante' (persistent, width 900): patient, device, procedure. */
export function ImplantDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateImplant();
  const [device, setDevice] = useState<DmDevice | null>(null);
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [udi, setUdi] = useState<UdiScan | null>(null);
  const scanStatus = useScanStatus();
  const field = (name: keyof ReturnType<typeof empty>, label: string, extra: Record<string, unknown> = {}) => (
    <TextField
      fullWidth
      margin="dense"
      label={label}
      value={values[name]}
      error={!!errors[name]}
      helperText={errors[name]}
      onChange={(e) => setValues({ ...values, [name]: e.target.value })}
      {...extra}
    />
  );

  /** A scan of the unit's UDI: kept exactly as read, its GS1 fields shown, and the unit it names chosen. */
  const onUdi = async (code: string) => {
    const scan = readUdi(code, readScanSeparator());
    setUdi(scan);
    if (scan.error)
      return scanStatus.show('warning', `${scan.error}. Se guardará el texto escaneado; elija la unidad en la lista.`);
    const search = udiSearch(scan);
    if (!search) return scanStatus.show('warning', 'El código no trae lote ni serie: elija la unidad en la lista.');
    try {
      const found = matchDevice((await getDevices({ busqueda: search })).data, scan);
      if (!found)
        return scanStatus.show(
          'error',
          `No hay en stock una unidad ${scan.serial_number ? `con serie ${scan.serial_number}` : `del lote ${scan.lot_number}`}`,
        );
      setDevice(found);
      scanStatus.show('success', `Unidad encontrada: ${found.product_name}`);
    } catch (error) {
      scanStatus.show('error', errorMessage(error, 'Error al buscar la unidad escaneada'));
    }
  };

  const save = async () => {
    const checked = fieldErrors(implantSchema, {
      inventory_item_id: device?.id,
      ...values,
      fecha_implantacion: values.fecha_implantacion ? localInputToIso(values.fecha_implantacion) : '',
      codigo_prestacion: values.codigo_prestacion || null,
      observaciones: values.observaciones || null,
      udi_raw: udi?.raw ?? null,
    });
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    try {
      await create.mutateAsync(checked.data);
      enqueueSnackbar(DM_TOASTS.implantCreated, { variant: 'success', autoHideDuration: DM_TOAST_MS });
      setDevice(null);
      setValues(empty());
      setUdi(null);
      setErrors({});
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, DM_TOASTS.implantError), { variant: 'error', autoHideDuration: DM_TOAST_MS });
    }
  };

  return (
    <Dialog open={open} maxWidth={false} fullWidth slotProps={{ paper: { sx: { maxWidth: 900 } } }}>
      <DialogTitle>Registrar Implante</DialogTitle>
      <DialogContent>
        <Typography variant="subtitle2" sx={{ mt: 1 }}>
          Datos del Paciente
        </Typography>
        {field('run_paciente', 'RUN Paciente', {
          required: true,
          placeholder: '12345678-9',
          helperText: errors.run_paciente ?? DM_MESSAGES.runHint,
        })}
        {field('nombre_paciente', 'Nombre del Paciente', { required: true })}
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Dispositivo Médico
        </Typography>
        <ScanField
          label="UDI escaneado (opcional)"
          placeholder="Escanee el UDI (GS1) del dispositivo y presione Enter"
          onScan={(code) => void onUdi(code)}
          status={scanStatus.status}
          onInput={scanStatus.onInput}
        />
        {udi && (
          <Typography variant="body2" color={errors.udi_raw ? 'error' : 'text.secondary'} data-testid="udi-leido">
            {errors.udi_raw ?? `Se guarda exactamente como se escaneó: ${udi.raw.replaceAll('\u001d', '<GS>')}`}
            {!udi.error &&
              ` · GTIN ${udi.gtin ?? '—'} · Lote ${udi.lot_number ?? '—'} · Serie ${udi.serial_number ?? '—'} · Vence ${udi.expiry_date ?? '—'}`}
          </Typography>
        )}
        <DeviceSelect value={device} onChange={setDevice} error={errors.inventory_item_id} />
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Datos del Procedimiento
        </Typography>
        {field('fecha_implantacion', 'Fecha y Hora de Implantación', {
          type: 'datetime-local',
          required: true,
          slotProps: { inputLabel: { shrink: true } },
        })}
        {field('nombre_profesional_implante', 'Profesional que Implanta', { required: true })}
        {field('prestacion_quirurgica', 'Prestación Quirúrgica', { required: true })}
        {field('codigo_prestacion', 'Código de Prestación', { helperText: errors.codigo_prestacion ?? 'Código FONASA o GES' })}
        {field('observaciones', 'Observaciones', { multiline: true, minRows: 2 })}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={create.isPending} onClick={() => void save()}>
          Registrar Implante
        </Button>
      </DialogActions>
    </Dialog>
  );
}
