import {
  DISPATCH_MESSAGES,
  DISPATCH_PRIORITIES,
  DISPATCH_PRIORITY_LABELS,
  orderStatusText,
  type Consolidation,
  type PickedOrder,
} from '@bodega/domain';
import InventoryIcon from '@mui/icons-material/Inventory2';
import LocalShippingIcon from '@mui/icons-material/LocalShipping';
import MergeTypeIcon from '@mui/icons-material/MergeType';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { GridRowSelectionModel } from '@mui/x-data-grid';
import { useSnackbar } from 'notistack';
import { useCallback, useState } from 'react';
import { SelectFilter } from '../../../components/filter-bar';
import { StatCard } from '../../../components/stat-card';
import { useListParams } from '../../../lib/use-list-params';
import { useDispatchStats } from '../api/get-dispatch-stats';
import { usePickedOrders } from '../api/get-picked-orders';
import { PICKED_ORDER_STATUSES, pickedOrdersParams } from '../lib/list-params';
import { TOAST_MS } from '../lib/toasts';
import { ConsolidationDialog } from './consolidation-dialog';
import { DockAssignmentDialog, type AssignmentSubject } from './dock-assignment-dialog';
import { OrderDetailsDialog } from './order-details-dialog';
import { CONSOLIDABLE_STATUSES, PickedOrdersTable } from './picked-orders-table';

const NO_SELECTION: GridRowSelectionModel = { type: 'include', ids: new Set() };

/** Consolidation tab: banner, counters, filters, the picked orders and the two actions. */
export function ConsolidationTab({ onConsolidated, onAssigned }: { onConsolidated: () => void; onAssigned: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [state, change] = useListParams(pickedOrdersParams);
  const orders = usePickedOrders(state);
  const stats = useDispatchStats();
  const [selection, setSelection] = useState<GridRowSelectionModel>(NO_SELECTION);
  // The selected orders themselves, so a selection kept across pages still knows its orders.
  const [selected, setSelected] = useState<PickedOrder[]>([]);
  const onSelection = (model: GridRowSelectionModel) => {
    const known = new Map([...selected, ...(orders.data?.data ?? [])].map((o) => [o.id, o]));
    setSelection(model);
    setSelected(
      [...model.ids]
        .map((id) => known.get(Number(id)))
        .filter((o): o is PickedOrder => Boolean(o && CONSOLIDABLE_STATUSES.includes(o.status))),
    );
  };
  const clearSelection = () => {
    setSelection(NO_SELECTION);
    setSelected([]);
  };
  const [viewing, setViewing] = useState<PickedOrder | null>(null);
  const [consolidating, setConsolidating] = useState(false);
  const [assigning, setAssigning] = useState<AssignmentSubject | null>(null);
  const onView = useCallback((order: PickedOrder) => setViewing(order), []);

  const consolidate = () => {
    if (selected.length < 2) {
      enqueueSnackbar(DISPATCH_MESSAGES.consolidateMinOrders, { variant: 'warning', autoHideDuration: TOAST_MS.info });
      return;
    }
    setConsolidating(true);
  };
  const assign = () => {
    if (selected.length < 1) {
      enqueueSnackbar(DISPATCH_MESSAGES.assignMinOrders, { variant: 'warning', autoHideDuration: TOAST_MS.info });
      return;
    }
    setAssigning({
      kind: 'orders',
      orderIds: selected.map((o) => o.id),
      label: selected.length === 1 ? `Orden ${selected[0]!.order_number}` : `${selected.length} órdenes`,
    });
  };
  const done = (_: Consolidation) => {
    clearSelection();
    onConsolidated();
  };

  return (
    <Stack spacing={2}>
      <Alert severity="info">
        Flujo de operación: 1) seleccione órdenes recolectadas, 2) consolide, 3) asigne a un muelle, 4) cargue el vehículo y 5)
        genere el envío con su manifiesto.
      </Alert>
      <Grid container spacing={2}>
        <Grid size={{ xs: 6, md: 4 }}>
          <StatCard
            label="Consolidaciones activas"
            value={stats.data?.consolidations ?? null}
            icon={<MergeTypeIcon />}
            tone="info"
          />
        </Grid>
        <Grid size={{ xs: 6, md: 4 }}>
          <StatCard label="Envíos" value={stats.data?.shipments ?? null} icon={<LocalShippingIcon />} tone="success" />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <StatCard
            label="Órdenes por consolidar"
            value={stats.data?.picked_orders ?? null}
            icon={<InventoryIcon />}
            tone="warning"
          />
        </Grid>
      </Grid>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <SelectFilter
          label="Estado"
          value={state.status}
          options={PICKED_ORDER_STATUSES}
          optionLabel={(status) => orderStatusText({ status, shipped_at: null, tracking_number: null })}
          onChange={(status) => change({ status })}
          allLabel="Por consolidar"
          sx={{ minWidth: 200 }}
        />
        <TextField size="small" label="Cliente" value={state.customer} onChange={(e) => change({ customer: e.target.value })} />
        <SelectFilter
          label="Prioridad"
          value={state.priority}
          options={DISPATCH_PRIORITIES}
          optionLabel={(priority) => DISPATCH_PRIORITY_LABELS[priority]}
          onChange={(priority) => change({ priority })}
          allLabel="Todas"
          sx={{ minWidth: 160 }}
        />
        <TextField size="small" label="Buscar orden" value={state.search} onChange={(e) => change({ search: e.target.value })} />
      </Stack>
      {selected.length > 0 && (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button variant="contained" startIcon={<MergeTypeIcon />} onClick={consolidate}>
            Consolidar Órdenes ({selected.length})
          </Button>
          <Button variant="outlined" startIcon={<LocalShippingIcon />} onClick={assign}>
            Asignar a Muelle
          </Button>
        </Stack>
      )}
      {orders.isError && <Alert severity="error">Error al cargar las órdenes recolectadas</Alert>}
      <PickedOrdersTable
        rows={orders.data?.data ?? []}
        total={orders.data?.pagination.total ?? 0}
        loading={orders.isFetching}
        page={state.page}
        onPage={(page) => change({ page })}
        selection={selection}
        onSelection={onSelection}
        onView={onView}
        showConsolidation={state.status === 'consolidated' || state.status === 'assigned_to_dock'}
      />
      <OrderDetailsDialog order={viewing} onClose={() => setViewing(null)} />
      <ConsolidationDialog open={consolidating} orders={selected} onClose={() => setConsolidating(false)} onDone={done} />
      <DockAssignmentDialog
        subject={assigning}
        onClose={() => setAssigning(null)}
        onDone={() => {
          clearSelection();
          onAssigned();
        }}
      />
    </Stack>
  );
}
