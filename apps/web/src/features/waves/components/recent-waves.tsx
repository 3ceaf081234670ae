import { formatNumberCL, type WaveSummary } from '@bodega/domain';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { paths } from '../../../config/paths';
import { useWaves } from '../api/get-waves';
import { statusPriorityColumns } from './wave-columns';

/** Minutes with one decimal after the Chilean comma ('2,2'), as the stat cards and the wave detail read. */
const minutes = (v: number | null) => (v === null ? '—' : formatNumberCL(v, 1));

const columns: GridColDef<WaveSummary>[] = [
  {
    field: 'name',
    headerName: 'Ola',
    flex: 1,
    minWidth: 160,
    sortable: false,
    renderCell: ({ row }) => (
      <Link component={RouterLink} to={paths.waveDetail.href(row.id)}>
        {row.name}
      </Link>
    ),
  },
  ...statusPriorityColumns<WaveSummary>(),
  { field: 'order_count', headerName: 'Órdenes', width: 90, type: 'number', sortable: false },
  {
    field: 'lists',
    headerName: 'Listas',
    width: 110,
    sortable: false,
    valueGetter: (_v, row) => `${row.completed_lists}/${row.list_count}`,
  },
  {
    field: 'estimated_time',
    headerName: 'Estimado (min)',
    width: 130,
    type: 'number',
    sortable: false,
    valueFormatter: minutes,
  },
  { field: 'actual_time', headerName: 'Real (min)', width: 110, type: 'number', sortable: false, valueFormatter: minutes },
];

/** The latest waves, each opening its details. */
export function RecentWaves() {
  const [pagination, setPagination] = useState<GridPaginationModel>({ page: 0, pageSize: 10 });
  const waves = useWaves(pagination.page + 1, pagination.pageSize);
  return (
    <Paper variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Typography variant="h6" sx={{ mb: 1 }}>
        Olas Recientes
      </Typography>
      <DataTable<WaveSummary>
        rows={waves.data?.data ?? []}
        columns={columns}
        loading={waves.isFetching}
        paginationMode="server"
        rowCount={waves.data?.pagination.total ?? 0}
        paginationModel={pagination}
        onPaginationModelChange={setPagination}
        localeText={{ noRowsLabel: 'Aún no hay olas' }}
      />
    </Paper>
  );
}
