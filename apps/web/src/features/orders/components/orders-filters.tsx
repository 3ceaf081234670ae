import { ORDER_STATUSES, ORDER_STATUS_LABELS } from '@bodega/domain';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import { DateFilter, SelectFilter } from '../../../components/filter-bar';
import { CustomerPicker } from '../../../components/customers/customer-picker';
import type { OrdersFilters as Filters } from '../lib/list-params';

/** Status, customer (name or RUT), 'Desde', 'Hasta'; kept in the URL by the page. */
export function OrdersFilters({ filters, onChange }: { filters: Filters; onChange: (change: Partial<Filters>) => void }) {
  const active = Boolean(filters.status || filters.customerId || filters.dateFrom || filters.dateTo);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      data-tour="orders-filters"
    >
      <SelectFilter
        label="Estado"
        value={filters.status}
        options={ORDER_STATUSES}
        optionLabel={(status) => ORDER_STATUS_LABELS[status]}
        onChange={(status) => onChange({ status })}
        sx={{ minWidth: 180 }}
      />
      <div style={{ flex: '2 1 260px' }}>
        <CustomerPicker value={filters.customerId} onChange={(customer) => onChange({ customerId: customer?.id ?? null })} />
      </div>
      <DateFilter label="Desde" value={filters.dateFrom} onChange={(dateFrom) => onChange({ dateFrom })} />
      <DateFilter label="Hasta" value={filters.dateTo} onChange={(dateTo) => onChange({ dateTo })} />
      {active && (
        <Button onClick={() => onChange({ status: '', customerId: null, dateFrom: '', dateTo: '' })}>Limpiar filtros</Button>
      )}
    </Paper>
  );
}
