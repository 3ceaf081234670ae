import type { IngresoFormInput, Supplier } from '@bodega/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSuppliers } from '../../../lib/suppliers';

/**
 * 'Proveedor': a registered supplier (sets supplier_id and its name), or free text as
 * receipts always accepted; older receipts keep their free-text supplier.
 */
export function SupplierPicker({ disabled = false }: { disabled?: boolean }) {
  const { control, setValue, formState } = useFormContext<IngresoFormInput>();
  const supplier = useWatch({ control, name: 'supplier' }) ?? '';
  const supplierId = useWatch({ control, name: 'supplier_id' });
  const suppliers = useSuppliers();
  const options = suppliers.data ?? [];
  const chosen = options.find((s) => s.id === supplierId) ?? null;
  return (
    <Autocomplete<Supplier, false, false, true>
      freeSolo
      disabled={disabled}
      options={options}
      value={chosen ?? (supplier || null)}
      getOptionLabel={(option) => (typeof option === 'string' ? option : option.name)}
      renderOption={(props, option) => (
        <li {...props} key={option.id}>
          {option.name} · {option.rut}
        </li>
      )}
      onChange={(_event, value) => {
        if (value && typeof value !== 'string') {
          setValue('supplier_id', value.id, { shouldDirty: true });
          setValue('supplier', value.name, { shouldDirty: true });
        } else {
          setValue('supplier_id', null, { shouldDirty: true });
          setValue('supplier', value ?? '', { shouldDirty: true });
        }
      }}
      onInputChange={(_event, text, reason) => {
        if (reason !== 'input') return;
        setValue('supplier', text, { shouldDirty: true });
        if (chosen && text !== chosen.name) setValue('supplier_id', null, { shouldDirty: true });
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Proveedor"
          size="small"
          error={Boolean(formState.errors.supplier)}
          helperText={formState.errors.supplier?.message ?? (chosen ? `RUT ${chosen.rut}` : undefined)}
        />
      )}
    />
  );
}
