import { formatDateCL } from '@bodega/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../components/data-table';
import { MOBILE_QUERY } from '../../../config/layout';
import type { StorageItem } from '../api/types';
import { locationLabel } from '../lib/execution';
import { ItemStatusChip } from './storage-chips';
import { ExpiryChip } from '../../../components/expiry-chip';

const lot = (item: StorageItem) => item.lot_number ?? item.serial_number ?? '—';
const expiry = (item: StorageItem) => (item.expiry_date ? formatDateCL(item.expiry_date) : '—');

const columns: GridColDef<StorageItem>[] = [
  { field: 'status', headerName: 'Estado', width: 120, renderCell: ({ row }) => <ItemStatusChip status={row.status} /> },
  { field: 'product', headerName: 'Producto', flex: 1.5, minWidth: 180, valueGetter: (_v, row) => row.product.name },
  {
    field: 'quantity_to_store',
    headerName: 'Cantidad',
    width: 110,
    type: 'number',
    valueGetter: (_v, row) => row.quantity_to_store,
  },
  {
    field: 'suggested_location',
    headerName: 'Ubicación Sugerida',
    flex: 1,
    minWidth: 150,
    valueGetter: (_v, row) => locationLabel(row.suggested_location),
  },
  {
    field: 'actual_location',
    headerName: 'Ubicación Real',
    flex: 1,
    minWidth: 140,
    valueGetter: (_v, row) => (row.actual_location ? locationLabel(row.actual_location) : '—'),
  },
  { field: 'lot_number', headerName: 'Lote', width: 130, valueGetter: (_v, row) => lot(row) },
  {
    field: 'expiry_date',
    headerName: 'Vencimiento',
    width: 200,
    valueGetter: (_v, row) => expiry(row),
    renderCell: ({ row }) => (row.expiry_date ? <ExpiryChip expiry={row.expiry_date} /> : '—'),
  },
];

/** Every item of the list with its suggested and real location. */
export function StorageItemsTable({ items }: { items: StorageItem[] }) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  if (!narrow)
    return (
      <DataTable<StorageItem>
        rows={items}
        columns={columns}
        hideFooter={items.length <= 100}
        pageSizeOptions={[100]}
        initialState={{ pagination: { paginationModel: { pageSize: 100, page: 0 } } }}
      />
    );
  return (
    <Box sx={{ display: 'grid', gap: 1 }}>
      {items.map((item) => (
        <Card key={item.id} variant="outlined" data-testid="storage-item-card">
          <CardContent sx={{ py: 1.5, '&:last-child': { pb: 1.5 } }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{item.product.name}</Typography>
              <ItemStatusChip status={item.status} />
            </Box>
            <Typography variant="body2">
              Cantidad {item.quantity_to_store} · Lote {lot(item)} · Vence {expiry(item)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Sugerida {locationLabel(item.suggested_location)} · Real{' '}
              {item.actual_location ? locationLabel(item.actual_location) : '—'}
            </Typography>
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
