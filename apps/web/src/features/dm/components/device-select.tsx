import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { ExpiryChip } from '../../../components/expiry-chip';
import { useDevices } from '../api/get-devices';
import type { DmDevice } from '../api/types';

export function deviceText(device: Pick<DmDevice, 'product_name' | 'sku' | 'serial_number' | 'lot_number'>): string {
  const unit = device.serial_number
    ? `Serie ${device.serial_number}`
    : device.lot_number
      ? `Lote ${device.lot_number}`
      : 'Sin serie';
  return `${device.product_name} (${device.sku}) — ${unit}`;
}

/** A priority device in stock, searched on the server (name, SKU, lot, serial). */
export function DeviceSelect({
  value,
  onChange,
  error,
  tipo,
  label = 'Dispositivo Médico',
}: {
  value: DmDevice | null;
  onChange: (device: DmDevice | null) => void;
  error?: string;
  tipo?: string;
  label?: string;
}) {
  const [search, setSearch] = useState('');
  const devices = useDevices({ ...(tipo ? { tipo } : {}), busqueda: search });
  return (
    <Autocomplete
      options={devices.data?.data ?? []}
      value={value}
      loading={devices.isFetching}
      filterOptions={(options) => options}
      getOptionLabel={deviceText}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_event, text, reason) => reason === 'input' && setSearch(text)}
      onChange={(_event, device) => onChange(device)}
      renderOption={(props, device) => (
        <li {...props} key={device.id}>
          {deviceText(device)} · {device.estado_actual} ·{' '}
          {device.ubicaciones.map((u) => u.servicio_clinico?.nombre ?? u.code).join(', ')}
          {device.expiry_date && (
            <>
              {' '}
              <ExpiryChip expiry={device.expiry_date} />
            </>
          )}
        </li>
      )}
      renderInput={(params) => <TextField {...params} required margin="dense" label={label} error={!!error} helperText={error} />}
    />
  );
}
