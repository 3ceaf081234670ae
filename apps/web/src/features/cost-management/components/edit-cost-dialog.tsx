import { costFormSchema, formatUnitPriceText, autoFormatUnitPriceInput, type CostFormInput, type CostForm } from '@bodega/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateCosts } from '../api/update-costs';
import type { CostProduct } from '../api/types';
import { COST_TEXT as T } from '../lib/messages';

const toNumber = (value: string) => (value === '' ? null : Number(value));

/** 'Editar Costos - {name}' (persistent, 800 px): price, lead time, safety and maximum stock; cost and demand read-only. */
export function EditCostDialog({ product, onClose }: { product: CostProduct | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateCosts();
  const { control, handleSubmit, reset } = useForm<CostFormInput, unknown, CostForm>({
    resolver: zodResolver(costFormSchema),
    mode: 'onChange',
  });
  useEffect(() => {
    if (product)
      reset({
        unit_price: product.unit_price == null ? '' : formatUnitPriceText(product.unit_price),
        average_cost: product.average_cost ?? 0,
        annual_demand: product.annual_demand,
        lead_time_days: product.lead_time_days,
        safety_stock: product.safety_stock,
        max_stock: product.max_stock,
      });
  }, [product, reset]);

  const submit = handleSubmit(async (values) => {
    if (!product) return;
    try {
      await update.mutateAsync({
        id: product.id,
        body: {
          unit_price: values.unit_price,
          lead_time_days: values.lead_time_days ?? null,
          safety_stock: values.safety_stock ?? 0,
          max_stock: values.max_stock ?? 0,
        },
      });
      enqueueSnackbar(T.costOk, { variant: 'success' });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, T.costError), { variant: 'error' });
    }
  });

  const numberField = (name: 'lead_time_days' | 'safety_stock' | 'max_stock', label: string) => (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          fullWidth
          type="number"
          label={label}
          value={field.value ?? ''}
          onChange={(event) => field.onChange(toNumber(event.target.value))}
          error={Boolean(fieldState.error)}
          helperText={fieldState.error?.message}
          slotProps={{ htmlInput: { min: 0 } }}
        />
      )}
    />
  );

  return (
    <Dialog open={Boolean(product)} fullWidth maxWidth={false} slotProps={{ paper: { sx: { maxWidth: 800 } } }}>
      <DialogTitle>Editar Costos - {product?.name}</DialogTitle>
      <DialogContent>
        <Grid
          container
          spacing={2}
          component="form"
          id="edit-cost-form"
          onSubmit={(event) => void submit(event)}
          noValidate
          sx={{ mt: 1 }}
        >
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="unit_price"
              control={control}
              render={({ field, fieldState }) => (
                <TextField
                  fullWidth
                  label="Precio Unitario"
                  value={field.value ?? ''}
                  onChange={(event) => field.onChange(autoFormatUnitPriceInput(event.target.value))}
                  error={Boolean(fieldState.error)}
                  helperText={fieldState.error?.message ?? 'Ej.: 1.234,56'}
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="average_cost"
              control={control}
              render={({ field }) => (
                <TextField
                  fullWidth
                  label="Costo Promedio (calculado)"
                  value={field.value ?? 0}
                  slotProps={{ input: { readOnly: true } }}
                  helperText="Promedio ponderado de los ingresos con costo"
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              name="annual_demand"
              control={control}
              render={({ field }) => (
                <TextField
                  fullWidth
                  label="Demanda Anual (calculada)"
                  value={field.value ?? 0}
                  slotProps={{ input: { readOnly: true } }}
                  helperText="Salidas de los últimos 365 días"
                />
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{numberField('lead_time_days', 'Tiempo de Entrega (días)')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{numberField('safety_stock', 'Stock de Seguridad')}</Grid>
          <Grid size={{ xs: 12, sm: 6 }}>{numberField('max_stock', 'Stock Máximo')}</Grid>
        </Grid>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" form="edit-cost-form" variant="contained" disabled={update.isPending}>
          Guardar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
