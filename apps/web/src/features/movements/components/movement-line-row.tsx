import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useWatch, type Control, type FieldErrors, type UseFormSetValue } from 'react-hook-form';
import { LineQuantityField, RemoveLineButton } from '../../../components/line-items';
import { ProductSearch } from '../../../components/pickers/product-search';
import { LocationAutocomplete } from '../../../components/pickers/location-autocomplete';
import { useProductLocations } from '../api/get-product-locations';
import type { ProductLocation } from '../api/types';
import { lineWithProduct, lineWithSource, locationText, type LineValues, type MovementFormValues } from '../lib/movement-form';
import type { MovementInput } from '@bodega/domain';

interface MovementLineRowProps {
  index: number;
  control: Control<MovementFormValues, unknown, MovementInput>;
  setValue: UseFormSetValue<MovementFormValues>;
  errors: FieldErrors<LineValues> | undefined;
  canRemove: boolean;
  onRemove: () => void;
}

/** One line: product, source (where it is stored, with what it can give), destination, quantity. */
export function MovementLineRow({ index, control, setValue, errors, canRemove, onRemove }: MovementLineRowProps) {
  const line = useWatch({ control, name: `details.${index}` });
  const locations = useProductLocations(line.product_id);
  const apply = (change: Partial<LineValues>) => {
    for (const [key, value] of Object.entries(change)) {
      setValue(`details.${index}.${key as keyof LineValues}`, value as never, { shouldValidate: true, shouldDirty: true });
    }
  };
  const sources: ProductLocation[] = locations.data ?? [];
  // An edited line's source may hold nothing now; keep it listed so the select shows it.
  const sourceListed = line.source_location_id === null || sources.some((s) => s.location_id === line.source_location_id);

  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: '1fr 1fr', md: 'minmax(200px, 3fr) minmax(160px, 2fr) minmax(160px, 2fr) 120px 40px' },
        '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
        p: { xs: 1.5, md: 0 },
        border: { xs: 1, md: 0 },
        borderColor: 'divider',
        borderRadius: 1,
      }}
      data-testid={`movement-line-${index}`}
    >
      <Box className="wide">
        <ProductSearch
          required
          value={line.product}
          onChange={(product) => apply(lineWithProduct(product))}
          error={errors?.product_id?.message}
        />
      </Box>
      <TextField
        className="wide"
        select
        size="small"
        label="Origen"
        required
        value={line.source_location_id ?? ''}
        disabled={line.product_id === null}
        onChange={(event) =>
          apply(lineWithSource(line.quantity, sources.find((s) => s.location_id === Number(event.target.value)) ?? null))
        }
        error={Boolean(errors?.source_location_id)}
        helperText={
          errors?.source_location_id?.message ??
          (line.product_id !== null && locations.isSuccess && sources.length === 0 ? 'Sin stock en ninguna ubicación' : undefined)
        }
      >
        {!sourceListed && (
          <MenuItem value={line.source_location_id ?? ''} disabled>
            Ubicación {line.source_location_id} (sin stock)
          </MenuItem>
        )}
        {sources.map((source) => (
          <MenuItem key={source.location_id} value={source.location_id} disabled={source.available_quantity <= 0}>
            {locationText(source)} — disp. {source.available_quantity}
          </MenuItem>
        ))}
      </TextField>
      <Box className="wide">
        <LocationAutocomplete
          required
          optionLabel={locationText}
          label="Destino"
          value={line.destination}
          onChange={(location) => apply({ destination: location, destination_location_id: location?.id ?? null })}
          error={errors?.destination_location_id?.message}
        />
      </Box>
      <LineQuantityField
        control={control}
        name={`details.${index}.quantity`}
        error={errors?.quantity}
        hint={line.available_quantity !== null ? `Disponible: ${line.available_quantity}` : undefined}
        max={line.available_quantity ?? undefined}
      />
      <RemoveLineButton index={index} canRemove={canRemove} onRemove={onRemove} />
    </Box>
  );
}
