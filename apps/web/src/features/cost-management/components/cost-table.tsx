import { abcColor, formatCLP, formatNumberCL, PRODUCT_COST_STATUS_LABELS } from '@bodega/domain';
import EditIcon from '@mui/icons-material/Edit';
import InsightsIcon from '@mui/icons-material/Insights';
import Chip from '@mui/material/Chip';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { RowActions } from '../../../components/row-actions';
import type { CostProduct } from '../api/types';
import { COST_TEXT as T } from '../lib/messages';
import { InlinePrice } from './inline-price';

const STATUS_COLORS = { active: 'success', discontinued: 'default', low_stock: 'warning', out_of_stock: 'error' } as const;
const money = (value: number | null) => (value == null ? '—' : formatCLP(value, { maximumDecimals: 2 }));

/** The cost table, 15 rows per page on the server, with the unit price editable in place. */
export function CostTable({
  rows,
  total,
  page,
  loading,
  onPage,
  onPrice,
  onEdit,
  onAnalytics,
}: {
  rows: CostProduct[];
  total: number;
  page: number;
  loading: boolean;
  onPage: (page: number) => void;
  onPrice: (row: CostProduct, price: number) => void;
  onEdit: (row: CostProduct) => void;
  onAnalytics: (row: CostProduct) => void;
}) {
  const columns = useMemo<GridColDef<CostProduct>[]>(
    () => [
      { field: 'sku', headerName: 'SKU', width: 110 },
      { field: 'name', headerName: 'Nombre', flex: 1, minWidth: 180 },
      { field: 'category', headerName: 'Categoría', width: 130, valueGetter: (value: string | null) => value ?? 'Sin categoría' },
      {
        field: 'unit_price',
        headerName: 'Precio Unit.',
        width: 130,
        renderCell: ({ row }) => (
          <InlinePrice
            key={`${row.id}:${row.unit_price ?? ''}`}
            value={row.unit_price}
            label={`Precio unitario de ${row.sku}`}
            onSave={(price) => onPrice(row, price)}
          />
        ),
      },
      { field: 'average_cost', headerName: 'Costo Prom.', width: 120, valueFormatter: (value: number | null) => money(value) },
      {
        field: 'period_demand',
        headerName: 'Demanda del Período',
        width: 160,
        type: 'number',
        valueFormatter: (value: number) => formatNumberCL(value),
      },
      { field: 'total_value', headerName: 'Valor Total', width: 130, valueFormatter: (value: number) => money(value) },
      {
        field: 'abc_category',
        headerName: 'Categoría ABC',
        width: 120,
        renderCell: ({ row }) => (
          <Chip size="small" color={abcColor(row.abc_category)} label={row.abc_category ?? 'Sin categoría'} />
        ),
      },
      {
        field: 'status',
        headerName: 'Estado',
        width: 120,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={STATUS_COLORS[row.status]}
            label={PRODUCT_COST_STATUS_LABELS[row.status]}
          />
        ),
      },
      {
        field: 'actions',
        headerName: 'Acciones',
        width: 110,
        sortable: false,
        renderCell: ({ row }) => (
          <RowActions
            actions={[
              {
                title: 'Editar costos',
                label: `Editar costos de ${row.sku}`,
                icon: <EditIcon fontSize="small" />,
                onClick: () => onEdit(row),
              },
              {
                title: 'Análisis del producto',
                label: `Análisis de ${row.sku}`,
                icon: <InsightsIcon fontSize="small" />,
                onClick: () => onAnalytics(row),
              },
            ]}
          />
        ),
      },
    ],
    [onPrice, onEdit, onAnalytics],
  );
  return (
    <PagedTable<CostProduct>
      rows={rows}
      columns={columns}
      loading={loading}
      rowCount={total}
      page={page}
      pageSize={15}
      onPageChange={onPage}
      disableColumnSorting
      emptyText={T.empty}
    />
  );
}
