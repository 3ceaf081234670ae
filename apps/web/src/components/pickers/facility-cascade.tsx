import { FACILITY_PICKER_MESSAGES as M } from '@bodega/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { ReactNode } from 'react';
import { useController, useFormContext, useWatch, type FieldValues, type Path, type PathValue } from 'react-hook-form';
import {
  useWarehouseOptions,
  useZoneLocationOptions,
  useZoneOptions,
  type WarehouseOption,
  type ZoneOption,
} from './api/facility-lists';

export interface FacilityCascadeProps<V extends FieldValues> {
  /** The form fields (ids, null when not chosen); without `location` the cascade stops at the zone. */
  names: { warehouse: Path<V>; zone: Path<V>; location?: Path<V> };
  warehouseLabel?: (warehouse: WarehouseOption) => string;
  zoneLabel?: (zone: ZoneOption) => string;
  size?: 'small' | 'medium';
  /** Shown when a list cannot be loaded (the warehouse's zones: 'Error al obtener zonas de la bodega' by default). */
  zonesError?: string;
  locationsError?: string;
  /** Beside the location select, e.g. a 'Nueva ubicación' button. */
  locationAction?: ReactNode;
}

const codeAndName = (row: { code: string; name: string }) => `${row.code} — ${row.name}`;

/**
 * Bodega → zona → ubicación in cascade, inside a react-hook-form FormProvider: the
 * zone is disabled until a warehouse is chosen, the location until a zone is; changing one clears
 * the ones below. Receipts (warehouse → zone) and the product form use it; orders, picking and
 * dispatch can too. It renders its fields side by side in the parent's layout (no wrapper).
 */
export function FacilityCascade<V extends FieldValues>({
  names,
  warehouseLabel = codeAndName,
  zoneLabel = codeAndName,
  size = 'medium',
  zonesError = M.warehouseZonesError,
  locationsError,
  locationAction,
}: FacilityCascadeProps<V>) {
  const { control, setValue, formState } = useFormContext<V>();
  const warehouse = useController({ control, name: names.warehouse });
  const zone = useController({ control, name: names.zone });
  const [warehouseId, zoneId] = useWatch({ control, name: [names.warehouse, names.zone] }) as [
    number | null | undefined,
    number | null | undefined,
  ];
  const warehouses = useWarehouseOptions();
  const zones = useZoneOptions(warehouseId ?? null);
  const clear = (name: Path<V> | undefined) => {
    if (name) setValue(name, null as PathValue<V, Path<V>>, { shouldValidate: formState.isSubmitted });
  };
  const idValue = (value: unknown) => (typeof value === 'number' ? String(value) : '');
  const toId = (text: string) => (text === '' ? null : Number(text));

  return (
    <>
      <TextField
        select
        label="Bodega"
        required
        size={size}
        value={idValue(warehouse.field.value)}
        inputRef={warehouse.field.ref}
        onBlur={warehouse.field.onBlur}
        onChange={(event) => {
          warehouse.field.onChange(toId(event.target.value));
          clear(names.zone);
          clear(names.location);
        }}
        error={Boolean(warehouse.fieldState.error) || warehouses.isError}
        helperText={warehouses.isError ? M.warehousesError : warehouse.fieldState.error?.message}
      >
        {(warehouses.data ?? []).map((w) => (
          <MenuItem key={w.id} value={String(w.id)}>
            {warehouseLabel(w)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Zona"
        required
        size={size}
        disabled={!warehouseId}
        value={zones.data ? idValue(zone.field.value) : ''}
        inputRef={zone.field.ref}
        onBlur={zone.field.onBlur}
        onChange={(event) => {
          zone.field.onChange(toId(event.target.value));
          clear(names.location);
        }}
        error={Boolean(zone.fieldState.error) || (zones.isError && Boolean(zonesError))}
        helperText={zones.isError && zonesError ? zonesError : zone.fieldState.error?.message}
      >
        {(zones.data ?? []).map((z) => (
          <MenuItem key={z.id} value={String(z.id)}>
            {zoneLabel(z)}
          </MenuItem>
        ))}
      </TextField>
      {names.location && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
          <LocationSelect<V> name={names.location} zoneId={zoneId ?? null} size={size} loadError={locationsError} />
          {locationAction}
        </Box>
      )}
    </>
  );
}

function LocationSelect<V extends FieldValues>({
  name,
  zoneId,
  size,
  loadError,
}: {
  name: Path<V>;
  zoneId: number | null;
  size: 'small' | 'medium';
  loadError: string | undefined;
}) {
  const { control } = useFormContext<V>();
  const { field, fieldState } = useController({ control, name });
  const locations = useZoneLocationOptions(zoneId);
  return (
    <TextField
      select
      fullWidth
      label="Ubicación"
      required
      size={size}
      disabled={!zoneId}
      value={locations.data && typeof field.value === 'number' ? String(field.value) : ''}
      inputRef={field.ref}
      onBlur={field.onBlur}
      onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
      error={Boolean(fieldState.error) || (locations.isError && Boolean(loadError))}
      helperText={locations.isError && loadError ? loadError : fieldState.error?.message}
    >
      {(locations.data ?? []).map((l) => (
        <MenuItem key={l.id} value={String(l.id)}>
          {l.description ? `${l.code} — ${l.description}` : l.code}
        </MenuItem>
      ))}
    </TextField>
  );
}
