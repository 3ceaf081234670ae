import { INGRESO_STATUSES } from '@bodega/domain';
import Paper from '@mui/material/Paper';
import { DateFilter, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import type { IngresosListParams } from '../lib/list-params';

interface IngresosFiltersProps {
  params: IngresosListParams;
  onChange: (changes: Partial<IngresosListParams>) => void;
}

/** Status, date range and a debounced (300 ms, spec 1 §9) search over reference and supplier. */
export function IngresosFilters({ params, onChange }: IngresosFiltersProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: '2fr 1fr 1fr 1fr' } }}
    >
      <SearchFilter label="Buscar por referencia o proveedor" value={params.search} onChange={(search) => onChange({ search })} />
      <SelectFilter label="Estado" value={params.status} options={INGRESO_STATUSES} onChange={(status) => onChange({ status })} />
      <DateFilter label="Fecha desde" value={params.dateFrom} onChange={(dateFrom) => onChange({ dateFrom })} />
      <DateFilter label="Fecha hasta" value={params.dateTo} onChange={(dateTo) => onChange({ dateTo })} />
    </Paper>
  );
}
