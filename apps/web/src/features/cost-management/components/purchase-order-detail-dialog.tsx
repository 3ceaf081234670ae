import {
  formatCLP,
  formatDateCL,
  formatNumberCL,
  PURCHASE_ORDER_STATUS_COLORS,
  PURCHASE_ORDER_STATUS_LABELS,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { usePurchaseOrder } from '../api/purchase-orders';
import type { PurchaseOrder } from '../api/types';
import { PURCHASE_ORDER_TEXT as T } from '../lib/messages';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Box>
  );
}

/** A purchase order: supplier, lines with received and open units, and the ingresos that received it. */
export function PurchaseOrderDetailDialog({
  orderId,
  onClose,
  actions,
}: {
  orderId: number | null;
  onClose: () => void;
  /** The order's actions (edit, send, receive, cancel), as the list offers them. */
  actions: (order: PurchaseOrder) => ReactNode;
}) {
  const found = usePurchaseOrder(orderId);
  const order = found.data;
  return (
    <Dialog
      open={orderId !== null}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 1000 } } }}
      aria-labelledby="purchase-order-detail-title"
    >
      <DialogTitle id="purchase-order-detail-title">Orden de Compra {order?.order_number ?? ''}</DialogTitle>
      <DialogContent dividers>
        {found.isPending && <CircularProgress aria-label="Cargando" />}
        {found.isError && <Alert severity="error">Error al cargar los datos</Alert>}
        {order && (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}>
              <Fact label="Proveedor">
                {order.supplier.name}
                <Typography variant="body2" color="text.secondary" component="div">
                  {order.supplier.rut}
                </Typography>
              </Fact>
              <Fact label="Estado">
                <Chip
                  size="small"
                  color={PURCHASE_ORDER_STATUS_COLORS[order.status]}
                  label={PURCHASE_ORDER_STATUS_LABELS[order.status]}
                />
              </Fact>
              <Fact label="Fecha">{formatDateCL(order.created_at)}</Fact>
              <Fact label="Recibido">
                {formatNumberCL(order.received_quantity)} / {formatNumberCL(order.total_quantity)}
              </Fact>
            </Box>
            {order.notes && <Fact label="Notas">{order.notes}</Fact>}
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Productos
            </Typography>
            <Table size="small" aria-label="Líneas de la orden">
              <TableHead>
                <TableRow>
                  <TableCell>SKU</TableCell>
                  <TableCell>Producto</TableCell>
                  <TableCell align="right">Cantidad</TableCell>
                  <TableCell align="right">Recibido</TableCell>
                  <TableCell align="right">Pendiente</TableCell>
                  <TableCell align="right">Costo esperado</TableCell>
                  <TableCell align="right">Subtotal</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {order.lines.map((line) => (
                  <TableRow key={line.id}>
                    <TableCell>{line.product.sku}</TableCell>
                    <TableCell>
                      {line.product.name}
                      {line.requiere_serie && (
                        <Typography variant="caption" color="text.secondary" component="div">
                          {T.serialPerUnit}
                        </Typography>
                      )}
                    </TableCell>
                    <TableCell align="right">{formatNumberCL(line.quantity)}</TableCell>
                    <TableCell align="right">{formatNumberCL(line.received_quantity)}</TableCell>
                    <TableCell align="right">{formatNumberCL(line.open_quantity)}</TableCell>
                    <TableCell align="right">{line.expected_cost == null ? '—' : formatCLP(line.expected_cost)}</TableCell>
                    <TableCell align="right">
                      {line.expected_cost == null ? '—' : formatCLP(line.expected_cost * line.quantity)}
                    </TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={6} align="right" sx={{ fontWeight: 600 }}>
                    Total esperado
                  </TableCell>
                  <TableCell align="right" sx={{ fontWeight: 600 }}>
                    {formatCLP(order.expected_total)}
                  </TableCell>
                </TableRow>
              </TableBody>
            </Table>
            <Typography variant="subtitle1" component="h3" sx={{ mt: 2 }}>
              Ingresos
            </Typography>
            {order.receipts.length === 0 ? (
              <Typography variant="body2" color="text.secondary">
                Aún no se ha recibido
              </Typography>
            ) : (
              <Table size="small" aria-label="Ingresos de la orden">
                <TableHead>
                  <TableRow>
                    <TableCell>Referencia</TableCell>
                    <TableCell>Estado</TableCell>
                    <TableCell>Fecha</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {order.receipts.map((receipt) => (
                    <TableRow key={receipt.id}>
                      <TableCell>{receipt.reference}</TableCell>
                      <TableCell>{receipt.status}</TableCell>
                      <TableCell>{formatDateCL(receipt.created_at)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {order && actions(order)}
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
