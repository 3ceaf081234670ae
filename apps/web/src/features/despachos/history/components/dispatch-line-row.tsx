import type { DispatchCreate } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { Controller, useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { ProductSearch } from '../../../../components/pickers/product-search';
import type { DispatchFormValues, DispatchLineValues } from '../lib/dispatch-form';

interface DispatchLineRowProps {
  index: number;
  control: Control<DispatchFormValues, unknown, DispatchCreate>;
  setValue: UseFormSetValue<DispatchFormValues>;
  errors: FieldErrors<DispatchLineValues> | undefined;
  /** What the source has free now for a product (known for stored lines). */
  availableOf: (productId: number | null) => number | undefined;
  canRemove: boolean;
  onRemove: () => void;
}

/** One line of the dispatch form: product and quantity (minimum 1); the last line cannot be removed. */
export function DispatchLineRow({ index, control, setValue, errors, availableOf, canRemove, onRemove }: DispatchLineRowProps) {
  const line = useWatch({ control, name: `items.${index}` });
  const available = availableOf(line.product_id);
  return (
    <Box
      sx={{ display: 'grid', gap: 1.5, alignItems: 'start', gridTemplateColumns: { xs: '1fr 110px 40px', md: '1fr 140px 40px' } }}
      data-testid={`dispatch-line-${index}`}
    >
      <ProductSearch
        required
        value={line.product}
        onChange={(product) => {
          setValue(`items.${index}.product`, product, { shouldDirty: true });
          setValue(`items.${index}.product_id`, product?.id ?? null, { shouldValidate: true, shouldDirty: true });
        }}
        error={errors?.product_id?.message}
      />
      <Controller
        control={control}
        name={`items.${index}.quantity`}
        render={({ field }) => (
          <TextField
            name={field.name}
            inputRef={field.ref}
            onBlur={field.onBlur}
            value={Number.isNaN(field.value) ? '' : field.value}
            onChange={(event) => field.onChange(event.target.value === '' ? Number.NaN : Number(event.target.value))}
            type="number"
            size="small"
            label="Cantidad"
            required
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            error={Boolean(errors?.quantity)}
            helperText={errors?.quantity?.message ?? (available !== undefined ? `Disponible en origen: ${available}` : undefined)}
          />
        )}
      />
      <Tooltip title="Quitar línea">
        <span>
          <IconButton
            aria-label={`Quitar línea ${index + 1}`}
            onClick={onRemove}
            disabled={!canRemove}
            color="error"
            sx={{ mt: 0.25 }}
          >
            <DeleteIcon />
          </IconButton>
        </span>
      </Tooltip>
    </Box>
  );
}
