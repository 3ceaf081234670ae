import {
  INGRESO_MESSAGES,
  INGRESO_SCREEN_MESSAGES as T,
  INGRESO_STATUSES,
  formatDateTimeCL,
  type IngresoFormInput,
  type IngresoUpdate,
} from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useQueries } from '@tanstack/react-query';
import { useSnackbar } from 'notistack';
import { useCallback, useMemo, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import { applyServerFieldErrors } from '../../../lib/server-errors';
import { MOBILE_QUERY } from '../../../config/layout';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps, muiField } from '../../../lib/form';
import { productQueryOptions } from '../api/products';
import type { IngresoDetail, Product } from '../api/types';
import { useUpdateIngreso } from '../api/update-ingreso';
import { editResolver, editValuesFrom, type EditValues } from '../lib/edit-form';
import { emptyLine } from '../lib/scan-lines';
import { formFieldFor } from '../lib/server-errors';
import { BarcodePrintDialog } from './barcode-print-dialog';
import { IngresoLineRow } from './ingreso-line-row';

/** 'Editar Ingreso' (spec 1 §5): order number, status, supplier, notes and the same line rules. */
export function IngresoEditDialog({ ingreso, onClose }: { ingreso: IngresoDetail; onClose: () => void }) {
  const fullScreen = useMediaQuery(MOBILE_QUERY);
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateIngreso();
  const form = useForm<EditValues, unknown, IngresoUpdate>({ resolver: editResolver, defaultValues: editValuesFrom(ingreso) });
  const { control, register, handleSubmit, formState, setError } = form;
  const lines = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const [picked, setPicked] = useState(() => new Map<number, Product>());
  const [printing, setPrinting] = useState<{ product: Product; quantity: number } | null>(null);
  const remember = useCallback((product: Product) => setPicked((map) => new Map(map).set(product.id, product)), []);

  const ids = useMemo(() => [...new Set(ingreso.details.map((line) => line.product_id))], [ingreso.details]);
  const loaded = useQueries({ queries: ids.map((id) => productQueryOptions(id)) });
  const productOf = (id: unknown): Product | null =>
    typeof id === 'number' ? (picked.get(id) ?? loaded.find((query) => query.data?.id === id)?.data ?? null) : null;

  const submit = handleSubmit(async (payload) => {
    try {
      await update.mutateAsync({ id: ingreso.id, payload });
      enqueueSnackbar(INGRESO_MESSAGES.updated, { variant: 'success' });
      onClose();
    } catch (error) {
      applyServerFieldErrors(error, setError, formFieldFor);
      enqueueSnackbar(errorMessage(error, T.updateError), { variant: 'error' });
    }
  });

  const { errors } = formState;
  const itemsError = errors.items?.root?.message ?? errors.items?.message;
  return (
    <Dialog
      open
      onClose={update.isPending ? undefined : onClose}
      fullScreen={fullScreen}
      maxWidth="lg"
      fullWidth
      aria-labelledby="ingreso-edit-title"
    >
      <DialogTitle id="ingreso-edit-title">Editar Ingreso</DialogTitle>
      <DialogContent dividers>
        {loaded.some((query) => query.isPending) ? (
          <CircularProgress aria-label="Cargando productos" />
        ) : (
          <FormProvider {...(form as unknown as UseFormReturn<IngresoFormInput>)}>
            <Stack component="form" id="ingreso-edit-form" onSubmit={submit} spacing={2} noValidate>
              <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
                <TextField size="small" label="Número de orden" required {...fieldProps(form, 'order_number')} />
                <TextField
                  size="small"
                  label="Fecha de creación"
                  value={formatDateTimeCL(ingreso.created_at)}
                  slotProps={{ input: { readOnly: true } }}
                />
                <TextField size="small" label="Proveedor" {...muiField(register('supplier'))} />
                <Controller
                  control={control}
                  name="status"
                  render={({ field }) => (
                    <TextField
                      select
                      size="small"
                      label="Estado"
                      required
                      {...field}
                      error={Boolean(errors.status)}
                      helperText={
                        errors.status?.message ??
                        (field.value !== 'Pendiente'
                          ? 'Al guardar, el ingreso se procesará o cancelará y ya no podrá editarse.'
                          : undefined)
                      }
                    >
                      {INGRESO_STATUSES.map((status) => (
                        <MenuItem key={status} value={status}>
                          {status}
                        </MenuItem>
                      ))}
                    </TextField>
                  )}
                />
                <TextField size="small" label="Notas" {...muiField(register('notes'))} multiline sx={{ gridColumn: '1 / -1' }} />
              </Box>
              {itemsError && <Alert severity="error">{itemsError}</Alert>}
              {lines.fields.map((field, index) => (
                <IngresoLineRow
                  key={field.id}
                  index={index}
                  product={productOf(items?.[index]?.product_id)}
                  onProduct={(product) => product && remember(product)}
                  canRemove={lines.fields.length > 1}
                  onRemove={() => lines.remove(index)}
                  onPrint={(product, quantity) => setPrinting({ product, quantity })}
                />
              ))}
              <Button startIcon={<AddIcon />} onClick={() => lines.append(emptyLine())} sx={{ alignSelf: 'flex-start' }}>
                Agregar producto
              </Button>
            </Stack>
          </FormProvider>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={update.isPending}>
          Cancelar
        </Button>
        <Button type="submit" form="ingreso-edit-form" variant="contained" disabled={update.isPending}>
          Guardar
        </Button>
      </DialogActions>
      {printing && (
        <BarcodePrintDialog product={printing.product} quantity={printing.quantity} onClose={() => setPrinting(null)} />
      )}
    </Dialog>
  );
}
