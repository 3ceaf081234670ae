import { INVENTORY_SCREEN_MESSAGES as M, canSetUpCatalog, pageTitleFor } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import CategoryIcon from '@mui/icons-material/Category';
import Inventory2Icon from '@mui/icons-material/Inventory2';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Suspense, useCallback, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-client';
import { useSession } from '../../../lib/session';
import { useInventory } from '../api/get-inventory';
import type { GroupProduct } from '../api/types';
import { AddLotDialog } from '../components/add-lot-dialog';
import { AdjustStockDialog, type AdjustTarget } from '../components/adjust-stock-dialog';
import { ExportMenu } from '../components/export-menu';
import { InventoryDetailDialog, type DetailTarget } from '../components/inventory-detail-dialog';
import { InventoryFilters } from '../components/inventory-filters';
import type { InventoryRowHandlers } from '../components/inventory-row-actions';
import { InventoryStats } from '../components/inventory-stats';
import { InventoryTable } from '../components/inventory-table';
import { LazyCategoriesDialog, LazyProductFormDialog, LazyProductsDialog } from '../components/lazy-dialogs';
import { hasActiveFilters, readInventoryParams, writeInventoryParams, type InventoryParams } from '../lib/inventory-params';
import type { InventoryLine } from '../lib/inventory-rows';

type Panel = 'productos' | 'categorias';

/** A dialog keeps its subject while closing so its content does not flicker. */
interface Open<T> {
  open: boolean;
  value: T;
}

/**
 * 'Gestión de Inventario' / 'Consultar Inventario'. Filters, page and the open
 * management panel live in the URL; the server filters, groups and pages.
 */
export default function InventoryPage() {
  const { user } = useSession();
  const role = user?.role ?? null;
  const canManage = role === 'admin';
  // Restricted mode hides categories, product creation, Excel and template buttons.
  const canSetUp = canSetUpCatalog(user);
  const showActions = role === 'admin' || role === 'operator';
  const [searchParams, setSearchParams] = useSearchParams();
  const params = useMemo(() => readInventoryParams(searchParams), [searchParams]);
  const panel = searchParams.get('panel') as Panel | null;
  const inventory = useInventory(params);

  const [expanded, setExpanded] = useState<ReadonlySet<number>>(new Set());
  const [adjust, setAdjust] = useState<Open<AdjustTarget | null>>({ open: false, value: null });
  const [detail, setDetail] = useState<Open<DetailTarget | null>>({ open: false, value: null });
  const [addLot, setAddLot] = useState<Open<GroupProduct | null>>({ open: false, value: null });
  const [form, setFormState] = useState<Open<number | null>>({ open: false, value: null });
  // A lazily loaded dialog is mounted from its first opening on, so it can animate its closing.
  const [formUsed, setFormUsed] = useState(false);
  const setForm = useCallback((next: Open<number | null> | ((s: Open<number | null>) => Open<number | null>)) => {
    setFormUsed(true);
    setFormState(next);
  }, []);
  const [panelUsed, setPanelUsed] = useState<ReadonlySet<Panel>>(new Set());

  const changeParams = useCallback(
    (change: Partial<InventoryParams>) => setSearchParams((current) => writeInventoryParams(current, change), { replace: true }),
    [setSearchParams],
  );
  const setPanel = useCallback(
    (next: Panel | null) => {
      if (next) setPanelUsed((used) => new Set(used).add(next));
      setSearchParams((current) => {
        const url = new URLSearchParams(current);
        if (next) url.set('panel', next);
        else {
          url.delete('panel');
          // The product panel's own list state (tab, search, page) goes with it.
          for (const key of [...url.keys()]) if (key.startsWith('pp_')) url.delete(key);
        }
        return url;
      });
    },
    [setSearchParams],
  );
  const toggle = useCallback(
    (productId: number) =>
      setExpanded((current) => {
        const next = new Set(current);
        if (!next.delete(productId)) next.add(productId);
        return next;
      }),
    [],
  );
  const openAdjust = useCallback((target: AdjustTarget) => setAdjust({ open: true, value: target }), []);
  const handlers = useMemo<InventoryRowHandlers>(
    () => ({
      onView: (line: InventoryLine) =>
        setDetail({ open: true, value: { group: line.group, lotId: line.kind === 'group' ? null : (line.lot?.id ?? null) } }),
      onAdjust: (line: InventoryLine) => {
        if (line.kind !== 'group' && line.lot) openAdjust({ lot: line.lot, product: line.group.product });
      },
      onEdit: (productId: number) => setForm({ open: true, value: productId }),
    }),
    [openAdjust, setForm],
  );

  const data = inventory.data;
  const emptyText = inventory.isPending ? M.loading : hasActiveFilters(params) ? M.noMatches : M.empty;

  return (
    <>
      <PageHeader
        title={pageTitleFor(paths.inventory.path, role)}
        actions={
          <>
            <Button variant="outlined" startIcon={<Inventory2Icon />} onClick={() => setPanel('productos')}>
              Gestionar Productos
            </Button>
            {canSetUp && (
              <Button variant="outlined" startIcon={<CategoryIcon />} onClick={() => setPanel('categorias')}>
                Gestionar Categorías
              </Button>
            )}
            <ExportMenu params={params} />
            {canSetUp && (
              <Button variant="contained" startIcon={<AddIcon />} onClick={() => setForm({ open: true, value: null })}>
                Nuevo Producto
              </Button>
            )}
          </>
        }
      />
      <InventoryStats />
      <InventoryFilters params={params} onChange={changeParams} />
      {inventory.isError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {M.failure('cargar los datos', errorMessage(inventory.error, ''))}
        </Alert>
      )}
      <InventoryTable
        groups={data?.data ?? []}
        total={data?.pagination.total ?? 0}
        page={params.page}
        onPageChange={(page) => changeParams({ ...params, page })}
        loading={inventory.isPlaceholderData}
        emptyText={emptyText}
        expanded={expanded}
        onToggle={toggle}
        showActions={showActions}
        canManage={canManage}
        handlers={handlers}
      />
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="inventory-footer">
          {M.footer(data.totals.products, data.totals.items)}
        </Typography>
      )}

      <AdjustStockDialog open={adjust.open} target={adjust.value} onClose={() => setAdjust((s) => ({ ...s, open: false }))} />
      <InventoryDetailDialog
        open={detail.open}
        target={detail.value}
        canManage={canManage}
        onClose={() => setDetail((s) => ({ ...s, open: false }))}
        onAdjust={openAdjust}
        onAddLot={(product) => setAddLot({ open: true, value: product })}
      />
      <AddLotDialog open={addLot.open} product={addLot.value} onClose={() => setAddLot((s) => ({ ...s, open: false }))} />
      <Suspense fallback={null}>
        {formUsed && (
          <LazyProductFormDialog
            open={form.open}
            productId={form.value}
            onClose={() => setForm((s) => ({ ...s, open: false }))}
          />
        )}
        {(panel === 'productos' || panelUsed.has('productos')) && (
          <LazyProductsDialog
            open={panel === 'productos'}
            canManage={canManage}
            canSetUp={canSetUp}
            showActions={showActions}
            onClose={() => setPanel(null)}
            onCreate={() => setForm({ open: true, value: null })}
            onEdit={(id: number) => setForm({ open: true, value: id })}
          />
        )}
        {canSetUp && (panel === 'categorias' || panelUsed.has('categorias')) && (
          <LazyCategoriesDialog open={panel === 'categorias'} onClose={() => setPanel(null)} />
        )}
      </Suspense>
    </>
  );
}
