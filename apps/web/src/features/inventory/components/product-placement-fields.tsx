import { INVENTORY_SCREEN_MESSAGES as M } from '@bodega/domain';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useWarehouses, useZoneLocations, useZones } from '../api/places';
import { NewLocationDialog } from './new-location-dialog';
import type { ProductFormValues } from './product-form-values';

/**
 * Bodega → zona → ubicación in cascade (spec 1 §2.6): the zone is disabled until a warehouse is
 * chosen, the location until a zone is; changing one clears the ones below. A new location can
 * be created in the chosen zone.
 */
export function ProductPlacementFields({ canCreateLocation }: { canCreateLocation: boolean }) {
  const { control, setValue, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;
  const [warehouseId, zoneId] = useWatch({ control, name: ['warehouse_id', 'zone_id'] });
  const warehouses = useWarehouses();
  const zones = useZones(warehouseId ?? null);
  const locations = useZoneLocations(zoneId ?? null);
  const [creating, setCreating] = useState(false);
  const zone = zones.data?.find((z) => z.id === zoneId) ?? null;

  const idValue = (value: number | null) => (value === null ? '' : String(value));
  const toId = (text: string) => (text === '' ? null : Number(text));

  return (
    <>
      <Controller
        control={control}
        name="warehouse_id"
        render={({ field }) => (
          <TextField
            select
            label="Bodega"
            required
            value={idValue(field.value)}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(toId(event.target.value));
              setValue('zone_id', null, { shouldValidate: formState.isSubmitted });
              setValue('location_id', null, { shouldValidate: formState.isSubmitted });
            }}
            error={Boolean(errors.warehouse_id)}
            helperText={errors.warehouse_id?.message}
          >
            {(warehouses.data ?? []).map((w) => (
              <MenuItem key={w.id} value={String(w.id)}>
                {w.code} — {w.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Controller
        control={control}
        name="zone_id"
        render={({ field }) => (
          <TextField
            select
            label="Zona"
            required
            disabled={!warehouseId}
            value={zones.data ? idValue(field.value) : ''}
            inputRef={field.ref}
            onBlur={field.onBlur}
            onChange={(event) => {
              field.onChange(toId(event.target.value));
              setValue('location_id', null, { shouldValidate: formState.isSubmitted });
            }}
            error={Boolean(errors.zone_id) || zones.isError}
            helperText={zones.isError ? M.zonesError : errors.zone_id?.message}
          >
            {(zones.data ?? []).map((z) => (
              <MenuItem key={z.id} value={String(z.id)}>
                {z.code} — {z.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
        <Controller
          control={control}
          name="location_id"
          render={({ field }) => (
            <TextField
              select
              fullWidth
              label="Ubicación"
              required
              disabled={!zoneId}
              value={locations.data ? idValue(field.value) : ''}
              inputRef={field.ref}
              onBlur={field.onBlur}
              onChange={(event) => field.onChange(toId(event.target.value))}
              error={Boolean(errors.location_id) || locations.isError}
              helperText={locations.isError ? M.locationsError : errors.location_id?.message}
            >
              {(locations.data ?? []).map((l) => (
                <MenuItem key={l.id} value={String(l.id)}>
                  {l.description ? `${l.code} — ${l.description}` : l.code}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {canCreateLocation && (
          <Button variant="outlined" disabled={!zoneId} onClick={() => setCreating(true)} aria-label="Nueva ubicación" title="Nueva ubicación" sx={{ minWidth: 0, height: 56, px: 1.5 }}>
            <AddLocationAltIcon />
          </Button>
        )}
      </Box>
      <NewLocationDialog
        open={creating}
        zone={zone ? { id: zone.id, label: `${zone.code} — ${zone.name}` } : null}
        onClose={() => setCreating(false)}
        onCreated={(location) => setValue('location_id', location.id, { shouldValidate: true, shouldDirty: true })}
      />
    </>
  );
}
