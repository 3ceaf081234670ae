import { IdSelectFilter } from '../../../components/filter-bar';
import type { Warehouse, Zone } from '../api/types';

const SELECT_SX = { minWidth: 220, flex: { xs: '1 1 100%', sm: '0 1 auto' } } as const;

interface WarehouseSelectProps {
  warehouses: Warehouse[];
  value: number | null;
  onChange: (id: number | null) => void;
  /** Offer 'Todas' (no filter) as the first choice. */
  allowAll?: boolean;
}

export function WarehouseSelect({ warehouses, value, onChange, allowAll = false }: WarehouseSelectProps) {
  return (
    <IdSelectFilter
      label="Bodega"
      value={value}
      onChange={onChange}
      options={warehouses.map((warehouse) => ({ id: warehouse.id, label: `${warehouse.code} — ${warehouse.name}` }))}
      none={allowAll ? 'Todas' : 'Seleccione una bodega'}
      noneDisabled={!allowAll}
      sx={SELECT_SX}
      slotProps={{ select: { displayEmpty: allowAll }, inputLabel: { shrink: true } }}
    />
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
    <IdSelectFilter
      label="Zona"
      value={value}
      disabled={disabled}
      onChange={onChange}
      options={zones.map((zone) => ({ id: zone.id, label: `${zone.code} — ${zone.name}` }))}
      none="Todas"
      sx={SELECT_SX}
      slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
    />
  );
}
