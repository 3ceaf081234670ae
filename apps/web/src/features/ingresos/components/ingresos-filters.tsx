import { INGRESO_STATUSES } from '@bodega/domain';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import type { IngresosListParams } from '../lib/list-params';

interface IngresosFiltersProps {
  params: IngresosListParams;
  onChange: (changes: Partial<IngresosListParams>) => void;
}

/** Status, date range and a debounced (300 ms, spec 1 §9) search over reference and supplier. */
export function IngresosFilters({ params, onChange }: IngresosFiltersProps) {
  const [search, setSearch] = useState(params.search);
  useEffect(() => {
    if (search === params.search) return;
    const timer = setTimeout(() => onChange({ search }), 300);
    return () => clearTimeout(timer);
  }, [search, params.search, onChange]);

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}
    >
      <TextField
        label="Buscar por referencia o proveedor"
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        size="small"
      />
      <TextField
        select
        label="Estado"
        size="small"
        value={params.status || 'Todos'}
        onChange={(event) =>
          onChange({ status: event.target.value === 'Todos' ? '' : (event.target.value as IngresosListParams['status']) })
        }
      >
        <MenuItem value="Todos">Todos</MenuItem>
        {INGRESO_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {status}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Fecha desde"
        type="date"
        size="small"
        value={params.dateFrom}
        onChange={(event) => onChange({ dateFrom: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Fecha hasta"
        type="date"
        size="small"
        value={params.dateTo}
        onChange={(event) => onChange({ dateTo: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
    </Paper>
  );
}
