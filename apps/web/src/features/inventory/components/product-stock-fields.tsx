import TextField from '@mui/material/TextField';
import { useFormContext } from 'react-hook-form';
import { muiField, optionalNumber } from '../../../lib/form';
import type { ProductFormValues } from './product-form-values';

/** An empty initial stock means none. */
const initialStock = (value: unknown) => (value === '' || value === null || value === undefined ? undefined : Number(value));

type NumberField = 'current_stock' | 'min_stock' | 'max_stock' | 'cantidad_x_caja' | 'weight' | 'length' | 'width' | 'height';

/** Initial stock (creation only), limits, units per box, weight and dimensions. */
export function ProductStockFields({ creating, requireDimensions }: { creating: boolean; requireDimensions: boolean }) {
  const { register, formState } = useFormContext<ProductFormValues>();
  const { errors } = formState;

  const field = (name: NumberField, label: string, options: { required?: boolean; optional?: boolean; step?: number } = {}) => (
    <TextField
      {...muiField(
        register(
          name,
          name === 'current_stock'
            ? { setValueAs: initialStock }
            : options.optional
              ? { setValueAs: optionalNumber }
              : { valueAsNumber: true },
        ),
      )}
      type="number"
      label={label}
      required={options.required}
      slotProps={{ htmlInput: { min: 0, step: options.step ?? 1 } }}
      error={Boolean(errors[name])}
      helperText={errors[name]?.message}
    />
  );

  return (
    <>
      {creating && field('current_stock', 'Stock inicial')}
      {field('min_stock', 'Stock mínimo')}
      {field('max_stock', 'Stock máximo')}
      {field('cantidad_x_caja', 'Cantidad por caja', { required: true })}
      {field('weight', 'Peso (kg)', { optional: true, step: 0.01 })}
      {field('length', 'Largo (cm)', { optional: true, required: requireDimensions, step: 0.1 })}
      {field('width', 'Ancho (cm)', { optional: true, required: requireDimensions, step: 0.1 })}
      {field('height', 'Alto (cm)', { optional: true, required: requireDimensions, step: 0.1 })}
    </>
  );
}
