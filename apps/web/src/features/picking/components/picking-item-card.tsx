import { canScan } from '@bodega/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PickingItem } from '../api/types';
import { ExpiryChip } from '../../../components/expiry-chip';

interface PickingItemCardProps {
  item: PickingItem;
  listStatus: string;
  pieceByPiece: boolean;
  active: boolean;
  readOnly: boolean;
  busy: boolean;
  onScan: (item: PickingItem) => void;
  onPick: (item: PickingItem) => void;
}

const ITEM_STATUS: Record<PickingItem['status'], { label: string; color: 'warning' | 'success' | 'default' }> = {
  pending: { label: 'Pendiente', color: 'warning' },
  picked: { label: 'Recolectado', color: 'success' },
  cancelled: { label: 'Cancelado', color: 'default' },
};

/**
 * One stop of the list on a handheld: where, what, how many; scanned and picked progress
 * (execution dialog) and the item's actions while the list is in progress.
 */
export function PickingItemCard({
  item,
  listStatus,
  pieceByPiece,
  active,
  readOnly,
  busy,
  onScan,
  onPick,
}: PickingItemCardProps) {
  const status = ITEM_STATUS[item.status];
  const scannedAll = item.quantity_scanned >= item.quantity_required;
  const actionable = !readOnly && listStatus === 'in_progress' && item.status === 'pending';
  const traceability = [item.lot_number && `Lote ${item.lot_number}`, item.serial_number && `S/N ${item.serial_number}`]
    .filter(Boolean)
    .join(' · ');
  return (
    <Paper
      variant="outlined"
      sx={{ p: 1.5, borderWidth: active ? 2 : 1, borderColor: active ? 'primary.main' : undefined }}
      data-testid={`picking-item-${item.id}`}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'start' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="overline" color="text.secondary">
            {item.sequence}. Ubicación
          </Typography>
          <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.2, wordBreak: 'break-all' }}>
            {item.location_code}
          </Typography>
        </Box>
        <Chip size="small" color={status.color} label={status.label} />
      </Box>
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{item.product_name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {item.product_sku}
        {traceability ? ` · ${traceability}` : ''}
      </Typography>
      <ExpiryChip expiry={item.expiry_date} />
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
        {pieceByPiece && (
          <Chip
            size="small"
            variant="outlined"
            color={scannedAll ? 'success' : 'default'}
            icon={scannedAll ? <CheckCircleIcon /> : undefined}
            label={scannedAll ? 'Completo' : `${item.quantity_scanned}/${item.quantity_required} escaneados`}
          />
        )}
        <Chip size="small" variant="outlined" label={`${item.quantity_picked}/${item.quantity_required} recolectados`} />
        {item.short_quantity > 0 && (
          <Chip
            size="small"
            color="error"
            variant="outlined"
            label={`Faltante ${item.short_quantity}: ${item.short_reason ?? ''}`}
          />
        )}
      </Box>
      {actionable && (
        <Box sx={{ display: 'flex', gap: 1, mt: 1.5, flexWrap: 'wrap' }}>
          {pieceByPiece && canScan(listStatus, item) && (
            <Button
              variant={active ? 'contained' : 'outlined'}
              startIcon={<QrCodeScannerIcon />}
              onClick={() => onScan(item)}
              sx={{ minHeight: 44 }}
            >
              Escanear
            </Button>
          )}
          <Button
            variant="contained"
            color="success"
            onClick={() => onPick(item)}
            disabled={busy || (pieceByPiece && !scannedAll)}
            sx={{ minHeight: 44 }}
          >
            Recolectar
          </Button>
        </Box>
      )}
    </Paper>
  );
}
