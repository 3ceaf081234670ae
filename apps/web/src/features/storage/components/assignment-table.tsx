import { STORAGE_STRATEGY_LABELS } from '@bodega/domain';
import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import Button from '@mui/material/Button';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import type { StorageListSummary } from '../api/types';
import { ListStatusChip, PriorityChip } from './storage-chips';

interface AssignmentTableProps {
  lists: StorageListSummary[];
  loading: boolean;
  onAssign: (list: StorageListSummary) => void;
}

export const ASSIGNMENT_EMPTY = 'No hay listas de almacenamiento por asignar';

/** Only pending and assigned lists can be (re)assigned; the server refuses the rest. */
export function assignLabel(list: StorageListSummary): string | null {
  if (list.status === 'pending') return 'Asignar';
  if (list.status === 'assigned') return 'Reasignar';
  return null;
}

/** The storage lists to assign, every row on one page. */
export function AssignmentTable({ lists, loading, onAssign }: AssignmentTableProps) {
  const columns = useMemo<GridColDef<StorageListSummary>[]>(
    () => [
      { field: 'list_number', headerName: 'Lista', minWidth: 130, flex: 1 },
      {
        field: 'transaction',
        headerName: 'Ingreso',
        minWidth: 120,
        flex: 1,
        valueGetter: (_v, row) => row.transaction.reference,
      },
      {
        field: 'priority',
        headerName: 'Prioridad',
        width: 100,
        renderCell: ({ row }) => <PriorityChip priority={row.priority} />,
      },
      {
        field: 'storage_strategy',
        headerName: 'Estrategia',
        width: 150,
        valueGetter: (_v, row) =>
          `${STORAGE_STRATEGY_LABELS[row.storage_strategy]}${row.piece_by_piece_enabled ? ' · Pieza a pieza' : ''}`,
      },
      {
        field: 'total_items',
        headerName: 'Productos',
        width: 100,
        description: 'Productos (unidades)',
        valueGetter: (_v, row) => row.total_items,
        renderCell: ({ row }) => `${row.total_items} (${row.total_units} u.)`,
      },
      {
        field: 'status',
        headerName: 'Estado',
        width: 120,
        renderCell: ({ row }) => <ListStatusChip status={row.status} />,
      },
      {
        field: 'assigned_user',
        headerName: 'Operario',
        width: 110,
        valueGetter: (_v, row) => row.assigned_user?.username ?? 'Sin asignar',
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => {
          const label = assignLabel(row);
          return label ? (
            <Button
              size="small"
              variant={row.status === 'pending' ? 'contained' : 'outlined'}
              startIcon={<AssignmentIndIcon />}
              onClick={() => onAssign(row)}
              aria-label={`${label} ${row.list_number}`}
            >
              {label}
            </Button>
          ) : null;
        },
      },
    ],
    [onAssign],
  );
  return (
    <DataTable<StorageListSummary>
      rows={lists}
      columns={columns}
      loading={loading}
      // The MIT grid shows at most 100 rows a page; below that every row is on one page, as the spec asks.
      hideFooter={lists.length <= 100}
      pageSizeOptions={[100]}
      initialState={{ pagination: { paginationModel: { pageSize: 100, page: 0 } } }}
    />
  );
}
