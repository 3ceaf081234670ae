import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../components/data-table';
import type { StorageListSummary } from '../api/types';
import { ListActionButton } from './list-action-button';
import { ListStatusChip, PriorityChip } from './storage-chips';

const columns: GridColDef<StorageListSummary>[] = [
  { field: 'list_number', headerName: 'Lista', minWidth: 130, flex: 1 },
  { field: 'transaction', headerName: 'Ingreso', minWidth: 120, flex: 1, valueGetter: (_v, row) => row.transaction.reference },
  { field: 'priority', headerName: 'Prioridad', width: 100, renderCell: ({ row }) => <PriorityChip priority={row.priority} /> },
  { field: 'status', headerName: 'Estado', width: 120, renderCell: ({ row }) => <ListStatusChip status={row.status} /> },
  {
    field: 'progress',
    headerName: 'Progreso',
    width: 160,
    renderCell: ({ row }) => (
      <Box sx={{ width: '100%', pt: 1.5 }}>
        <LinearProgress variant="determinate" value={row.progress} aria-label={`Progreso ${row.list_number}`} />
        <Typography variant="caption" color="text.secondary">
          {row.completed_items} de {row.total_items} productos
        </Typography>
      </Box>
    ),
  },
  { field: 'estimated_time', headerName: 'Min. Est.', description: 'Tiempo estimado en minutos', width: 95, type: 'number' },
  {
    field: 'actions',
    headerName: 'Acciones',
    width: 130,
    sortable: false,
    renderCell: ({ row }) => <ListActionButton list={row} size="small" />,
  },
];

/** The operator's storage lists (storage tab). */
export function OperatorStorageTable({ lists, loading }: { lists: StorageListSummary[]; loading: boolean }) {
  return (
    <DataTable<StorageListSummary>
      rows={lists}
      columns={columns}
      loading={loading}
      initialState={{ pagination: { paginationModel: { pageSize: 10, page: 0 } } }}
    />
  );
}
