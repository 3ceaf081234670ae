import type { DispatchCreate } from '@bodega/domain';
import Box from '@mui/material/Box';
import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { LineQuantityField, RemoveLineButton } from '../../../../components/line-items';
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
      <LineQuantityField
        control={control}
        name={`items.${index}.quantity`}
        error={errors?.quantity}
        hint={available !== undefined ? `Disponible en origen: ${available}` : undefined}
      />
      <RemoveLineButton index={index} canRemove={canRemove} onRemove={onRemove} />
    </Box>
  );
}
