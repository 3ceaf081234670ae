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
import type { ReactNode } from 'react';
import { errorMessage } from '../../../lib/api-client';
import { useInventoryRow } from '../api/get-inventory-row';
import type { GroupProduct, InventoryGroup } from '../api/types';
import type { AdjustTarget } from './adjust-stock-dialog';
import { StockStatusChip } from './stock-status-chip';

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

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" variant="body2">
        {children ?? '—'}
      </Typography>
    </Box>
  );
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
            <Field label="SKU">{product.sku}</Field>
            <Field label="Producto">{product.name}</Field>
            <Field label="Categoría">{product.category}</Field>
            <Field label="Código de barras">{product.barcode}</Field>
            <Field label="Stock mínimo">{formatNumberCL(product.min_stock)}</Field>
            <Field label="Stock máximo">{formatNumberCL(product.max_stock)}</Field>
            <Field label="Cantidad por caja">{product.cantidad_x_caja}</Field>
            <Field label="Estado del producto">{product.status}</Field>
            {product.es_dm_priorizado && <Field label="Dispositivo médico">{product.tipo_dm ?? 'Priorizado'}</Field>}
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
                <Field label="Cantidad">{formatNumberCL(detail.quantity)}</Field>
                <Field label="Reservado">{formatNumberCL(detail.reserved_quantity)}</Field>
                <Field label="Disponible">{formatNumberCL(detail.available_quantity)}</Field>
                <Field label="Estado">
                  <StockStatusChip status={detail.stock_status} />
                </Field>
                <Field label="Vencimiento">{detail.expiry_date ? formatDateCL(detail.expiry_date) : null}</Field>
                <Field label="Serie">{detail.serial_number}</Field>
                <Field label="Ubicación">
                  {detail.location.description
                    ? `${detail.location_code} — ${detail.location.description}`
                    : detail.location_code}
                </Field>
                <Field label="Zona">{detail.location.zone_name}</Field>
                <Field label="Bodega">{detail.location.warehouse_name}</Field>
                <Field label="Ingreso">{formatDateCL(detail.entry_date)}</Field>
                <Field label="Actualizado">{formatDateTimeCL(detail.updated_at)}</Field>
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
                  {lot.expiry_date ? ` · Vence ${formatDateCL(lot.expiry_date)}` : ''}
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
