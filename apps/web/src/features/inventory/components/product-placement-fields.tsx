import { INVENTORY_SCREEN_MESSAGES as M } from '@bodega/domain';
import AddLocationAltIcon from '@mui/icons-material/AddLocationAlt';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useZoneOptions } from '../../../components/pickers/api/facility-lists';
import { FacilityCascade } from '../../../components/pickers/facility-cascade';
import { NewLocationDialog } from './new-location-dialog';
import type { ProductFormValues } from './product-form-values';

/**
 * Bodega → zona → ubicación in cascade: the zone is disabled until a warehouse is
 * chosen, the location until a zone is; changing one clears the ones below. A new location can
 * be created in the chosen zone.
 */
export function ProductPlacementFields({ canCreateLocation }: { canCreateLocation: boolean }) {
  const { control, setValue } = useFormContext<ProductFormValues>();
  const [warehouseId, zoneId] = useWatch({ control, name: ['warehouse_id', 'zone_id'] });
  const zones = useZoneOptions(warehouseId ?? null);
  const [creating, setCreating] = useState(false);
  const zone = zones.data?.find((z) => z.id === zoneId) ?? null;

  return (
    <>
      <FacilityCascade<ProductFormValues>
        names={{ warehouse: 'warehouse_id', zone: 'zone_id', location: 'location_id' }}
        zonesError={M.zonesError}
        locationsError={M.locationsError}
        locationAction={
          canCreateLocation && (
            <Button
              variant="outlined"
              disabled={!zoneId}
              onClick={() => setCreating(true)}
              aria-label="Nueva ubicación"
              title="Nueva ubicación"
              sx={{ minWidth: 0, height: 56, px: 1.5 }}
            >
              <AddLocationAltIcon />
            </Button>
          )
        }
      />
      <NewLocationDialog
        open={creating}
        zone={zone ? { id: zone.id, label: `${zone.code} — ${zone.name}` } : null}
        onClose={() => setCreating(false)}
        onCreated={(location) => setValue('location_id', location.id, { shouldValidate: true, shouldDirty: true })}
      />
    </>
  );
}
