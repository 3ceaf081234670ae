import { PRODUCT_COST_STATUS_LABELS, PRODUCT_COST_STATUSES } from '@bodega/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiClient } from '../../../lib/api-client';
import type { CostFilters as Filters } from '../api/types';

/** Product search (debounced), category, ABC category and status. */
export function CostFilters({ value, onChange }: { value: Filters; onChange: (next: Partial<Filters>) => void }) {
  const [search, setSearch] = useState(value.search);
  // Categories failing to load is tolerated (spec 3 §7): the select is just empty.
  const categories = useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => apiClient.get<Array<{ name: string }>>('/categories', signal),
    staleTime: 60_000,
  });
  useEffect(() => {
    const timer = window.setTimeout(() => {
      if (search.trim() !== value.search) onChange({ search: search.trim() });
    }, 300);
    return () => window.clearTimeout(timer);
  }, [search, value.search, onChange]);
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' }, mb: 2 }}>
      <TextField
        size="small"
        label="Buscar producto"
        placeholder="SKU o nombre"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <TextField
        select
        size="small"
        label="Categoría"
        value={value.category}
        onChange={(event) => onChange({ category: event.target.value })}
      >
        <MenuItem value="">Todas</MenuItem>
        {(categories.data ?? []).map((c) => (
          <MenuItem key={c.name} value={c.name}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Categoría ABC"
        value={value.abc_category}
        onChange={(event) => onChange({ abc_category: event.target.value as Filters['abc_category'] })}
      >
        <MenuItem value="">Todas</MenuItem>
        <MenuItem value="A">A</MenuItem>
        <MenuItem value="B">B</MenuItem>
        <MenuItem value="C">C</MenuItem>
        <MenuItem value="none">Sin categoría</MenuItem>
      </TextField>
      <TextField
        select
        size="small"
        label="Estado"
        value={value.status}
        onChange={(event) => onChange({ status: event.target.value as Filters['status'] })}
      >
        <MenuItem value="">Todos</MenuItem>
        {PRODUCT_COST_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {PRODUCT_COST_STATUS_LABELS[s]}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
