import { formatCLP, formatDateCL, PURCHASE_ORDER_STATUS_COLORS, PURCHASE_ORDER_STATUS_LABELS } from '@bodega/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import type { GridColDef } from '@mui/x-data-grid';
import { esES } from '@mui/x-data-grid/locales';
import { useSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { DataTable } from '../../../components/data-table';
import { errorMessage } from '../../../lib/api-client';
import { usePurchaseOrders, useSetPurchaseOrderStatus } from '../api/purchase-orders';
import type { PurchaseOrder } from '../api/types';

const LOCALE_TEXT = { ...esES.components.MuiDataGrid.defaultProps.localeText, noRowsLabel: 'No hay órdenes de compra' };
const receivable = (status: PurchaseOrder['status']) =>
  status === 'borrador' || status === 'enviada' || status === 'recibida_parcial';

/** 'Órdenes de Compra': status, received units; send, cancel, or receive (opens a pre-filled ingreso). */
export function PurchaseOrdersPanel() {
  const [page, setPage] = useState(0);
  const orders = usePurchaseOrders(page + 1);
  const setStatus = useSetPurchaseOrderStatus();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const columns = useMemo<GridColDef<PurchaseOrder>[]>(
    () => [
      { field: 'order_number', headerName: 'N° Orden', width: 120 },
      { field: 'created_at', headerName: 'Fecha', width: 110, valueFormatter: (value: string) => formatDateCL(value) },
      {
        field: 'supplier',
        headerName: 'Proveedor',
        flex: 1,
        minWidth: 180,
        valueGetter: (value: PurchaseOrder['supplier']) => value.name,
      },
      {
        field: 'lines',
        headerName: 'Productos',
        flex: 1,
        minWidth: 200,
        valueGetter: (value: PurchaseOrder['lines']) => value.map((l) => `${l.product.sku} × ${l.quantity}`).join(', '),
      },
      {
        field: 'received_quantity',
        headerName: 'Recibido',
        width: 110,
        valueGetter: (_v, row) => `${row.received_quantity} / ${row.total_quantity}`,
      },
      { field: 'expected_total', headerName: 'Total esperado', width: 130, valueFormatter: (value: number) => formatCLP(value) },
      {
        field: 'status',
        headerName: 'Estado',
        width: 140,
        renderCell: ({ row }) => (
          <Chip size="small" color={PURCHASE_ORDER_STATUS_COLORS[row.status]} label={PURCHASE_ORDER_STATUS_LABELS[row.status]} />
        ),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 260,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center', height: '100%' }}>
            {receivable(row.status) && (
              <Button
                size="small"
                variant="contained"
                onClick={() => void navigate(`/ingresos?purchase_order=${row.id}`)}
                aria-label={`Recibir ${row.order_number}`}
              >
                Recibir
              </Button>
            )}
            {row.status === 'borrador' && (
              <Button
                size="small"
                onClick={() =>
                  setStatus.mutate(
                    { id: row.id, status: 'enviada' },
                    {
                      onError: (e) =>
                        enqueueSnackbar(errorMessage(e, 'Error al actualizar la orden de compra'), { variant: 'error' }),
                    },
                  )
                }
              >
                Enviar
              </Button>
            )}
            {receivable(row.status) && (
              <Button
                size="small"
                color="error"
                onClick={() =>
                  setStatus.mutate(
                    { id: row.id, status: 'cancelada' },
                    {
                      onError: (e) =>
                        enqueueSnackbar(errorMessage(e, 'Error al actualizar la orden de compra'), { variant: 'error' }),
                    },
                  )
                }
              >
                Cancelar
              </Button>
            )}
          </Stack>
        ),
      },
    ],
    [navigate, setStatus, enqueueSnackbar],
  );
  return (
    <DataTable<PurchaseOrder>
      rows={orders.data?.data ?? []}
      columns={columns}
      loading={orders.isFetching}
      paginationMode="server"
      rowCount={orders.data?.pagination.total ?? 0}
      paginationModel={{ page, pageSize: 10 }}
      onPaginationModelChange={(model) => setPage(model.page)}
      pageSizeOptions={[10]}
      disableColumnSorting
      localeText={LOCALE_TEXT}
    />
  );
}
