import { FORMAS_ADQUISICION, showsActivoFijo, type IngresoFormInput } from '@bodega/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useFormContext } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import type { Product } from '../api/types';

/** Extra fields of a priority medical-device line (spec 1 §5 Priority medical-device lines). */
export function DmLineFields({ index, product }: { index: number; product: Product }) {
  const { control, register, formState } = useFormContext<IngresoFormInput>();
  const errors = formState.errors.items?.[index];
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, mt: 1.5 }}>
      <Controller
        control={control}
        name={`items.${index}.forma_adquisicion`}
        render={({ field }) => (
          <TextField
            select
            size="small"
            label="Forma de adquisición"
            required
            value={field.value ?? ''}
            onChange={(event) => field.onChange(event.target.value || null)}
            error={Boolean(errors?.forma_adquisicion)}
            helperText={errors?.forma_adquisicion?.message}
          >
            {FORMAS_ADQUISICION.map((forma) => (
              <MenuItem key={forma} value={forma}>
                {forma}
              </MenuItem>
            ))}
          </TextField>
        )}
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
