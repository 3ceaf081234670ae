import { MOVEMENT_STATUSES, MOVEMENT_TYPE_LABELS, MOVEMENT_TYPES } from '@bodega/domain';
import { DateFilter, FilterBar, SearchFilter, SelectFilter } from '../../../components/filter-bar';
import type { MovementFilters } from '../lib/list-params';

interface MovementsFiltersProps {
  filters: MovementFilters;
  onChange: (change: Partial<MovementFilters>) => void;
}

/** filters: status, type, date from and a search by reference, notes or product. */
export function MovementsFilters({ filters, onChange }: MovementsFiltersProps) {
  return (
    <FilterBar columns="180px 220px 180px 1fr">
      <SelectFilter
        label="Estado"
        value={filters.status}
        options={MOVEMENT_STATUSES}
        onChange={(status) => onChange({ status })}
      />
      <SelectFilter
        label="Tipo"
        value={filters.type}
        options={MOVEMENT_TYPES}
        optionLabel={(type) => MOVEMENT_TYPE_LABELS[type]}
        onChange={(type) => onChange({ type })}
      />
      <DateFilter label="Fecha desde" value={filters.dateFrom} onChange={(dateFrom) => onChange({ dateFrom })} />
      <SearchFilter
        value={filters.search}
        onChange={(search) => onChange({ search })}
        placeholder="Referencia, producto o notas"
      />
    </FilterBar>
  );
}
