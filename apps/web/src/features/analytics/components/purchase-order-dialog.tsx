import { lowStockPurchaseOrderSchema, PURCHASE_ORDER_MESSAGES, type LowStockPurchaseOrder } from '@bodega/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useSuppliers } from '../../../lib/suppliers';
import { useCreatePurchaseOrder } from '../api/create-purchase-order';
import type { LowStockItem } from '../api/types';

type Values = { product_id: number; quantity: number | ''; supplier: number | ''; notes: string };

/** 'Crear Orden de Compra' from a low-stock row: 'Cantidad a ordenar', 'Proveedor', 'Notas'. */
export function PurchaseOrderDialog({ item, onClose }: { item: LowStockItem | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const suppliers = useSuppliers(Boolean(item));
  const create = useCreatePurchaseOrder();
  const { control, handleSubmit, reset, setError } = useForm<Values>({
    resolver: zodResolver(lowStockPurchaseOrderSchema) as never,
    defaultValues: { product_id: 0, quantity: '', supplier: '', notes: '' },
  });
  useEffect(() => {
    if (item) reset({ product_id: item.id, quantity: Math.max(1, item.suggested_quantity), supplier: '', notes: '' });
  }, [item, reset]);

  const submit = handleSubmit(async (values) => {
    try {
      const order = await create.mutateAsync(values as unknown as LowStockPurchaseOrder);
      enqueueSnackbar(`${PURCHASE_ORDER_MESSAGES.created}: ${order.order_number}`, { variant: 'success' });
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.fields) {
        for (const [field, message] of Object.entries(error.fields))
          if (field === 'quantity' || field === 'supplier' || field === 'notes') setError(field, { message });
      }
      enqueueSnackbar(errorMessage(error, PURCHASE_ORDER_MESSAGES.createError), { variant: 'error' });
    }
  });

  return (
    <Dialog open={Boolean(item)} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>Crear Orden de Compra</DialogTitle>
      <DialogContent>
        {item && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {item.name} ({item.sku}) · stock {item.current_stock}, mínimo {item.min_stock}, punto de reorden {item.reorder_point}
          </Typography>
        )}
        <Stack spacing={2} component="form" id="purchase-order-form" onSubmit={(event) => void submit(event)} noValidate>
          <Controller
            name="quantity"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                label="Cantidad a ordenar"
                type="number"
                required
                value={field.value}
                onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
                error={Boolean(fieldState.error)}
                helperText={fieldState.error?.message}
              />
            )}
          />
          <Controller
            name="supplier"
            control={control}
            render={({ field, fieldState }) => (
              <TextField
                select
                label="Proveedor"
                required
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value === '' ? undefined : Number(event.target.value))}
                error={Boolean(fieldState.error)}
                helperText={
                  fieldState.error?.message ?? (suppliers.data?.length === 0 ? 'No hay proveedores registrados' : undefined)
                }
              >
                {(suppliers.data ?? []).map((s) => (
                  <MenuItem key={s.id} value={s.id}>
                    {s.name} · {s.rut}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            name="notes"
            control={control}
            render={({ field }) => <TextField label="Notas" multiline rows={3} {...field} />}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" form="purchase-order-form" variant="contained" disabled={create.isPending}>
          Crear Orden
        </Button>
      </DialogActions>
    </Dialog>
  );
}
