import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { PRODUCT_SEARCH_MIN, useProductSearch } from '../api/search-products';
import type { ProductOption } from '../api/types';

/** Exactly one result for a text of at least 4 characters is chosen by itself. */
const AUTO_SELECT_MIN = 4;

interface ProductSearchFieldProps {
  value: ProductOption | null;
  onChange: (product: ProductOption | null) => void;
  error?: string | undefined;
  label?: string;
}

/** Product of an order line: SKU or name from 2 characters; products without stock are disabled ('Sin Stock'). */
export function ProductSearchField({ value, onChange, error, label = 'Producto' }: ProductSearchFieldProps) {
  const [input, setInput] = useState('');
  const debounced = useDebouncedValue(input, 250);
  const search = useProductSearch(debounced);
  const options = debounced.trim().length >= PRODUCT_SEARCH_MIN ? (search.data ?? []) : [];

  useEffect(() => {
    if (value || debounced.trim().length < AUTO_SELECT_MIN || !search.data || search.data.length !== 1) return;
    const only = search.data[0]!;
    if (only.has_stock) onChange(only);
  }, [debounced, search.data, value, onChange]);

  return (
    <Autocomplete<ProductOption>
      size="small"
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      value={value}
      filterOptions={(list) => list}
      loading={search.isFetching}
      getOptionLabel={(product) => `${product.sku} - ${product.name}`}
      getOptionDisabled={(product) => !product.has_stock}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_event, product) => onChange(product)}
      onInputChange={(_event, text, reason) => {
        if (reason === 'input' || reason === 'clear') setInput(text);
      }}
      noOptionsText={
        debounced.trim().length < PRODUCT_SEARCH_MIN ? 'Escribe SKU o nombre para buscar...' : 'No se encontraron productos'
      }
      renderOption={(props, product) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <Box component="li" key={key} {...rest} sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
            <span>
              {product.name}
              <Typography variant="caption" color="text.secondary" component="div">
                {product.sku} | Stock: {product.available_quantity} | {product.unit_of_measure}
              </Typography>
            </span>
            {!product.has_stock && <Chip size="small" color="error" label="Sin Stock" />}
          </Box>
        );
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={label}
          placeholder="Escribe SKU o nombre para buscar..."
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}
