import AddIcon from '@mui/icons-material/Add';
import TableViewIcon from '@mui/icons-material/TableView';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { INVENTORY_SCREEN_MESSAGES as M } from '@bodega/domain';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { MOBILE_QUERY } from '../../../config/layout';
import { SEARCH_DEBOUNCE_MS, SEARCH_ICON_SLOT_PROPS } from '../../../components/filter-bar';
import { errorMessage } from '../../../lib/api-client';
import { useProducts } from '../api/get-products';
import type { Product } from '../api/types';
import { BoxQuantityButtons } from './box-quantity-buttons';
import { BulkImportDialog } from './bulk-import-dialog';
import { DeleteProductDialog } from './delete-product-dialog';
import { ProductsTable, type ProductsTab } from './products-table';

interface ProductsDialogProps {
  open: boolean;
  canManage: boolean;
  /** Create, Excel load and template buttons; false in restricted mode. */
  canSetUp?: boolean;
  showActions: boolean;
  onClose: () => void;
  onCreate: () => void;
  onEdit: (productId: number) => void;
}

/**
 * Product management: product list and barcode list, 10 per page from the server;
 * for administrators create, bulk Excel load and the box-quantity template. Its tab, search and
 * page live in the URL (pp_*), beside the inventory's own parameters.
 */
export function ProductsDialog({
  open,
  canManage,
  canSetUp = canManage,
  showActions,
  onClose,
  onCreate,
  onEdit,
}: ProductsDialogProps) {
  const fullScreen = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const [searchParams, setSearchParams] = useSearchParams();
  const tab: ProductsTab = searchParams.get('pp_tab') === 'codigos' ? 'codigos' : 'productos';
  const search = searchParams.get('pp_q') ?? '';
  const page = Math.max(1, Number(searchParams.get('pp_pagina')) || 1);
  const includeInactive = searchParams.get('pp_inactivos') === '1';
  const params = useMemo(() => ({ search, page, includeInactive }), [search, page, includeInactive]);
  const products = useProducts(params, open);
  const [text, setText] = useState(search);
  // Reopened, the box shows the URL's search again (closing cleared it with the panel).
  const [shownOpen, setShownOpen] = useState(open);
  if (open !== shownOpen) {
    setShownOpen(open);
    if (open) setText(search);
  }
  const [bulkOpen, setBulkOpen] = useState(false);
  const [deleting, setDeleting] = useState<{ open: boolean; product: Product | null }>({ open: false, product: null });

  const update = useCallback(
    (change: Record<string, string | null>) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(change)) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    if (!open || text.trim() === search) return;
    const timer = setTimeout(() => update({ pp_q: text.trim(), pp_pagina: null }), SEARCH_DEBOUNCE_MS);
    pendingSearch.current = timer;
    return () => clearTimeout(timer);
  }, [open, text, search, update]);

  // The page clears the pp_* parameters together with the panel in one navigation. Nothing else
  // may navigate after it: a functional setSearchParams starts from the URL of the last render,
  // so a search still pending (or one scheduled by clearing the box) would write the panel back
  // into the URL if it fired before the closing navigation rendered, and the dialog would stay.
  const close = () => {
    clearTimeout(pendingSearch.current);
    onClose();
  };
  const openEdit = useCallback((product: Product) => onEdit(product.id), [onEdit]);
  const openDelete = useCallback((product: Product) => setDeleting({ open: true, product }), []);

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="lg" fullScreen={fullScreen} aria-labelledby="products-title">
      <DialogTitle id="products-title">Gestionar Productos</DialogTitle>
      <DialogContent dividers>
        {canSetUp && (
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: 2 }}>
            <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
              Nuevo Producto
            </Button>
            <Button variant="outlined" startIcon={<TableViewIcon />} onClick={() => setBulkOpen(true)}>
              Cargar Excel
            </Button>
            <BoxQuantityButtons />
          </Box>
        )}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
          <TextField
            size="small"
            label="Buscar producto"
            value={text}
            onChange={(event) => setText(event.target.value)}
            sx={{ flex: '1 1 240px' }}
            slotProps={SEARCH_ICON_SLOT_PROPS}
          />
          <FormControlLabel
            control={
              <Switch
                checked={includeInactive}
                onChange={(event) => update({ pp_inactivos: event.target.checked ? '1' : null, pp_pagina: null })}
              />
            }
            label="Incluir inactivos"
          />
        </Box>
        <Tabs
          value={tab}
          onChange={(_event, value: ProductsTab) => update({ pp_tab: value === 'codigos' ? value : null })}
          sx={{ mb: 1 }}
        >
          <Tab value="productos" label="Productos" />
          <Tab value="codigos" label="Códigos de Barras" />
        </Tabs>
        {products.isError && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {M.failure('cargar los datos', errorMessage(products.error, ''))}
          </Alert>
        )}
        <ProductsTable
          tab={tab}
          rows={products.data?.data ?? []}
          total={products.data?.pagination.total ?? 0}
          page={page}
          onPageChange={(next) => update({ pp_pagina: next > 1 ? String(next) : null })}
          loading={products.isFetching}
          showActions={showActions && canManage}
          onEdit={openEdit}
          onDelete={openDelete}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cerrar</Button>
      </DialogActions>
      {canManage && <BulkImportDialog open={bulkOpen} onClose={() => setBulkOpen(false)} />}
      <DeleteProductDialog
        open={deleting.open}
        product={deleting.product}
        onClose={() => setDeleting((s) => ({ ...s, open: false }))}
      />
    </Dialog>
  );
}
