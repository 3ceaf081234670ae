import { INVENTORY_SCREEN_MESSAGES as M, formatNumberCL } from '@bodega/domain';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { GridColDef } from '@mui/x-data-grid';
import { useMemo } from 'react';
import { PagedTable } from '../../../components/paged-table';
import { MOBILE_QUERY } from '../../../config/layout';
import type { InventoryGroup } from '../api/types';
import { INVENTORY_PAGE_SIZE } from '../lib/inventory-params';
import { UNDER_COUNT_LABEL, inventoryLines, lineFigures, lineUnderCount, type InventoryLine } from '../lib/inventory-rows';
import { InventoryCards } from './inventory-cards';
import { InventoryRowActions, type InventoryRowHandlers } from './inventory-row-actions';
import { StockStatusChip } from './stock-status-chip';
import { ExpiryChip } from '../../../components/expiry-chip';

export interface InventoryTableProps {
  groups: InventoryGroup[];
  total: number;
  /** 1-based. */
  page: number;
  onPageChange: (page: number) => void;
  loading: boolean;
  emptyText: string;
  expanded: ReadonlySet<number>;
  onToggle: (productId: number) => void;
  /** Viewers (and the role user) get no Actions column. */
  showActions: boolean;
  canManage: boolean;
  handlers: InventoryRowHandlers;
}

function ProductCell({ line }: { line: InventoryLine }) {
  const { product } = line.group;
  if (line.kind === 'lot') {
    return (
      <Box sx={{ pl: 2 }}>
        <Typography variant="body2">{M.lotLabel(line.lot.lot_number)}</Typography>
        <ExpiryChip expiry={line.lot.expiry_date} />
      </Box>
    );
  }
  return (
    <Box sx={{ minWidth: 0 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {product.name}
        </Typography>
        {line.kind === 'group' && (
          <Chip size="small" variant="outlined" color="primary" label={`${line.group.lot_count} lotes`} />
        )}
        {product.status !== 'Activo' && <Chip size="small" label={product.status} />}
      </Box>
      {line.kind === 'single' && line.lot?.lot_number && (
        <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
          {M.lotLabel(line.lot.lot_number)}
        </Typography>
      )}
    </Box>
  );
}

/** The stock table: 15 products per page from the server, lots on demand; cards on phones. */
export function InventoryTable(props: InventoryTableProps) {
  const { groups, total, page, onPageChange, loading, emptyText, expanded, onToggle, showActions, canManage, handlers } = props;
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const rows = useMemo(() => inventoryLines(groups, expanded), [groups, expanded]);

  const columns = useMemo<GridColDef<InventoryLine>[]>(() => {
    const list: GridColDef<InventoryLine>[] = [
      {
        field: 'expand',
        headerName: '',
        width: 48,
        sortable: false,
        renderCell: ({ row }) =>
          row.kind === 'group' ? (
            <IconButton
              size="small"
              onClick={() => onToggle(row.group.product.id)}
              aria-expanded={expanded.has(row.group.product.id)}
              aria-label={`${expanded.has(row.group.product.id) ? 'Contraer' : 'Expandir'} lotes de ${row.group.product.sku}`}
            >
              {expanded.has(row.group.product.id) ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
            </IconButton>
          ) : null,
      },
      {
        field: 'sku',
        headerName: 'SKU',
        width: 120,
        sortable: false,
        valueGetter: (_v, row) => (row.kind === 'lot' ? '' : row.group.product.sku),
      },
      {
        field: 'product',
        headerName: 'Producto',
        flex: 1.6,
        minWidth: 160,
        sortable: false,
        renderCell: ({ row }) => <ProductCell line={row} />,
      },
      {
        field: 'category',
        headerName: 'Categoría',
        flex: 0.9,
        minWidth: 120,
        sortable: false,
        valueGetter: (_v, row) => (row.kind === 'lot' ? '' : row.group.product.category),
      },
      {
        field: 'stock',
        headerName: 'Stock',
        width: 100,
        type: 'number',
        sortable: false,
        valueGetter: (_v, row) => lineFigures(row).quantity,
        valueFormatter: (value: number) => formatNumberCL(value),
        // Blind count (operators): a product with nothing else shown says 'En conteo' instead of 0.
        renderCell: ({ row }) => {
          if (!lineUnderCount(row)) return formatNumberCL(lineFigures(row).quantity);
          return row.group.lots.length === 0
            ? UNDER_COUNT_LABEL
            : `${formatNumberCL(lineFigures(row).quantity)} + ${UNDER_COUNT_LABEL.toLowerCase()}`;
        },
      },
      {
        // Committed units beside on hand (reservations for orders and holds), held ones named apart.
        field: 'reserved',
        headerName: 'Reservado',
        width: 110,
        type: 'number',
        sortable: false,
        valueGetter: (_v, row) => lineFigures(row).reserved,
        renderCell: ({ row }) => {
          const { reserved, held } = lineFigures(row);
          return held > 0 ? `${formatNumberCL(reserved)} (${formatNumberCL(held)} ret.)` : formatNumberCL(reserved);
        },
      },
      {
        field: 'location',
        headerName: 'Ubicación',
        width: 120,
        sortable: false,
        valueGetter: (_v, row) => lineFigures(row).location ?? '—',
      },
      {
        field: 'status',
        headerName: 'Estado',
        width: 110,
        sortable: false,
        renderCell: ({ row }) => <StockStatusChip status={lineFigures(row).status} />,
      },
    ];
    if (showActions) {
      list.push({
        field: 'actions',
        headerName: 'Acciones',
        width: canManage ? 124 : 80,
        sortable: false,
        renderCell: ({ row }) => <InventoryRowActions line={row} canManage={canManage} handlers={handlers} />,
      });
    }
    return list;
  }, [expanded, onToggle, showActions, canManage, handlers]);

  if (narrow) return <InventoryCards {...props} />;

  return (
    <PagedTable<InventoryLine>
      rows={rows}
      columns={columns}
      loading={loading}
      getRowHeight={() => 'auto'}
      getRowClassName={({ row }) => (row.kind === 'lot' ? 'inventory-lot-row' : '')}
      rowCount={total}
      page={page}
      pageSize={INVENTORY_PAGE_SIZE}
      onPageChange={onPageChange}
      emptyText={emptyText}
      localeText={{ noResultsOverlayLabel: emptyText }}
      slotProps={{ loadingOverlay: { variant: 'linear-progress', noRowsVariant: 'linear-progress' } }}
      aria-label="Inventario"
      sx={{
        '& .MuiDataGrid-cell': { py: 0.75, display: 'flex', alignItems: 'center' },
        '& .inventory-lot-row': { bgcolor: 'action.hover' },
      }}
    />
  );
}
