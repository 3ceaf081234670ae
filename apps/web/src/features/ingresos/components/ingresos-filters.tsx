import { INGRESO_STATUSES } from '@bodega/domain';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { DateFilter, SearchFilter } from '../../../components/filter-bar';
import type { IngresosListParams } from '../lib/list-params';

interface IngresosFiltersProps {
  params: IngresosListParams;
  onChange: (changes: Partial<IngresosListParams>) => void;
}

/** Status, date range and a debounced (300 ms) search over reference and supplier. */
export function IngresosFilters({ params, onChange }: IngresosFiltersProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}
    >
      <SearchFilter label="Buscar por referencia o proveedor" value={params.search} onChange={(search) => onChange({ search })} />
      {/* 'Todos' is a value of its own here, so that the field shows it. */}
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
      <DateFilter label="Fecha desde" value={params.dateFrom} onChange={(dateFrom) => onChange({ dateFrom })} />
      <DateFilter label="Fecha hasta" value={params.dateTo} onChange={(dateTo) => onChange({ dateTo })} />
    </Paper>
  );
}
