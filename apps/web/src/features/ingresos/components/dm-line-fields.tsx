import { FORMAS_ADQUISICION, showsActivoFijo, type IngresoFormInput } from '@bodega/domain';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { FormSelect } from '../../../components/form-select';
import { muiField } from '../../../lib/form';
import type { Product } from '../api/types';

/** Extra fields of a priority medical-device line (Priority medical-device lines). */
export function DmLineFields({ index, product }: { index: number; product: Product }) {
  const { control, register, formState } = useFormContext<IngresoFormInput>();
  const errors = formState.errors.items?.[index];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1.5 }}>
      <FormSelect
        control={control}
        name={`items.${index}.forma_adquisicion`}
        size="small"
        label="Forma de adquisición"
        required
        nullable
        options={FORMAS_ADQUISICION}
      />
      <TextField
        size="small"
        type="datetime-local"
        label="Fecha de recepción conforme"
        required
        {...muiField(register(`items.${index}.fecha_recepcion_conforme`))}
        error={Boolean(errors?.fecha_recepcion_conforme)}
        helperText={errors?.fecha_recepcion_conforme?.message}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        label="N° registro sanitario"
        required={product.requiere_registro_sanitario}
        {...muiField(register(`items.${index}.numero_registro_sanitario`))}
        error={Boolean(errors?.numero_registro_sanitario)}
        helperText={errors?.numero_registro_sanitario?.message}
      />
      {showsActivoFijo(product) && (
        <TextField
          size="small"
          label="N° inventario activo fijo"
          {...muiField(register(`items.${index}.numero_inventario_activo_fijo`))}
          error={Boolean(errors?.numero_inventario_activo_fijo)}
          helperText={errors?.numero_inventario_activo_fijo?.message}
        />
      )}
    </Box>
  );
}
