import { INGRESO_SCREEN_MESSAGES as T } from '@bodega/domain';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useProductSearch } from '../api/products';
import type { Product } from '../api/types';

/** Spec 1 §9: search from 2 characters, auto-select a single match from 4, 300 ms debounce, list 300 px high. */
export const SEARCH_MIN = 2;
export const AUTO_SELECT_MIN = 4;

interface ProductSearchProps {
  value: Product | null;
  onChange: (product: Product | null) => void;
  error?: string;
  label?: string;
}

export function ProductSearch({ value, onChange, error, label = 'Producto' }: ProductSearchProps) {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(input.trim()), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const search = useProductSearch(query);
  const options = query.length >= SEARCH_MIN ? (search.data ?? []) : [];

  useEffect(() => {
    const matches = search.data;
    if (value || query.length < AUTO_SELECT_MIN || !matches || matches.length !== 1) return;
    if (query !== input.trim()) return;
    onChange(matches[0]!);
  }, [search.data, query, input, value, onChange]);

  return (
    <Autocomplete<Product>
      value={value}
      options={value && !options.some((o) => o.id === value.id) ? [value, ...options] : options}
      filterOptions={(all) => all}
      getOptionLabel={(product) => `${product.sku} — ${product.name}`}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={search.isFetching}
      onChange={(_event, product) => onChange(product)}
      inputValue={input}
      onInputChange={(_event, text) => setInput(text)}
      noOptionsText={query.length < SEARCH_MIN ? T.productSearchHint : T.productSearchEmpty}
      loadingText="Buscando..."
      slotProps={{ listbox: { style: { maxHeight: 300 } } }}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={T.productSearchHint} error={Boolean(error)} helperText={error} size="small" />
      )}
    />
  );
}
