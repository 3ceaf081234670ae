import { INVENTORY_SCREEN_MESSAGES as M, formatNumberCL } from '@bodega/domain';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';

import { INVENTORY_PAGE_SIZE } from '../lib/inventory-params';
import { UNDER_COUNT_LABEL, inventoryLines, lineFigures, lineUnderCount, type InventoryLine } from '../lib/inventory-rows';
import { InventoryRowActions } from './inventory-row-actions';
import { StockStatusChip } from './stock-status-chip';
import type { InventoryTableProps } from './inventory-table';
import { ExpiryChip } from '../../../components/expiry-chip';

type InventoryCardsProps = InventoryTableProps;

function Figures({ line }: { line: InventoryLine }) {
  const { quantity, location } = lineFigures(line);
  const underCount = lineUnderCount(line);
  return (
    <Typography variant="body2" color="text.secondary">
      Stock{' '}
      <Box component="strong" sx={{ color: 'text.primary' }}>
        {underCount && line.group.lots.length === 0 ? UNDER_COUNT_LABEL : formatNumberCL(quantity)}
      </Box>{' '}
      {underCount && line.group.lots.length > 0 ? `+ ${UNDER_COUNT_LABEL.toLowerCase()} ` : ''}· Ubicación {location ?? '—'}
    </Typography>
  );
}

function LotCard({ line, props }: { line: Extract<InventoryLine, { kind: 'lot' }>; props: InventoryCardsProps }) {
  return (
    <Box
      sx={{ borderTop: 1, borderColor: 'divider', pt: 1, mt: 1, pl: 1.5, display: 'flex', alignItems: 'center', gap: 1 }}
      role="listitem"
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {M.lotLabel(line.lot.lot_number)}
        </Typography>
        <ExpiryChip expiry={line.lot.expiry_date} />
        <Figures line={line} />
      </Box>
      <StockStatusChip status={line.lot.stock_status} />
      {props.showActions && <InventoryRowActions line={line} canManage={props.canManage} handlers={props.handlers} />}
    </Box>
  );
}

/** The stock table as cards on phones (≤ 768 px): one card per product, its lots inside. */
export function InventoryCards(props: InventoryCardsProps) {
  const { groups, total, page, onPageChange, loading, emptyText, expanded, onToggle, showActions, canManage, handlers } = props;
  const lines = inventoryLines(groups, expanded);
  return (
    <Box>
      {loading && <LinearProgress sx={{ mb: 1 }} aria-label="Cargando" />}
      {lines.length === 0 && (
        <Paper variant="outlined" sx={{ p: 3, textAlign: 'center' }}>
          <Typography color="text.secondary">{emptyText}</Typography>
        </Paper>
      )}
      <Box role="list" aria-label="Inventario" sx={{ display: 'grid', gap: 1.5 }}>
        {lines
          .filter((line) => line.kind !== 'lot')
          .map((line) => {
            const { product } = line.group;
            const open = expanded.has(product.id);
            const lots = lines.filter(
              (l): l is Extract<InventoryLine, { kind: 'lot' }> => l.kind === 'lot' && l.group.product.id === product.id,
            );
            return (
              <Paper
                key={line.id}
                variant="outlined"
                sx={{ p: 1.5 }}
                role="listitem"
                aria-label={`${product.sku} ${product.name}`}
              >
                <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{product.name}</Typography>
                    <Typography variant="caption" color="text.secondary">
                      {product.sku} · {product.category}
                      {line.kind === 'single' && line.lot?.lot_number ? ` · ${M.lotLabel(line.lot.lot_number)}` : ''}
                    </Typography>
                  </Box>
                  <StockStatusChip status={lineFigures(line).status} />
                </Box>
                <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Figures line={line} />
                  </Box>
                  {product.status !== 'Activo' && <Chip size="small" label={product.status} />}
                  {showActions && <InventoryRowActions line={line} canManage={canManage} handlers={handlers} />}
                </Box>
                {line.kind === 'group' && (
                  <Button
                    size="small"
                    onClick={() => onToggle(product.id)}
                    endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
                    aria-expanded={open}
                    aria-label={`${open ? 'Contraer' : 'Expandir'} lotes de ${product.sku}`}
                    sx={{ mt: 0.5, px: 0.5 }}
                  >
                    {line.group.lot_count} lotes
                  </Button>
                )}
                {open && (
                  <Box role="list" aria-label={`Lotes de ${product.sku}`}>
                    {lots.map((lot) => (
                      <LotCard key={lot.id} line={lot} props={props} />
                    ))}
                  </Box>
                )}
              </Paper>
            );
          })}
      </Box>
      <TablePagination
        component="div"
        count={total}
        page={Math.max(0, page - 1)}
        rowsPerPage={INVENTORY_PAGE_SIZE}
        rowsPerPageOptions={[INVENTORY_PAGE_SIZE]}
        onPageChange={(_event, next) => onPageChange(next + 1)}
        labelDisplayedRows={({ from, to, count }) => `${from}–${to} de ${count}`}
        labelRowsPerPage="Filas por página"
        getItemAriaLabel={(type) =>
          type === 'next'
            ? 'Página siguiente'
            : type === 'previous'
              ? 'Página anterior'
              : type === 'first'
                ? 'Primera página'
                : 'Última página'
        }
      />
    </Box>
  );
}
