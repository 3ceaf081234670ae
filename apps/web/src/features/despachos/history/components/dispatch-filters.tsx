import { DISPATCH_STATUSES } from '@bodega/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { DispatchFilters as Filters } from '../lib/list-params';

const SEARCH_DEBOUNCE_MS = 300;

interface DispatchFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/** Spec 2 §2.1 History filters: status, date from, date to, search. */
export function DispatchFilters({ filters, onChange }: DispatchFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => {
    if (search.trim() === filters.search.trim()) return;
    const timer = window.setTimeout(() => onChange({ search }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters.search, onChange]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '180px 180px 180px 1fr' }, mb: 2 }}>
      <TextField
        select
        size="small"
        label="Estado"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as Filters['status'] })}
      >
        <MenuItem value="">Todos</MenuItem>
        {DISPATCH_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Fecha desde"
        value={filters.dateFrom}
        onChange={(event) => onChange({ dateFrom: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        type="date"
        label="Fecha hasta"
        value={filters.dateTo}
        onChange={(event) => onChange({ dateTo: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        size="small"
        label="Buscar"
        placeholder="Referencia, destino, producto o notas"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
    </Box>
  );
}
