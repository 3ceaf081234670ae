import ClearIcon from '@mui/icons-material/Clear';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import { DateFilter, SearchFilter } from '../../../components/filter-bar';
import type { EgresoFilters } from '../api/types';

interface EgresosFiltersProps {
  filters: EgresoFilters;
  onChange: (change: Partial<EgresoFilters>) => void;
}

/** Filters (date from, date to, search), plus showing annulled orders. */
export function EgresosFilters({ filters, onChange }: EgresosFiltersProps) {
  const active = Boolean(filters.dateFrom || filters.dateTo || filters.search || filters.includeCancelled);

  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      <SearchFilter
        icon
        placeholder="N° de orden, área o notas"
        value={filters.search}
        onChange={(search) => onChange({ search })}
        sx={{ flex: '2 1 240px' }}
      />
      <DateFilter
        label="Desde"
        value={filters.dateFrom}
        max={filters.dateTo}
        onChange={(dateFrom) => onChange({ dateFrom })}
        sx={{ flex: '1 1 150px' }}
      />
      <DateFilter
        label="Hasta"
        value={filters.dateTo}
        min={filters.dateFrom}
        onChange={(dateTo) => onChange({ dateTo })}
        sx={{ flex: '1 1 150px' }}
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
          onClick={() => onChange({ dateFrom: '', dateTo: '', search: '', includeCancelled: false })}
        >
          Limpiar
        </Button>
      )}
    </Paper>
  );
}
