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
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useQueries } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useWatch, type UseFormReturn } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps, listErrorOf, muiField } from '../../../lib/form';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { productQueryOptions } from '../api/products';
import type { IngresoDetail, Product } from '../api/types';
import { useUpdateIngreso } from '../api/update-ingreso';
import { editResolver, editValuesFrom, type EditValues } from '../lib/edit-form';
import { emptyLine } from '../lib/scan-lines';
import { formFieldFor } from '../lib/server-errors';
import { BarcodePrintDialog } from './barcode-print-dialog';
import { IngresoLineRow } from './ingreso-line-row';

/** 'Editar Ingreso': order number, status, supplier, notes and the same line rules. */
export function IngresoEditDialog({ ingreso, onClose }: { ingreso: IngresoDetail; onClose: () => void }) {
  const update = useUpdateIngreso();
  const dialog = useFormDialog<EditValues, IngresoUpdate>({
    open: true,
    onClose,
    subject: ingreso,
    defaultValues: editValuesFrom(ingreso),
    resolver: editResolver,
    mode: 'onSubmit',
    submitWhileInvalid: true,
    failureIn: 'toast',
    submit: (payload) => update.mutateAsync({ id: ingreso.id, payload }),
    success: INGRESO_MESSAGES.updated,
    failure: (error) => errorMessage(error, T.updateError),
    mapField: formFieldFor,
  });
  const { form } = dialog;
  const { control, register, formState } = form;
  const lines = useFieldArray({ control, name: 'items' });
  const items = useWatch({ control, name: 'items' });
  const [picked, setPicked] = useState(() => new Map<number, Product>());
  const [printing, setPrinting] = useState<{ product: Product; quantity: number } | null>(null);
  const remember = useCallback((product: Product) => setPicked((map) => new Map(map).set(product.id, product)), []);

  const ids = useMemo(() => [...new Set(ingreso.details.map((line) => line.product_id))], [ingreso.details]);
  const loaded = useQueries({ queries: ids.map((id) => productQueryOptions(id)) });
  const productOf = (id: unknown): Product | null =>
    typeof id === 'number' ? (picked.get(id) ?? loaded.find((query) => query.data?.id === id)?.data ?? null) : null;

  const { errors } = formState;
  const itemsError = listErrorOf(errors.items);
  const loading = loaded.some((query) => query.isPending);
  return (
    <>
      <FormDialog
        open
        id="ingreso-edit"
        title="Editar Ingreso"
        submitLabel="Guardar"
        dialog={{ ...dialog, canSubmit: dialog.canSubmit && !loading }}
        maxWidth="lg"
        dividers
      >
        {loading ? (
          <CircularProgress aria-label="Cargando productos" />
        ) : (
          <FormProvider {...(form as unknown as UseFormReturn<IngresoFormInput>)}>
            <Stack spacing={2}>
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
      </FormDialog>
      {printing && (
        <BarcodePrintDialog product={printing.product} quantity={printing.quantity} onClose={() => setPrinting(null)} />
      )}
    </>
  );
}
