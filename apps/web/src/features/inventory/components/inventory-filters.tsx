import { STOCK_FILTER_OPTIONS, type StockStatusFilter } from '@bodega/domain';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { INVENTORY_LOCATION_TEXTS } from '../lib/location-texts';
import { LocationIdAutocomplete } from '../../../components/pickers/location-autocomplete';
import { useCategories } from '../api/categories';
import type { InventoryParams } from '../lib/inventory-params';

/** Spec 1 §9: search debounce 300 ms. */
export const SEARCH_DEBOUNCE_MS = 300;

interface InventoryFiltersProps {
  params: InventoryParams;
  onChange: (change: Partial<InventoryParams>) => void;
}

/** Search, category, location, stock status and the include-inactive switch (spec 1 §2.5). */
export function InventoryFilters({ params, onChange }: InventoryFiltersProps) {
  const categories = useCategories();
  const [text, setText] = useState(params.search);

  useEffect(() => {
    if (text.trim() === params.search) return;
    const timer = setTimeout(() => onChange({ search: text }), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, params.search, onChange]);

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
      <TextField
        size="small"
        label="Buscar"
        placeholder="SKU, nombre o código de barras"
        value={text}
        onChange={(event) => setText(event.target.value)}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <TextField
        select
        size="small"
        label="Categoría"
        value={params.category}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <MenuItem value="">Todas</MenuItem>
        {(categories.data ?? []).map((category) => (
          <MenuItem key={category.name} value={category.name}>
            {category.name}
          </MenuItem>
        ))}
      </TextField>
      <LocationIdAutocomplete
        size="small"
        label="Ubicación"
        value={params.locationId}
        onChange={(locationId) => onChange({ locationId })}
        {...INVENTORY_LOCATION_TEXTS}
      />
      <TextField
        select
        size="small"
        label="Estado de stock"
        value={params.stockStatus ?? ''}
        onChange={(event) => onChange({ stockStatus: (event.target.value || null) as StockStatusFilter | null })}
      >
        <MenuItem value="">Todos</MenuItem>
        {STOCK_FILTER_OPTIONS.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </TextField>
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
