import { PRODUCT_COST_STATUS_LABELS, PRODUCT_COST_STATUSES } from '@bodega/domain';
import Box from '@mui/material/Box';
import { SearchFilter, SelectFilter } from '../../../components/filter-bar';
import { useCategories } from '../../../lib/resources/categories';
import type { CostFilters as Filters } from '../api/types';

const ABC_OPTIONS = ['A', 'B', 'C', 'none'] as const;

/** Product search (debounced), category, ABC category and status. */
export function CostFilters({ value, onChange }: { value: Filters; onChange: (next: Partial<Filters>) => void }) {
  // Categories failing to load is tolerated: the select is just empty.
  const categories = useCategories();
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' }, mb: 2 }}>
      <SearchFilter
        label="Buscar producto"
        placeholder="SKU o nombre"
        value={value.search}
        onChange={(search) => onChange({ search: search.trim() })}
      />
      <SelectFilter
        label="Categoría"
        allLabel="Todas"
        value={value.category}
        options={(categories.data ?? []).map((c) => c.name)}
        onChange={(category) => onChange({ category })}
      />
      <SelectFilter
        label="Categoría ABC"
        allLabel="Todas"
        value={value.abc_category}
        options={ABC_OPTIONS}
        optionLabel={(abc) => (abc === 'none' ? 'Sin categoría' : abc)}
        onChange={(abc_category) => onChange({ abc_category })}
      />
      <SelectFilter
        label="Estado"
        value={value.status}
        options={PRODUCT_COST_STATUSES}
        optionLabel={(status) => PRODUCT_COST_STATUS_LABELS[status]}
        onChange={(status) => onChange({ status })}
      />
    </Box>
  );
}
