import { INVENTORY_SCREEN_MESSAGES as M, addLotSchema } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { applyServerFieldErrors, fieldsOf } from '../../../lib/server-errors';
import { INVENTORY_LOCATION_TEXTS } from '../lib/location-texts';
import { LocationIdAutocomplete } from '../../../components/pickers/location-autocomplete';
import { errorMessage } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { useAddLot } from '../api/add-lot';
import type { GroupProduct } from '../api/types';
import { TOAST_MS } from '../lib/toast';

interface AddLotValues {
  location_id: number | null;
  quantity: number;
  lot_number: string;
  expiry_date: string;
}

const DEFAULTS: AddLotValues = { location_id: null, quantity: 1, lot_number: '', expiry_date: '' };

/** Add-lot dialog of the inventory screen: location, quantity, lot number (spec 1 §2.5), expiry. */
export function AddLotDialog({ open, product, onClose }: { open: boolean; product: GroupProduct | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const addLot = useAddLot();
  const [failure, setFailure] = useState<string | null>(null);
  const { register, control, handleSubmit, reset, setError, formState, getValues } = useForm<AddLotValues, unknown, z.output<typeof addLotSchema>>({
    mode: 'onChange',
    resolver: formResolver<AddLotValues, typeof addLotSchema>(addLotSchema),
    defaultValues: DEFAULTS,
  });
  const { errors, isSubmitting } = formState;

  useEffect(() => {
    if (open) reset({ ...DEFAULTS, location_id: product?.location_id ?? null });
  }, [open, product, reset]);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const onSubmit = async (payload: z.output<typeof addLotSchema>) => {
    if (!product) return;
    setFailure(null);
    try {
      await addLot.mutateAsync({ ...payload, product_id: product.id });
      enqueueSnackbar(M.lotAdded, { variant: 'success', autoHideDuration: TOAST_MS });
      close();
    } catch (error) {
      applyServerFieldErrors(error, setError, fieldsOf(getValues()));
      const message = M.failure('agregar el lote', errorMessage(error, ''));
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS });
    }
  };

  return (
    <Dialog open={open} onClose={isSubmitting ? undefined : close} fullWidth maxWidth="sm" aria-labelledby="add-lot-title">
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="add-lot-title">Agregar Lote</DialogTitle>
        <DialogContent>
          {product && (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {product.sku} · {product.name}
            </Typography>
          )}
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <Controller
            control={control}
            name="location_id"
            render={({ field }) => <LocationIdAutocomplete size="medium" label="Ubicación" required value={field.value} onChange={field.onChange} error={errors.location_id?.message} {...INVENTORY_LOCATION_TEXTS} />}
          />
          <TextField
            {...muiField(register('quantity', { valueAsNumber: true }))}
            type="number"
            label="Cantidad"
            required
            fullWidth
            margin="normal"
            slotProps={{ htmlInput: { min: 1, step: 1 } }}
            error={Boolean(errors.quantity)}
            helperText={errors.quantity?.message}
          />
          <TextField {...muiField(register('lot_number'))} label="Número de lote" fullWidth margin="dense" error={Boolean(errors.lot_number)} helperText={errors.lot_number?.message} />
          <TextField
            {...muiField(register('expiry_date'))}
            type="date"
            label="Fecha de vencimiento"
            fullWidth
            margin="dense"
            slotProps={{ inputLabel: { shrink: true } }}
            error={Boolean(errors.expiry_date)}
            helperText={errors.expiry_date?.message}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={isSubmitting}>
            Agregar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
