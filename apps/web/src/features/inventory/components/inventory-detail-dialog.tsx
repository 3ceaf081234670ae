import { INVENTORY_SCREEN_MESSAGES as M, formatDateCL, formatDateTimeCL, formatNumberCL } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { DetailField } from '../../../components/detail-field';
import { errorMessage } from '../../../lib/api-client';
import { useInventoryRow } from '../api/get-inventory-row';
import type { GroupProduct, InventoryGroup } from '../api/types';
import type { AdjustTarget } from './adjust-stock-dialog';
import { StockStatusChip } from './stock-status-chip';
import { ExpiryChip } from '../../../components/expiry-chip';

export interface DetailTarget {
  group: InventoryGroup;
  /** The lot shown; null for a product without stock. */
  lotId: number | null;
}

interface InventoryDetailDialogProps {
  open: boolean;
  target: DetailTarget | null;
  canManage: boolean;
  onClose: () => void;
  onAdjust: (target: AdjustTarget) => void;
  onAddLot: (product: GroupProduct) => void;
}

/** Product detail of an inventory line: the product, and the lot with its location when it has one. */
export function InventoryDetailDialog({ open, target, canManage, onClose, onAdjust, onAddLot }: InventoryDetailDialogProps) {
  const row = useInventoryRow(open ? (target?.lotId ?? null) : null);
  const product = target?.group.product;
  const detail = row.data;

  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="detail-title">
      <DialogTitle id="detail-title">Detalle del Producto</DialogTitle>
      <DialogContent>
        {product && (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
            <DetailField label="SKU">{product.sku}</DetailField>
            <DetailField label="Producto">{product.name}</DetailField>
            <DetailField label="Categoría">{product.category}</DetailField>
            <DetailField label="Código de barras">{product.barcode ?? '—'}</DetailField>
            <DetailField label="Stock mínimo">{formatNumberCL(product.min_stock)}</DetailField>
            <DetailField label="Stock máximo">{formatNumberCL(product.max_stock)}</DetailField>
            <DetailField label="Cantidad por caja">{product.cantidad_x_caja}</DetailField>
            <DetailField label="Estado del producto">{product.status}</DetailField>
            {product.es_dm_priorizado && <DetailField label="Dispositivo médico">{product.tipo_dm ?? 'Priorizado'}</DetailField>}
          </Box>
        )}
        {target?.lotId !== null && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
              {detail ? M.lotLabel(detail.lot_number) : 'Lote'}
            </Typography>
            {row.isError && <Alert severity="error">{M.failure('cargar los datos', errorMessage(row.error, ''))}</Alert>}
            {row.isPending && !row.isError && <Skeleton variant="rounded" height={96} />}
            {detail && (
              <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' }, gap: 2 }}>
                <DetailField label="Cantidad">{formatNumberCL(detail.quantity)}</DetailField>
                <DetailField label="Reservado">{formatNumberCL(detail.reserved_quantity)}</DetailField>
                <DetailField label="Disponible">{formatNumberCL(detail.available_quantity)}</DetailField>
                <DetailField label="Estado">
                  <StockStatusChip status={detail.stock_status} />
                </DetailField>
                <DetailField label="Vencimiento">
                  {detail.expiry_date ? <ExpiryChip expiry={detail.expiry_date} /> : '—'}
                </DetailField>
                <DetailField label="Serie">{detail.serial_number ?? '—'}</DetailField>
                <DetailField label="Ubicación">
                  {detail.location.description
                    ? `${detail.location_code} — ${detail.location.description}`
                    : detail.location_code}
                </DetailField>
                <DetailField label="Zona">{detail.location.zone_name}</DetailField>
                <DetailField label="Bodega">{detail.location.warehouse_name}</DetailField>
                <DetailField label="Ingreso">{formatDateCL(detail.entry_date)}</DetailField>
                <DetailField label="Actualizado">{formatDateTimeCL(detail.updated_at)}</DetailField>
              </Box>
            )}
          </>
        )}
        {target && target.lotId === null && target.group.lots.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 3, mb: 1 }}>
              Lotes ({target.group.lots.length}) · Total {formatNumberCL(target.group.total_quantity)}
            </Typography>
            <Box component="ul" sx={{ m: 0, pl: 2 }} aria-label="Lotes del producto">
              {target.group.lots.map((lot) => (
                <Typography component="li" variant="body2" key={lot.id}>
                  {M.lotLabel(lot.lot_number)} · {lot.location_code ?? '—'} · {formatNumberCL(lot.quantity)}
                  {lot.expiry_date ? ' · ' : ''}
                  <ExpiryChip expiry={lot.expiry_date} />
                </Typography>
              ))}
            </Box>
          </>
        )}
        {target && target.lotId === null && target.group.lots.length === 0 && (
          <Alert severity="info" sx={{ mt: 3 }}>
            Este producto no tiene stock registrado en ninguna ubicación.
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        {canManage && product && (
          <Button
            onClick={() => {
              onClose();
              onAddLot(product);
            }}
          >
            Agregar Lote
          </Button>
        )}
        {canManage && product && detail && (
          <Button
            onClick={() => {
              onClose();
              onAdjust({
                lot: {
                  id: detail.id,
                  lot_number: detail.lot_number,
                  quantity: detail.quantity,
                  location_code: detail.location_code,
                },
                product,
              });
            }}
          >
            Ajustar Stock
          </Button>
        )}
        <Button variant="contained" onClick={onClose}>
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
