import { MOVEMENT_STATUSES, MOVEMENT_TYPE_LABELS, MOVEMENT_TYPES } from '@bodega/domain';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { MovementFilters } from '../lib/list-params';

const SEARCH_DEBOUNCE_MS = 300;

interface MovementsFiltersProps {
  filters: MovementFilters;
  onChange: (change: Partial<MovementFilters>) => void;
}

/** Spec 2 §2.3 filters: status, type, date from and a search by reference, notes or product. */
export function MovementsFilters({ filters, onChange }: MovementsFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  useEffect(() => {
    if (search.trim() === filters.search.trim()) return;
    const timer = window.setTimeout(() => onChange({ search }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, filters.search, onChange]);

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: '180px 220px 180px 1fr' }, mb: 2 }}>
      <TextField
        select
        size="small"
        label="Estado"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as MovementFilters['status'] })}
      >
        <MenuItem value="">Todos</MenuItem>
        {MOVEMENT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Tipo"
        value={filters.type}
        onChange={(event) => onChange({ type: event.target.value as MovementFilters['type'] })}
      >
        <MenuItem value="">Todos</MenuItem>
        {MOVEMENT_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {MOVEMENT_TYPE_LABELS[type]}
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
        label="Buscar"
        placeholder="Referencia, producto o notas"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
    </Box>
  );
}
