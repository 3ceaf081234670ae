import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { PRODUCT_SEARCH_MIN, useProductSearch } from '../api/search-products';
import type { ProductRef } from '../api/types';

/** Product autocomplete showing name and SKU; the server searches from 2 characters. */
export function ProductFilter({ value, onChange }: { value: ProductRef | null; onChange: (product: ProductRef | null) => void }) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = window.setTimeout(() => setQuery(input), 250);
    return () => window.clearTimeout(timer);
  }, [input]);
  const search = useProductSearch(query);
  const typed = input.trim().length >= PRODUCT_SEARCH_MIN;
  const found = typed ? (search.data ?? []) : [];
  const options = value && !found.some((o) => o.id === value.id) ? [value, ...found] : found;

  return (
    <Autocomplete<ProductRef>
      value={value}
      onChange={(_event, product) => onChange(product)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      options={options}
      filterOptions={(list) => list}
      getOptionLabel={(product) => `${product.name} (${product.sku})`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      noOptionsText={typed ? 'Sin resultados' : 'Escriba al menos 2 caracteres'}
      loadingText="Buscando..."
      renderOption={(props, product) => {
        const { key, ...rest } = props as typeof props & { key: string };
        return (
          <li key={key} {...rest}>
            <span>
              {product.name}
              <br />
              <small style={{ opacity: 0.7 }}>SKU: {product.sku}</small>
            </span>
          </li>
        );
      }}
      renderInput={(params) => <TextField {...params} label="Producto" size="small" />}
    />
  );
}
