import {
  DISPATCH_PRIORITY_LABELS,
  formatCLP,
  formatDateCL,
  orderStatusText,
  type DispatchOrderLine,
  type PickedOrder,
} from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import { DataTable } from '../../../components/data-table';

const COLUMNS: GridColDef<DispatchOrderLine>[] = [
  { field: 'product_sku', headerName: 'SKU', width: 120 },
  { field: 'product_name', headerName: 'Producto', flex: 1, minWidth: 180 },
  { field: 'quantity', headerName: 'Cantidad', type: 'number', width: 90 },
  { field: 'quantity_picked', headerName: 'Recolectado', type: 'number', width: 110 },
  { field: 'unit_price', headerName: 'Precio', width: 110, valueFormatter: (value: number) => formatCLP(value) },
  { field: 'line_total', headerName: 'Total', width: 120, valueFormatter: (value: number) => formatCLP(value) },
];

function Field({ label, value }: { label: string; value: string }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography>{value || '—'}</Typography>
    </Grid>
  );
}

/** The order details of the consolidation tab: head and lines, 5 per page. */
export function OrderDetailsDialog({ order, onClose }: { order: PickedOrder | null; onClose: () => void }) {
  return (
    <Dialog open={order !== null} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="order-details-title">
      <DialogTitle id="order-details-title">Detalles de la orden {order?.order_number}</DialogTitle>
      <DialogContent dividers>
        {order && (
          <>
            <Grid container spacing={2} sx={{ mb: 2 }}>
              <Field label="Cliente" value={order.customer_name} />
              <Field label="Fecha" value={formatDateCL(order.order_date)} />
              <Field label="Prioridad" value={DISPATCH_PRIORITY_LABELS[order.priority]} />
              <Field
                label="Estado"
                value={orderStatusText({ status: order.status, shipped_at: null, tracking_number: order.tracking_number })}
              />
              <Field
                label="Dirección de envío"
                value={[order.shipping_address, order.shipping_city, order.shipping_country].filter(Boolean).join(', ')}
              />
              <Field label="Consolidación" value={order.consolidation_number ?? ''} />
              <Field label="Subtotal" value={formatCLP(order.subtotal)} />
              <Field label="IVA" value={formatCLP(order.tax_amount)} />
              <Field label="Total" value={formatCLP(order.total_amount)} />
              <Field label="Notas" value={order.notes ?? ''} />
            </Grid>
            <DataTable<DispatchOrderLine>
              rows={order.order_lines}
              columns={COLUMNS}
              initialState={{ pagination: { paginationModel: { pageSize: 5 } } }}
              pageSizeOptions={[5]}
              aria-label="Líneas de la orden"
            />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
