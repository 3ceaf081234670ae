import ClearIcon from '@mui/icons-material/Clear';
import SearchIcon from '@mui/icons-material/Search';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import InputAdornment from '@mui/material/InputAdornment';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import type { EgresoFilters } from '../api/types';

/** Spec 1 §9: search debounce 300 ms. */
const SEARCH_DEBOUNCE_MS = 300;

interface EgresosFiltersProps {
  filters: EgresoFilters;
  onChange: (change: Partial<EgresoFilters>) => void;
}

/** Filters of spec 1 §2.8 (date from, date to, search), plus showing annulled orders. */
export function EgresosFilters({ filters, onChange }: EgresosFiltersProps) {
  const [search, setSearch] = useState(filters.search);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  const typeSearch = (value: string) => {
    setSearch(value);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(() => onChange({ search: value }), SEARCH_DEBOUNCE_MS);
  };

  const active = Boolean(filters.dateFrom || filters.dateTo || filters.search || filters.includeCancelled);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <TextField
        label="Buscar"
        placeholder="N° de orden, área o notas"
        value={search}
        onChange={(event) => typeSearch(event.target.value)}
        size="small"
        sx={{ flex: '2 1 240px' }}
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
        label="Desde"
        type="date"
        value={filters.dateFrom}
        onChange={(event) => onChange({ dateFrom: event.target.value })}
        size="small"
        sx={{ flex: '1 1 150px' }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: filters.dateTo || undefined } }}
      />
      <TextField
        label="Hasta"
        type="date"
        value={filters.dateTo}
        onChange={(event) => onChange({ dateTo: event.target.value })}
        size="small"
        sx={{ flex: '1 1 150px' }}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: filters.dateFrom || undefined } }}
      />
      <FormControlLabel
        control={
          <Switch checked={filters.includeCancelled} onChange={(event) => onChange({ includeCancelled: event.target.checked })} />
        }
        label="Mostrar anuladas"
      />
      {active && (
        <Button
          startIcon={<ClearIcon />}
          onClick={() => {
            if (timer.current) clearTimeout(timer.current);
            setSearch('');
            onChange({ dateFrom: '', dateTo: '', search: '', includeCancelled: false });
          }}
        >
          Limpiar
        </Button>
      )}
    </Paper>
  );
}
