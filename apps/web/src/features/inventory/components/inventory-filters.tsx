import { STOCK_FILTER_OPTIONS, type StockStatusFilter } from '@bodega/domain';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import { INVENTORY_LOCATION_TEXTS } from '../lib/location-texts';
import { SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { LocationIdAutocomplete } from '../../../components/pickers/location-autocomplete';
import { useCategories } from '../../../lib/resources/categories';
import type { InventoryParams } from '../lib/inventory-params';

const STOCK_STATUS_LABELS = new Map(STOCK_FILTER_OPTIONS.map((option) => [option.value, option.label]));

interface InventoryFiltersProps {
  params: InventoryParams;
  onChange: (change: Partial<InventoryParams>) => void;
}

/** Search, category, location, stock status and the include-inactive switch. */
export function InventoryFilters({ params, onChange }: InventoryFiltersProps) {
  const categories = useCategories();

  return (
    <Box
      data-tour="inventory-filters"
      sx={{
        display: 'grid',
        gridTemplateColumns: {
          xs: '1fr',
          sm: '1fr 1fr',
          lg: 'minmax(0, 1.4fr) minmax(0, 1fr) minmax(0, 1.2fr) minmax(180px, 1fr) auto',
        },
        gap: 2,
        alignItems: 'center',
        mb: 2,
      }}
    >
      <SearchFilter
        icon
        placeholder="SKU, nombre o código de barras"
        value={params.search}
        onChange={(search) => onChange({ search })}
      />
      <SelectFilter
        label="Categoría"
        allLabel="Todas"
        value={params.category}
        options={(categories.data ?? []).map((category) => category.name)}
        onChange={(category) => onChange({ category })}
      />
      <LocationIdAutocomplete
        size="small"
        label="Ubicación"
        value={params.locationId}
        onChange={(locationId) => onChange({ locationId })}
        {...INVENTORY_LOCATION_TEXTS}
      />
      <SelectFilter
        label="Estado de stock"
        value={params.stockStatus ?? ''}
        options={STOCK_FILTER_OPTIONS.map((option) => option.value)}
        optionLabel={(status: StockStatusFilter) => STOCK_STATUS_LABELS.get(status) ?? status}
        onChange={(stockStatus) => onChange({ stockStatus: stockStatus || null })}
      />
      <FormControlLabel
        sx={{ ml: 0 }}
        control={
          <Switch checked={params.includeInactive} onChange={(event) => onChange({ includeInactive: event.target.checked })} />
        }
        label="Incluir inactivos"
      />
    </Box>
  );
}
