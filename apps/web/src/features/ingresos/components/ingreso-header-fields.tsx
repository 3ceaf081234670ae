import type { IngresoFormInput } from '@bodega/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { FacilityCascade } from '../../../components/pickers/facility-cascade';
import { muiField } from '../../../lib/form';
import { SupplierPicker } from './supplier-picker';

/** Order number, supplier, warehouse → zone cascade (zone disabled until a warehouse) and notes. */
export function IngresoHeaderFields() {
  const { register, control, formState } = useFormContext<IngresoFormInput>();
  const { errors } = formState;
  const purchaseOrderId = useWatch({ control, name: 'purchase_order_id' });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
      <TextField
        label="Número de orden"
        required
        {...muiField(register('order_number'))}
        error={Boolean(errors.order_number)}
        helperText={errors.order_number?.message}
        size="small"
      />
      <SupplierPicker disabled={Boolean(purchaseOrderId)} />
      <FacilityCascade<IngresoFormInput>
        names={{ warehouse: 'warehouse_id', zone: 'zone_id' }}
        warehouseLabel={(warehouse) => warehouse.name}
        size="small"
      />
      <TextField
        label="Notas"
        {...muiField(register('notes'))}
        multiline
        minRows={1}
        size="small"
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
}
