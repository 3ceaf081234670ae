import {
  ORDER_SCREEN_MESSAGES,
  ORDER_STATUS_LABELS,
  ORDER_TOAST_MS,
  allocationErrorToast,
  allocationToast,
  pageTitleFor,
} from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import type { GridPaginationModel } from '@mui/x-data-grid';
import { useQueryClient } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useAllocateOrder } from '../api/allocate-order';
import { useCreatePickingList } from '../api/create-picking-list';
import { useDebugAllocation } from '../api/debug-allocation';
import { useOrderStats } from '../api/get-order-stats';
import { useOrders } from '../api/get-orders';
import { ordersQueryKey } from '../api/keys';
import { useReleaseOrder } from '../api/release-order';
import { useRepairOrder } from '../api/repair-order';
import { useShipOrder } from '../api/ship-order';
import type { OrderSummary } from '../api/types';
import { OrderDetailsDialog } from '../components/order-details-dialog';
import { OrderFormDialog } from '../components/order-form-dialog';
import type { RowCommand } from '../components/order-row-menu';
import { OrdersFilters } from '../components/orders-filters';
import { OrdersStats } from '../components/orders-stats';
import { OrdersTable } from '../components/orders-table';
import { readOrdersState, writeOrdersState, type OrdersListState } from '../lib/list-params';

const M = ORDER_SCREEN_MESSAGES;

/** 'Gestión de Órdenes': admin manages, viewer reads. Filters and page live in the URL. */
export default function OrdersPage() {
  const { user } = useSession();
  const canManage = user?.role === 'admin';
  const { enqueueSnackbar } = useSnackbar();
  const client = useQueryClient();
  const [params, setParams] = useSearchParams();
  const list = useMemo(() => readOrdersState(params), [params]);
  const filters = useMemo(
    () => ({ status: list.status, customerId: list.customerId, dateFrom: list.dateFrom, dateTo: list.dateTo }),
    [list.status, list.customerId, list.dateFrom, list.dateTo],
  );
  const orders = useOrders({ filters, page: list.page + 1, perPage: list.pageSize });
  const stats = useOrderStats();
  const allocate = useAllocateOrder();
  const release = useReleaseOrder();
  const repair = useRepairOrder();
  const debug = useDebugAllocation();
  const pickingList = useCreatePickingList();
  const ship = useShipOrder();
  const [form, setForm] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });
  const [details, setDetails] = useState<{ open: boolean; id: number | null }>({ open: false, id: null });

  const change = useCallback(
    (next: Partial<OrdersListState>) => setParams((current) => writeOrdersState(current, next), { replace: true }),
    [setParams],
  );
  const onPageChange = useCallback(
    (model: GridPaginationModel) => change({ page: model.page, pageSize: model.pageSize }),
    [change],
  );
  const toast = useCallback(
    (message: string, variant: 'success' | 'error' | 'warning' | 'info', ms: number = ORDER_TOAST_MS.short) =>
      enqueueSnackbar(message, { variant, autoHideDuration: ms }),
    [enqueueSnackbar],
  );

  const onCommand = useCallback(
    async (command: RowCommand, order: OrderSummary) => {
      switch (command) {
        case 'details':
          setDetails({ open: true, id: order.id });
          return;
        case 'edit':
          setForm({ open: true, id: order.id });
          return;
        case 'allocate':
          try {
            const result = await allocate.mutateAsync(order.id);
            const outcome = allocationToast(result);
            toast(outcome.message, outcome.variant, outcome.variant === 'success' ? ORDER_TOAST_MS.short : ORDER_TOAST_MS.medium);
            // The allocation is verified a second later.
            setTimeout(() => void client.invalidateQueries({ queryKey: ordersQueryKey }), 1000);
          } catch (error) {
            toast(
              allocationErrorToast(error instanceof ApiError ? error.status : 0, error instanceof Error ? error.message : ''),
              'error',
              ORDER_TOAST_MS.medium,
            );
          }
          return;
        case 'release':
          try {
            await release.mutateAsync(order.id);
            toast(M.released, 'success');
          } catch (error) {
            toast(errorMessage(error, M.releaseError), 'error');
          }
          return;
        case 'picking_list':
          try {
            await pickingList.mutateAsync(order.id);
            toast(M.pickingListCreated, 'success');
          } catch (error) {
            toast(errorMessage(error, M.pickingListError), 'error');
          }
          return;
        case 'ship':
          try {
            await ship.mutateAsync(order.id);
            toast(M.shipped, 'success');
          } catch (error) {
            toast(errorMessage(error, M.shipError), 'error');
          }
          return;
        case 'repair':
          try {
            const result = await repair.mutateAsync(order.id);
            toast(M.repaired(order.order_number, result.message), result.repaired ? 'success' : 'info', ORDER_TOAST_MS.medium);
          } catch (error) {
            toast(errorMessage(error, M.repairError), 'error');
          }
          return;
        case 'debug':
          try {
            const result = await debug.mutateAsync(order.id);
            const lines = result.lines
              .filter((line) => line.allocated < line.requested)
              .map((line) => `${line.product_name}: ${line.diagnosis}`);
            toast(
              `${result.order_number} · Estado: ${ORDER_STATUS_LABELS[result.status]} · Solicitado: ${result.total_requested} · Asignado: ${result.total_allocated}${lines.length ? ` · ${lines.join(' · ')}` : ''}`,
              result.total_allocated >= result.total_requested ? 'info' : 'warning',
              ORDER_TOAST_MS.long,
            );
          } catch (error) {
            toast(errorMessage(error, M.debugError), 'error');
          }
          return;
        case 'cancel':
          return;
      }
    },
    [allocate, release, pickingList, ship, repair, debug, toast, client],
  );

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.orders.path, user?.role ?? null)}
        description="Órdenes de venta: clientes, asignación de inventario con reservas, listas de picking y envío."
        actions={
          canManage ? (
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, id: null })}>
              Nueva Orden
            </Button>
          ) : undefined
        }
      />
      <OrdersStats stats={stats.data} />
      <OrdersFilters filters={filters} onChange={change} />
      {orders.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.loadError}
        </Alert>
      )}
      <OrdersTable
        rows={orders.data?.data ?? []}
        total={orders.data?.pagination.total ?? 0}
        loading={orders.isFetching}
        page={list.page}
        pageSize={list.pageSize}
        canManage={canManage}
        onPageChange={onPageChange}
        onRefresh={() => void client.invalidateQueries({ queryKey: ordersQueryKey })}
        onCommand={(command, order) => void onCommand(command, order)}
      />
      {canManage && (
        <OrderFormDialog open={form.open} orderId={form.id} onClose={() => setForm((state) => ({ ...state, open: false }))} />
      )}
      <OrderDetailsDialog
        orderId={details.id}
        open={details.open}
        onClose={() => setDetails((state) => ({ ...state, open: false }))}
      />
    </>
  );
}
