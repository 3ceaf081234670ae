import {
  DISPATCH_PRIORITY_COLORS,
  DISPATCH_PRIORITY_LABELS,
  formatCLP,
  formatDateCL,
  orderStatusText,
  type PickedOrder,
} from '@bodega/domain';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Chip from '@mui/material/Chip';
import type { GridColDef, GridRowSelectionModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';

const STATUS_COLORS: Partial<Record<PickedOrder['status'], 'primary' | 'success' | 'info'>> = {
  picked: 'primary',
  shipped: 'success',
  consolidated: 'info',
  assigned_to_dock: 'info',
};
export const CONSOLIDABLE_STATUSES: readonly string[] = ['picked', 'shipped'];

/** The consolidation tab's table: row selection, 10 per page from the server, an eye for details. */
export function PickedOrdersTable(props: {
  rows: PickedOrder[];
  total: number;
  loading: boolean;
  page: number;
  onPage: (page: number) => void;
  selection: GridRowSelectionModel;
  onSelection: (model: GridRowSelectionModel) => void;
  onView: (order: PickedOrder) => void;
  showConsolidation: boolean;
}) {
  const { onView } = props;
  // Widths that show the date ('02-12-2026') and the Unidades and Acciones headers in full at
  // 1280 px beside the side menu (the Consolidación column, when shown, scrolls sideways).
  const columns = useMemo<GridColDef<PickedOrder>[]>(
    () => [
      { field: 'order_number', headerName: 'Orden', width: 115 },
      { field: 'customer_name', headerName: 'Cliente', flex: 1, minWidth: 140 },
      { field: 'order_date', headerName: 'Fecha', width: 110, valueFormatter: (value: string) => formatDateCL(value) },
      {
        field: 'priority',
        headerName: 'Prioridad',
        width: 100,
        renderCell: ({ row }) => (
          <Chip size="small" color={DISPATCH_PRIORITY_COLORS[row.priority]} label={DISPATCH_PRIORITY_LABELS[row.priority]} />
        ),
      },
      {
        field: 'status',
        headerName: 'Estado',
        width: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            color={STATUS_COLORS[row.status] ?? 'default'}
            label={orderStatusText({ status: row.status, shipped_at: null, tracking_number: row.tracking_number })}
          />
        ),
      },
      {
        field: 'consolidation_number',
        headerName: 'Consolidación',
        width: 130,
        valueFormatter: (value: string | null) => value ?? '—',
      },
      { field: 'total_items', headerName: 'Unidades', type: 'number', width: 95 },
      { field: 'total_amount', headerName: 'Total', width: 100, valueFormatter: (value: number) => formatCLP(value) },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 95,
        sortable: false,
        renderCell: ({ row }) => (
          <RowActions
            actions={[
              {
                title: 'Ver detalles',
                label: `Ver detalles de ${row.order_number}`,
                icon: <VisibilityIcon fontSize="small" />,
                onClick: () => onView(row),
              },
            ]}
          />
        ),
      },
    ],
    [onView],
  );
  return (
    <PagedTable<PickedOrder>
      rows={props.rows}
      columns={columns}
      loading={props.loading}
      checkboxSelection
      keepNonExistentRowsSelected
      isRowSelectable={({ row }) => CONSOLIDABLE_STATUSES.includes(row.status)}
      rowSelectionModel={props.selection}
      onRowSelectionModelChange={props.onSelection}
      rowCount={props.total}
      page={props.page}
      pageSize={10}
      onPageChange={props.onPage}
      disableColumnSorting
      // The consolidation is shown only when the filter lists consolidated or docked orders.
      columnVisibilityModel={{ consolidation_number: props.showConsolidation }}
      aria-label="Órdenes recolectadas"
    />
  );
}
