import { ORDER_STATUSES, ORDER_STATUS_LABELS, type OrderStatus } from '@bodega/domain';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import { CustomerPicker } from '../../../components/customers/customer-picker';
import type { OrdersFilters as Filters } from '../lib/list-params';

/** Status, customer (name or RUT), 'Desde', 'Hasta' (spec 3 §2.1); kept in the URL by the page. */
export function OrdersFilters({ filters, onChange }: { filters: Filters; onChange: (change: Partial<Filters>) => void }) {
  const active = Boolean(filters.status || filters.customerId || filters.dateFrom || filters.dateTo);
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}
      data-tour="orders-filters"
    >
      <TextField
        select
        label="Estado"
        size="small"
        value={filters.status}
        onChange={(event) => onChange({ status: event.target.value as OrderStatus | '' })}
        sx={{ minWidth: 180 }}
      >
        <MenuItem value="">Todos</MenuItem>
        {ORDER_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {ORDER_STATUS_LABELS[status]}
          </MenuItem>
        ))}
      </TextField>
      <div style={{ flex: '2 1 260px' }}>
        <CustomerPicker value={filters.customerId} onChange={(customer) => onChange({ customerId: customer?.id ?? null })} />
      </div>
      <TextField
        label="Desde"
        type="date"
        size="small"
        value={filters.dateFrom}
        onChange={(event) => onChange({ dateFrom: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <TextField
        label="Hasta"
        type="date"
        size="small"
        value={filters.dateTo}
        onChange={(event) => onChange({ dateTo: event.target.value })}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      {active && (
        <Button onClick={() => onChange({ status: '', customerId: null, dateFrom: '', dateTo: '' })}>Limpiar filtros</Button>
      )}
    </Paper>
  );
}
