import { abcColor, formatCLP, formatNumberCL } from '@bodega/domain';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useCostProduct } from '../api/get-cost-products';
import type { CostProduct } from '../api/types';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Grid size={{ xs: 12, sm: 6 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div">{children}</Typography>
    </Grid>
  );
}

/** Product analytics (1000 px): financial and inventory information. */
export function ProductAnalyticsDialog({ product, onClose }: { product: CostProduct | null; onClose: () => void }) {
  const suggested = useCostProduct(product?.id ?? null).data?.suggested_abc_category ?? null;
  return (
    <Dialog
      open={Boolean(product)}
      onClose={onClose}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: 1000 } } }}
    >
      <DialogTitle>Análisis - {product?.name}</DialogTitle>
      {product && (
        <DialogContent>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            Información financiera
          </Typography>
          <Grid container spacing={2} sx={{ mb: 3 }}>
            <Field label="Costo promedio">
              {product.average_cost == null ? 'Sin costo registrado' : formatCLP(product.average_cost, { maximumDecimals: 2 })}
            </Field>
            <Field label="Demanda anual">
              {formatNumberCL(product.annual_demand)} {product.unit_of_measure}
            </Field>
            <Field label="Valor anual total">{formatCLP(product.total_value, { maximumDecimals: 2 })}</Field>
            <Field label="Categoría ABC">
              <Chip size="small" color={abcColor(product.abc_category)} label={product.abc_category ?? 'Sin categoría'} />
              {suggested && suggested !== product.abc_category && (
                <Typography variant="body2" color="text.secondary" component="span" sx={{ ml: 1 }}>
                  Al recalcular: {suggested}
                </Typography>
              )}
            </Field>
          </Grid>
          <Typography variant="subtitle1" component="h3" sx={{ mb: 1 }}>
            Información de inventario
          </Typography>
          <Grid container spacing={2}>
            <Field label="Stock actual">{formatNumberCL(product.available_quantity)}</Field>
            <Field label="Stock mínimo">{formatNumberCL(product.min_stock)}</Field>
            <Field label="Stock máximo">{formatNumberCL(product.max_stock)}</Field>
            <Field label="Tiempo de entrega">
              {product.lead_time_days == null ? 'Sin definir' : `${product.lead_time_days} días`}
            </Field>
          </Grid>
        </DialogContent>
      )}
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
