import type { IngresoFormInput } from '@bodega/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import { useWarehouses, useWarehouseZones } from '../api/get-facilities';
import { SupplierPicker } from './supplier-picker';

/** Order number, supplier, warehouse → zone cascade (zone disabled until a warehouse) and notes. */
export function IngresoHeaderFields() {
  const { register, control, setValue, formState } = useFormContext<IngresoFormInput>();
  const { errors } = formState;
  const warehouseId = useWatch({ control, name: 'warehouse_id' });
  const purchaseOrderId = useWatch({ control, name: 'purchase_order_id' });
  const warehouses = useWarehouses();
  const zones = useWarehouseZones(warehouseId);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField label="Número de orden" required {...muiField(register('order_number'))} error={Boolean(errors.order_number)} helperText={errors.order_number?.message} size="small" />
      <SupplierPicker disabled={Boolean(purchaseOrderId)} />
      <Controller
        control={control}
        name="warehouse_id"
        render={({ field }) => (
          <TextField
            select
            label="Bodega"
            required
            size="small"
            value={field.value ?? ''}
            onChange={(event) => {
              field.onChange(Number(event.target.value));
              setValue('zone_id', undefined as unknown as number);
            }}
            error={Boolean(errors.warehouse_id)}
            helperText={errors.warehouse_id?.message}
          >
            {(warehouses.data ?? []).map((warehouse) => (
              <MenuItem key={warehouse.id} value={warehouse.id}>
                {warehouse.name}
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
            size="small"
            disabled={!warehouseId}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(Number(event.target.value))}
            error={Boolean(errors.zone_id)}
            helperText={errors.zone_id?.message}
          >
            {(zones.data ?? []).map((zone) => (
              <MenuItem key={zone.id} value={zone.id}>
                {zone.code} — {zone.name}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
      <TextField label="Notas" {...muiField(register('notes'))} multiline minRows={1} size="small" sx={{ gridColumn: '1 / -1' }} />
    </Box>
  );
}
