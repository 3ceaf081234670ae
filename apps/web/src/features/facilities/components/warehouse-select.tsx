import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Warehouse, Zone } from '../api/types';

interface WarehouseSelectProps {
  warehouses: Warehouse[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** Offer 'Todas' (no filter) as the first choice. */
  allowAll?: boolean;
}

export function WarehouseSelect({ warehouses, value, onChange, allowAll = false }: WarehouseSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Bodega"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      slotProps={{ select: { displayEmpty: allowAll }, inputLabel: { shrink: true } }}
    >
      {allowAll ? (
        <MenuItem value="">Todas</MenuItem>
      ) : (
        <MenuItem value="" disabled>
          Seleccione una bodega
        </MenuItem>
      )}
      {warehouses.map((warehouse) => (
        <MenuItem key={warehouse.id} value={warehouse.id}>
          {warehouse.code} — {warehouse.name}
        </MenuItem>
      ))}
    </TextField>
  );
}

interface ZoneSelectProps {
  zones: Zone[];
  value: number | null;
  onChange: (id: number | null) => void;
  disabled?: boolean;
}

export function ZoneSelect({ zones, value, onChange, disabled = false }: ZoneSelectProps) {
  return (
    <TextField
      select
      size="small"
      label="Zona"
      value={value ?? ''}
      disabled={disabled}
      onChange={(event) => onChange(event.target.value === '' ? null : Number(event.target.value))}
      sx={{ minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } }}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    >
      <MenuItem value="">Todas</MenuItem>
      {zones.map((zone) => (
        <MenuItem key={zone.id} value={zone.id}>
          {zone.code} — {zone.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
