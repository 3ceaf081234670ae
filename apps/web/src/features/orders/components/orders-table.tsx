import { formatCLP, formatDateTimeCL, formatRunWithDots } from '@bodega/domain';
import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import { PriorityRating } from '../../../components/priority-rating';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { GridColDef, GridPaginationModel } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { DataTable } from '../../../components/data-table';
import type { OrderSummary } from '../api/types';
import { OrderRowMenu, type RowCommand } from './order-row-menu';
import { OrderStatusChip } from './order-status-chip';

const LOCALE_TEXT = { noRowsLabel: 'No se encontraron órdenes' };

interface OrdersTableProps {
  rows: OrderSummary[];
  total: number;
  loading: boolean;
  page: number;
  pageSize: number;
  canManage: boolean;
  onPageChange: (model: GridPaginationModel) => void;
  onRefresh: () => void;
  onCommand: (command: RowCommand, order: OrderSummary) => void;
}

/** 'Órdenes de Venta': paged on the server; a viewer gets details only. */
export function OrdersTable({
  rows,
  total,
  loading,
  page,
  pageSize,
  canManage,
  onPageChange,
  onRefresh,
  onCommand,
}: OrdersTableProps) {
  const columns = useMemo<GridColDef<OrderSummary>[]>(
    () => [
      {
        field: 'order_number',
        headerName: 'Número',
        width: 130,
        renderCell: ({ row }) => (
          <Link component="button" onClick={() => onCommand('details', row)} underline="hover">
            {row.order_number}
          </Link>
        ),
      },
      {
        field: 'customer_name',
        headerName: 'Cliente',
        flex: 1.5,
        minWidth: 180,
        renderCell: ({ row }) => (
          <Box sx={{ lineHeight: 1.3, py: 0.5 }}>
            <Typography variant="body2">{row.customer_name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {row.customer_tax_id ? formatRunWithDots(row.customer_tax_id) : ''}
            </Typography>
          </Box>
        ),
      },
      {
        field: 'status',
        headerName: 'Estado',
        width: 160,
        renderCell: ({ row }) => (
          <OrderStatusChip status={row.status} partial={row.allocation_state === 'partial'} left={row.has_left} />
        ),
      },
      {
        field: 'priority',
        headerName: 'Prioridad',
        width: 130,
        renderCell: ({ row }) => <PriorityRating priority={row.priority} />,
      },
      { field: 'order_date', headerName: 'Fecha', width: 150, valueFormatter: (value: string) => formatDateTimeCL(value) },
      {
        field: 'total_amount',
        headerName: 'Total',
        width: 130,
        type: 'number',
        valueFormatter: (value: number) => formatCLP(value),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 90,
        sortable: false,
        renderCell: ({ row }) =>
          canManage ? (
            <OrderRowMenu order={row} onCommand={onCommand} />
          ) : (
            <Link component="button" onClick={() => onCommand('details', row)}>
              Ver
            </Link>
          ),
      },
    ],
    [canManage, onCommand],
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mb: 1 }}>
        <Typography variant="h6" component="h2">
          Órdenes de Venta
        </Typography>
        <Tooltip title="Actualizar">
          <IconButton onClick={onRefresh} aria-label="Actualizar órdenes">
            <RefreshIcon />
          </IconButton>
        </Tooltip>
      </Box>
      <DataTable<OrderSummary>
        rows={rows}
        columns={columns}
        rowCount={total}
        loading={loading}
        paginationMode="server"
        paginationModel={{ page, pageSize }}
        onPaginationModelChange={onPageChange}
        localeText={LOCALE_TEXT}
        getRowHeight={() => 'auto'}
      />
    </Paper>
  );
}
