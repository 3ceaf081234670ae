import { DISPATCH_HISTORY_MESSAGES, formatDateCL } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import VisibilityIcon from '@mui/icons-material/Visibility';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DocumentTable, productsColumn, productsSummary, referenceColumn } from '../../../../components/document-table';
import { RowActions } from '../../../../components/row-actions';
import { MOBILE_QUERY } from '../../../../config/layout';
import type { Dispatch } from '../api/types';
import { DISPATCHES_PAGE_SIZE } from '../lib/list-params';
import { DispatchStatusChip } from './dispatch-status-chip';

export interface DispatchActions {
  onView: (dispatch: Dispatch) => void;
  onEdit: (dispatch: Dispatch) => void;
  onDelete: (dispatch: Dispatch) => void;
}

interface DispatchTableProps extends DispatchActions {
  rows: Dispatch[];
  rowCount: number;
  loading: boolean;
  page: number;
  onPageChange: (page: number) => void;
}

const summaryOf = (dispatch: Dispatch) => productsSummary(dispatch.items, dispatch.items_count);

const place = (location: { code: string; description: string | null }) =>
  location.description ? `${location.code} — ${location.description}` : location.code;

/** The history, 10 per page, paged on the server; edit and delete only while Pendiente. */
export function DispatchTable({ rows, rowCount, loading, page, onPageChange, onView, onEdit, onDelete }: DispatchTableProps) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const columns = useMemo<GridColDef<Dispatch>[]>(
    () => [
      referenceColumn(
        narrow,
        (row) => `${row.destination} · ${formatDateCL(row.dispatch_date)}`,
        (row) => <DispatchStatusChip status={row.status} />,
      ),
      { field: 'dispatch_date', headerName: 'Fecha', width: 110, valueFormatter: (value: string) => formatDateCL(value) },
      { field: 'destination', headerName: 'Destino', flex: 0.8, minWidth: 140 },
      { field: 'status', headerName: 'Estado', width: 120, renderCell: ({ row }) => <DispatchStatusChip status={row.status} /> },
      productsColumn(
        summaryOf,
        (row) => row.items_count,
        (row) => row.total_quantity,
      ),
      {
        field: 'source_location',
        headerName: 'Origen',
        flex: 0.7,
        minWidth: 130,
        valueGetter: (_value, row) => place(row.source_location),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 130,
        sortable: false,
        renderCell: ({ row }) => (
          <RowActions
            actions={[
              {
                title: 'Ver orden',
                label: `Ver despacho ${row.reference}`,
                icon: <VisibilityIcon fontSize="small" />,
                onClick: () => onView(row),
              },
              {
                title: 'Editar',
                label: `Editar despacho ${row.reference}`,
                icon: <EditIcon fontSize="small" />,
                onClick: () => onEdit(row),
                hidden: !row.editable,
              },
              {
                title: 'Eliminar',
                label: `Eliminar despacho ${row.reference}`,
                icon: <DeleteIcon fontSize="small" />,
                color: 'error',
                onClick: () => onDelete(row),
                hidden: !row.editable,
              },
            ]}
          />
        ),
      },
    ],
    [narrow, onView, onEdit, onDelete],
  );

  return (
    <DocumentTable<Dispatch>
      rows={rows}
      columns={columns}
      rowCount={rowCount}
      loading={loading}
      page={page}
      pageSize={DISPATCHES_PAGE_SIZE}
      onPageChange={onPageChange}
      emptyText={DISPATCH_HISTORY_MESSAGES.empty}
      narrow={narrow}
      hiddenWhenNarrow={['dispatch_date', 'destination', 'status', 'products', 'source_location']}
      aria-label="Historial de despachos"
    />
  );
}
