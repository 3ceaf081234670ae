import { DISPATCH_STATUSES } from '@bodega/domain';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../../../../components/filter-bar';
import type { DispatchFilters as Filters } from '../lib/list-params';

interface DispatchFiltersProps {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
}

/** History filters: status, date from, date to, search. */
export function DispatchFilters({ filters, onChange }: DispatchFiltersProps) {
  return (
    <FilterBar columns="180px 180px 180px 1fr">
      <SelectFilter
        label="Estado"
        value={filters.status}
        options={DISPATCH_STATUSES}
        onChange={(status) => onChange({ status })}
      />
      <DateFilter label="Fecha desde" value={filters.dateFrom} onChange={(dateFrom) => onChange({ dateFrom })} />
      <DateFilter label="Fecha hasta" value={filters.dateTo} onChange={(dateTo) => onChange({ dateTo })} />
      <SearchFilter
        value={filters.search}
        onChange={(search) => onChange({ search })}
        placeholder="Referencia, destino, producto o notas"
        sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}
      />
    </FilterBar>
  );
}
