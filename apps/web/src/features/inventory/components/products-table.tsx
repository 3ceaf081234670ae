import { classifyBarcode, formatNumberCL } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import Chip from '@mui/material/Chip';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import { MOBILE_QUERY } from '../../../config/layout';
import { PRODUCTS_PAGE_SIZE } from '../api/get-products';
import type { Product } from '../api/types';

export type ProductsTab = 'productos' | 'codigos';

interface ProductsTableProps {
  tab: ProductsTab;
  rows: Product[];
  total: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  showActions: boolean;
  onEdit: (product: Product) => void;
  onDelete: (product: Product) => void;
}

const STATUS_COLORS = { Activo: 'success', Inactivo: 'default', Descontinuado: 'warning' } as const;

/**
 * Product list (SKU, Nombre, Categoría, Stock Min, Stock Max, Estado, Acciones) and barcode list
 * (SKU, Nombre, Código Barras, Tipo), 10 rows per page from the server.
 */
export function ProductsTable({
  tab,
  rows,
  total,
  page,
  onPageChange,
  loading,
  showActions,
  onEdit,
  onDelete,
}: ProductsTableProps) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const columns = useMemo<GridColDef<Product>[]>(() => {
    const sku: GridColDef<Product> = { field: 'sku', headerName: 'SKU', width: 120, sortable: false };
    const name: GridColDef<Product> = {
      field: 'name',
      headerName: 'Nombre',
      flex: 1,
      minWidth: narrow ? 110 : 150,
      sortable: false,
    };
    if (tab === 'codigos') {
      return [
        sku,
        name,
        {
          field: 'barcode',
          headerName: 'Código Barras',
          width: narrow ? 130 : 160,
          sortable: false,
          valueGetter: (value: string | null) => value ?? '—',
        },
        {
          field: 'type',
          headerName: 'Tipo',
          width: narrow ? 70 : 100,
          sortable: false,
          valueGetter: (_v, row) => (row.barcode ? classifyBarcode(row.barcode, { context: 'products' }).type : '—'),
        },
      ];
    }
    const list: GridColDef<Product>[] = [
      sku,
      name,
      { field: 'category', headerName: 'Categoría', width: 140, sortable: false },
      {
        field: 'min_stock',
        headerName: 'Stock Min',
        width: 100,
        type: 'number',
        sortable: false,
        valueFormatter: (v: number) => formatNumberCL(v),
      },
      {
        field: 'max_stock',
        headerName: 'Stock Max',
        width: 100,
        type: 'number',
        sortable: false,
        valueFormatter: (v: number) => formatNumberCL(v),
      },
      {
        field: 'status',
        headerName: 'Estado',
        width: narrow ? 100 : 130,
        sortable: false,
        renderCell: ({ row }) => <Chip size="small" color={STATUS_COLORS[row.status]} label={row.status} />,
      },
    ];
    if (showActions) {
      list.push({
        field: 'actions',
        headerName: 'Acciones',
        width: narrow ? 84 : 100,
        sortable: false,
        renderCell: ({ row }) => (
          <RowActions
            actions={[
              {
                title: 'Editar',
                label: `Editar producto ${row.sku}`,
                icon: <EditIcon fontSize="small" />,
                onClick: () => onEdit(row),
              },
              {
                title: 'Eliminar',
                label: `Eliminar producto ${row.sku}`,
                icon: <DeleteIcon fontSize="small" />,
                color: 'error',
                onClick: () => onDelete(row),
              },
            ]}
          />
        ),
      });
    }
    return list;
  }, [tab, narrow, showActions, onEdit, onDelete]);

  return (
    <PagedTable<Product>
      rows={rows}
      columns={columns}
      loading={loading}
      rowCount={total}
      page={page}
      pageSize={PRODUCTS_PAGE_SIZE}
      onPageChange={onPageChange}
      columnVisibilityModel={narrow ? { category: false, min_stock: false, max_stock: false, sku: false } : {}}
      aria-label={tab === 'codigos' ? 'Códigos de barras' : 'Productos'}
    />
  );
}
