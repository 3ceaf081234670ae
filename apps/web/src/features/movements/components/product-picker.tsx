import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { PRODUCT_SEARCH_MIN, useProductSearch } from '../api/search-products';
import type { ProductRef } from '../api/types';

interface ProductPickerProps {
  value: ProductRef | null;
  onChange: (product: ProductRef | null) => void;
  label?: string;
  error?: string | undefined;
  disabled?: boolean;
}

const DEBOUNCE_MS = 250;

/** Product by SKU, name or barcode, searched on the server from 2 characters; shows name and SKU. */
export function ProductPicker({ value, onChange, label = 'Producto', error, disabled }: ProductPickerProps) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(input), DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [input]);
  const search = useProductSearch(query);
  const typed = input.trim().length >= PRODUCT_SEARCH_MIN;
  const options = typed ? (search.data ?? []) : [];

  return (
    <Autocomplete<ProductRef>
      value={value}
      onChange={(_event, product) => onChange(product)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(list) => list}
      getOptionLabel={(product) => `${product.name} (${product.sku})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      disabled={disabled}
      noOptionsText={typed ? 'Sin resultados' : 'Escriba al menos 2 caracteres'}
      loadingText="Buscando..."
      renderOption={(props, product) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <span>
              {product.name}
              <br />
              <small style={{ opacity: 0.7 }}>{product.sku}</small>
            </span>
          </li>
        );
      }}
      renderInput={(params) => (
        <TextField {...params} label={label} size="small" required error={Boolean(error)} helperText={error} />
      )}
    />
  );
}
