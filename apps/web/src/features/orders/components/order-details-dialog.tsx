import { ORDER_STATUS_LABELS, formatCLP, formatDateTimeCL, formatRunWithDots } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { PriorityRating } from '../../../components/priority-rating';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Fragment } from 'react';
import { DetailField } from '../../../components/detail-field';
import { errorMessage } from '../../../lib/api-client';
import { useOrder } from '../api/get-order';
import { ExpiryChip } from '../../../components/expiry-chip';
import { OrderStatusChip } from './order-status-chip';

const STRATEGY_LABELS = { fifo: 'FIFO', lifo: 'LIFO', fefo: 'FEFO', manual: 'Manual' } as const;
/** Picking/storage list statuses. */
const LIST_STATUS_LABELS: Record<string, string> = {
  pending: 'Pendiente',
  assigned: 'Asignado',
  in_progress: 'En Progreso',
  completed: 'Completado',
  cancelled: 'Cancelado',
};

/** 'Detalles de la Orden' (1000 px): header, lines with allocated quantities and each line's reservations. */
export function OrderDetailsDialog({ orderId, open, onClose }: { orderId: number | null; open: boolean; onClose: () => void }) {
  const order = useOrder(open ? orderId : null);
  const data = order.data;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 1000 } } }}
      aria-labelledby="order-details-title"
    >
      <DialogTitle id="order-details-title">{data ? `Orden ${data.order_number}` : 'Detalles de la Orden'}</DialogTitle>
      <DialogContent dividers>
        {order.isLoading && <LinearProgress aria-label="Cargando" />}
        {order.isError && <Alert severity="error">{errorMessage(order.error, 'Error al cargar órdenes')}</Alert>}
        {data && (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}>
              <DetailField label="Cliente">
                {data.customer_name}
                {data.customer_tax_id ? ` (${formatRunWithDots(data.customer_tax_id)})` : ''}
              </DetailField>
              <DetailField label="Estado">
                <OrderStatusChip status={data.status} partial={data.allocation_state === 'partial'} left={data.has_left} />
              </DetailField>
              <DetailField label="Prioridad">
                <PriorityRating priority={data.priority} />
              </DetailField>
              <DetailField label="Fecha">{formatDateTimeCL(data.order_date)}</DetailField>
              <DetailField label="Fecha requerida">{data.required_date ? formatDateTimeCL(data.required_date) : '—'}</DetailField>
              <DetailField label="Método de envío">{data.shipping_method ?? '—'}</DetailField>
              <DetailField label="Estrategia">
                {data.picking_strategy_config.level === 'product'
                  ? 'Por producto'
                  : data.picking_strategy
                    ? STRATEGY_LABELS[data.picking_strategy]
                    : 'FEFO (predeterminada)'}
              </DetailField>
              <DetailField label="Asignado">
                {data.allocated_quantity} de {data.total_quantity} unidades
              </DetailField>
              <DetailField label="Dirección de envío">
                {[data.shipping_address, data.shipping_city, data.shipping_country, data.shipping_postal_code]
                  .filter(Boolean)
                  .join(', ') || '—'}
              </DetailField>
              <DetailField label="Piece-by-piece">{data.piece_by_piece_enabled ? 'Habilitado' : 'Deshabilitado'}</DetailField>
              {data.tracking_number && (
                <DetailField label="Envío">
                  {data.carrier} · {data.tracking_number}
                </DetailField>
              )}
              {data.picking_lists.length > 0 && (
                <DetailField label="Listas de picking">
                  {data.picking_lists
                    .map((list) => `${list.list_number} (${LIST_STATUS_LABELS[list.status] ?? list.status})`)
                    .join(', ')}
                </DetailField>
              )}
            </Box>
            {data.notes && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {data.notes}
              </Alert>
            )}
            <Table size="small" aria-label="Líneas de la orden">
              <TableHead>
                <TableRow>
                  <TableCell>Producto</TableCell>
                  <TableCell align="right">Cantidad</TableCell>
                  <TableCell align="right">Asignado</TableCell>
                  <TableCell align="right">Precio Unit.</TableCell>
                  <TableCell align="right">Total</TableCell>
                  <TableCell>Estrategia</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {data.order_lines.map((line) => (
                  <Fragment key={line.id}>
                    <TableRow>
                      <TableCell>
                        {line.product_name}
                        <Typography variant="caption" color="text.secondary" component="div">
                          {line.product_sku}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{line.quantity}</TableCell>
                      <TableCell align="right">
                        <Chip
                          size="small"
                          color={
                            line.allocated_quantity >= line.quantity
                              ? 'success'
                              : line.allocated_quantity > 0
                                ? 'warning'
                                : 'default'
                          }
                          label={`${line.allocated_quantity}/${line.quantity}`}
                        />
                      </TableCell>
                      <TableCell align="right">{line.unit_price === null ? '—' : formatCLP(line.unit_price)}</TableCell>
                      <TableCell align="right">{line.line_total === null ? '—' : formatCLP(line.line_total)}</TableCell>
                      <TableCell>
                        {line.picking_strategy ? STRATEGY_LABELS[line.picking_strategy] : '—'}
                        {line.picking_criteria && ` · ${line.picking_criteria.value}`}
                      </TableCell>
                    </TableRow>
                    {line.reservations.map((reservation) => (
                      <TableRow
                        key={`r${reservation.id}`}
                        sx={{ '& td': { borderBottom: 0, py: 0.25, color: 'text.secondary' } }}
                      >
                        <TableCell sx={{ pl: 4 }}>
                          Reserva en {reservation.location_code}
                          {reservation.lot_number && ` · Lote ${reservation.lot_number}`}
                          {reservation.serial_number && ` · S/N ${reservation.serial_number}`}
                        </TableCell>
                        <TableCell />
                        <TableCell align="right">{reservation.quantity}</TableCell>
                        <TableCell colSpan={3}>
                          <ExpiryChip expiry={reservation.expiry_date} />
                        </TableCell>
                      </TableRow>
                    ))}
                  </Fragment>
                ))}
              </TableBody>
            </Table>
            <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 4, mt: 2 }}>
              <DetailField label="Subtotal">{formatCLP(data.subtotal)}</DetailField>
              <DetailField label="IVA (19%)">{formatCLP(data.tax_amount)}</DetailField>
              <DetailField label="Total">
                <strong>{formatCLP(data.total_amount)}</strong>
              </DetailField>
            </Box>
            <Typography variant="caption" color="text.secondary">
              Estado: {ORDER_STATUS_LABELS[data.status]}
            </Typography>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
