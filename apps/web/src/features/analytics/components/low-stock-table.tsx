import { abcColor, deficitColor } from '@bodega/domain';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import type { GridColDef } from '@mui/x-data-grid';
import { useEffect, useMemo, useState } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { useLowStock } from '../api/get-low-stock';
import type { AnalyticsFilters, LowStockItem } from '../api/types';
import { ANALYTICS_TEXT as T } from '../lib/messages';
import { SectionCard } from './section-card';

/** 'Productos con Bajo Stock': searched and paged on the server (10 per page); the cart opens the purchase order. */
export function LowStockTable({
  filters,
  canOrder,
  onOrder,
}: {
  filters: AnalyticsFilters;
  canOrder: boolean;
  onOrder: (item: LowStockItem) => void;
}) {
  const [search, setSearch] = useState('');
  const [debounced, setDebounced] = useState('');
  const [page, setPage] = useState(1);
  useEffect(() => {
    const timer = window.setTimeout(() => {
      setDebounced(search.trim());
      setPage(1);
    }, 300);
    return () => window.clearTimeout(timer);
  }, [search]);
  const query = useLowStock(filters, debounced, page);
  const columns = useMemo<GridColDef<LowStockItem>[]>(
    () => [
      { field: 'sku', headerName: 'SKU', width: 120 },
      { field: 'name', headerName: 'Producto', flex: 1, minWidth: 180 },
      { field: 'min_stock', headerName: 'Stock Mínimo', type: 'number', width: 120 },
      { field: 'current_stock', headerName: 'Stock Actual', type: 'number', width: 120 },
      { field: 'reorder_point', headerName: 'Punto de Reorden', type: 'number', width: 140 },
      {
        field: 'deficit',
        headerName: 'Déficit',
        width: 100,
        renderCell: ({ row }) => <Chip size="small" color={deficitColor(row.deficit)} label={row.deficit} />,
      },
      {
        field: 'abc_category',
        headerName: 'ABC',
        width: 80,
        renderCell: ({ row }) => <Chip size="small" color={abcColor(row.abc_category)} label={row.abc_category ?? 'N/A'} />,
      },
      ...(canOrder
        ? [
            {
              field: 'actions',
              headerName: 'Acciones',
              width: 100,
              sortable: false,
              renderCell: ({ row }) => (
                <Tooltip title="Crear Orden de Compra">
                  <IconButton aria-label={`Crear Orden de Compra ${row.sku}`} onClick={() => onOrder(row)}>
                    <AddShoppingCartIcon />
                  </IconButton>
                </Tooltip>
              ),
            } satisfies GridColDef<LowStockItem>,
          ]
        : []),
    ],
    [canOrder, onOrder],
  );
  return (
    <SectionCard
      title={T.lowStockTitle}
      actions={
        <TextField
          size="small"
          placeholder="Buscar por SKU o nombre"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      }
    >
      <PagedTable<LowStockItem>
        rows={query.data?.data ?? []}
        columns={columns}
        loading={query.isFetching}
        rowCount={query.data?.pagination.total ?? 0}
        page={page}
        pageSize={10}
        onPageChange={setPage}
        sortingMode="server"
        disableColumnSorting
        emptyText="No hay productos con bajo stock"
      />
    </SectionCard>
  );
}
