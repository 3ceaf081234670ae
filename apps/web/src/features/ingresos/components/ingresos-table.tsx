import { INGRESO_SCREEN_MESSAGES as T, formatDateTimeCL } from '@bodega/domain';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedTable } from '../../../components/paged-table';
import type { IngresoSummary } from '../api/types';
import { IngresoActions, type IngresoRowActions } from './ingreso-actions';
import { IngresoStatusChip } from './ingreso-status-chip';

export interface IngresosTableProps {
  rows: IngresoSummary[];
  total: number;
  page: number;
  pageSize: number;
  loading: boolean;
  onPageChange: (page: number) => void;
  actions: IngresoRowActions;
}

/** The desktop list: one server page at a time (10 per page). */
export function IngresosTable({ rows, total, page, pageSize, loading, onPageChange, actions }: IngresosTableProps) {
  const columns = useMemo<GridColDef<IngresoSummary>[]>(
    () => [
      { field: 'reference', headerName: 'Referencia', flex: 1, minWidth: 140 },
      { field: 'created_at', headerName: 'Fecha', width: 160, valueFormatter: (value: string) => formatDateTimeCL(value) },
      {
        field: 'supplier',
        headerName: 'Proveedor',
        flex: 1.2,
        minWidth: 160,
        valueGetter: (value: string | null) => value || T.noSupplier,
      },
      { field: 'details_count', headerName: 'SKUs', width: 80, type: 'number' },
      {
        field: 'notes',
        headerName: 'Notas',
        flex: 1.3,
        minWidth: 160,
        valueGetter: (value: string | null) => value || T.noNotes,
      },
      { field: 'status', headerName: 'Estado', width: 130, renderCell: ({ row }) => <IngresoStatusChip status={row.status} /> },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 170,
        sortable: false,
        renderCell: ({ row }) => <IngresoActions ingreso={row} actions={actions} />,
      },
    ],
    [actions],
  );
  return (
    <PagedTable<IngresoSummary>
      rows={rows}
      columns={columns}
      loading={loading}
      rowCount={total}
      page={page}
      pageSize={pageSize}
      onPageChange={onPageChange}
      disableColumnSorting
      emptyText={T.empty}
    />
  );
}
