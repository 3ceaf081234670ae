import { formatCLP, formatDateCL, PURCHASE_ORDER_STATUS_COLORS, PURCHASE_ORDER_STATUS_LABELS } from '@bodega/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import type { GridColDef } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { PagedTable } from '../../../components/paged-table';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { errorMessage } from '../../../lib/api-client';
import { usePurchaseOrders, useSetPurchaseOrderStatus } from '../api/purchase-orders';
import type { PurchaseOrder } from '../api/types';
import { PURCHASE_ORDER_TEXT as T } from '../lib/messages';
import { PurchaseOrderDetailDialog } from './purchase-order-detail-dialog';
import { PurchaseOrderFormDialog } from './purchase-order-form-dialog';

const receivable = (status: PurchaseOrder['status']) =>
  status === 'borrador' || status === 'enviada' || status === 'recibida_parcial';

/**
 * 'Órdenes de Compra': a new order from scratch, the list (search by number or supplier), and
 * per order: view (lines, received units, receipts), edit while borrador, send, receive (opens a
 * pre-filled ingreso) and cancel.
 */
export function PurchaseOrdersPanel() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const settled = useDebouncedValue(search, 300);
  const orders = usePurchaseOrders(page, settled);
  const setStatus = useSetPurchaseOrderStatus();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const [form, setForm] = useState<{ open: boolean; order: PurchaseOrder | null }>({ open: false, order: null });
  const [detailId, setDetailId] = useState<number | null>(null);

  const change = useCallback(
    (row: PurchaseOrder, status: 'enviada' | 'cancelada') =>
      setStatus.mutate(
        { id: row.id, status },
        {
          onSuccess: () => enqueueSnackbar(status === 'enviada' ? T.sent : T.cancelled, { variant: 'success' }),
          onError: (e) => enqueueSnackbar(errorMessage(e, T.statusError), { variant: 'error' }),
        },
      ),
    [setStatus, enqueueSnackbar],
  );

  const actions = useCallback(
    (row: PurchaseOrder, inDetail = false) => (
      <>
        {!inDetail && (
          <Button size="small" onClick={() => setDetailId(row.id)} aria-label={`Ver ${row.order_number}`}>
            Ver
          </Button>
        )}
        {row.status === 'borrador' && (
          <Button
            size="small"
            onClick={() => {
              setDetailId(null);
              setForm({ open: true, order: row });
            }}
            aria-label={`Editar ${row.order_number}`}
          >
            Editar
          </Button>
        )}
        {row.status === 'borrador' && (
          <Button size="small" onClick={() => change(row, 'enviada')} aria-label={`Enviar ${row.order_number}`}>
            Enviar
          </Button>
        )}
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
        {receivable(row.status) && (
          <Button size="small" color="error" onClick={() => change(row, 'cancelada')} aria-label={`Cancelar ${row.order_number}`}>
            Cancelar
          </Button>
        )}
      </>
    ),
    [change, navigate],
  );

  const columns = useMemo<GridColDef<PurchaseOrder>[]>(
    () => [
      { field: 'order_number', headerName: 'N° Orden', width: 120 },
      { field: 'created_at', headerName: 'Fecha', width: 110, valueFormatter: (value: string) => formatDateCL(value) },
      {
        field: 'supplier',
        headerName: 'Proveedor',
        flex: 1,
        minWidth: 160,
        valueGetter: (value: PurchaseOrder['supplier']) => value.name,
      },
      {
        field: 'lines',
        headerName: 'Productos',
        flex: 1,
        minWidth: 180,
        valueGetter: (value: PurchaseOrder['lines']) => value.map((l) => `${l.product.sku} × ${l.quantity}`).join(', '),
      },
      {
        field: 'received_quantity',
        headerName: 'Recibido',
        width: 100,
        valueGetter: (_v, row) => `${row.received_quantity} / ${row.total_quantity}`,
      },
      { field: 'expected_total', headerName: 'Total esperado', width: 130, valueFormatter: (value: number) => formatCLP(value) },
      {
        field: 'status',
        headerName: 'Estado',
        width: 130,
        renderCell: ({ row }) => (
          <Chip size="small" color={PURCHASE_ORDER_STATUS_COLORS[row.status]} label={PURCHASE_ORDER_STATUS_LABELS[row.status]} />
        ),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 360,
        sortable: false,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', height: '100%' }}>
            {actions(row)}
          </Stack>
        ),
      },
    ],
    [actions],
  );
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2, alignItems: { sm: 'center' } }}>
        <TextField
          size="small"
          label="Buscar por número o proveedor"
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            setPage(1);
          }}
          sx={{ minWidth: 300 }}
        />
        <Button
          variant="contained"
          startIcon={<AddIcon />}
          onClick={() => setForm({ open: true, order: null })}
          sx={{ ml: { sm: 'auto' } }}
        >
          Nueva Orden de Compra
        </Button>
      </Stack>
      <PagedTable<PurchaseOrder>
        rows={orders.data?.data ?? []}
        columns={columns}
        loading={orders.isFetching}
        rowCount={orders.data?.pagination.total ?? 0}
        page={page}
        pageSize={10}
        onPageChange={setPage}
        disableColumnSorting
        emptyText={T.empty}
      />
      <PurchaseOrderFormDialog open={form.open} order={form.order} onClose={() => setForm({ open: false, order: null })} />
      <PurchaseOrderDetailDialog orderId={detailId} onClose={() => setDetailId(null)} actions={(order) => actions(order, true)} />
    </>
  );
}
