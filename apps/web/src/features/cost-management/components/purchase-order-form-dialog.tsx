import { formatCLP, purchaseOrderUpdateSchema, type PurchaseOrderUpdate } from '@bodega/domain';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { ProductSearch } from '../../../components/pickers/product-search';
import type { ProductOption } from '../../../components/pickers/api/search-products';
import { failureText } from '../../../lib/api-client';
import { muiField } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useSavePurchaseOrder } from '../api/purchase-orders';
import type { PurchaseOrder, Supplier } from '../api/types';
import { PURCHASE_ORDER_TEXT as T } from '../lib/messages';
import { SupplierPicker } from './supplier-picker';

type LineProduct = ProductOption & { requiere_serie?: boolean };

interface LineValues {
  product_id: number | null;
  /** The chosen product as the picker shows it, with its serial requirement (not sent). */
  product: LineProduct | null;
  quantity: string;
  expected_cost: string;
}

interface PurchaseOrderFormValues {
  supplier_id: number | null;
  notes: string;
  lines: LineValues[];
}

const emptyLine = (): LineValues => ({ product_id: null, product: null, quantity: '', expected_cost: '' });
const valuesOf = (order: PurchaseOrder | null): PurchaseOrderFormValues => ({
  supplier_id: order?.supplier.id ?? null,
  notes: order?.notes ?? '',
  lines: order
    ? order.lines.map((l) => ({
        product_id: l.product_id,
        product: { ...l.product, requiere_serie: l.requiere_serie },
        quantity: String(l.quantity),
        expected_cost: l.expected_cost == null ? '' : String(l.expected_cost),
      }))
    : [emptyLine()],
});
const numberOrUndefined = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** The payload the schema judges: the inputs' text as numbers, the pickers' ids. */
const toInput = (values: PurchaseOrderFormValues) => ({
  supplier_id: values.supplier_id ?? undefined,
  notes: values.notes,
  lines: values.lines.map((l) => ({
    product_id: l.product_id ?? undefined,
    quantity: numberOrUndefined(l.quantity),
    expected_cost: l.expected_cost.trim() === '' ? null : Number(l.expected_cost),
  })),
});

/** 'Nueva Orden de Compra' / 'Editar Orden de Compra' (a draft): supplier, lines and notes. */
export function PurchaseOrderFormDialog({
  open,
  order,
  onClose,
}: {
  open: boolean;
  /** The draft edited, or null for a new order. */
  order: PurchaseOrder | null;
  onClose: () => void;
}) {
  const save = useSavePurchaseOrder();
  const editing = order !== null;
  const [supplier, setSupplier] = useState<Pick<Supplier, 'id' | 'name' | 'rut'> | null>(null);
  const dialog = useFormDialog({
    open,
    onClose,
    subject: order,
    defaultValues: valuesOf(order),
    resolver: formResolver<PurchaseOrderFormValues, typeof purchaseOrderUpdateSchema>(purchaseOrderUpdateSchema, toInput),
    submit: (payload: PurchaseOrderUpdate) => save.mutateAsync({ id: order?.id ?? null, payload }),
    success: editing ? T.updated : T.created,
    failure: (error) => failureText(editing ? T.updateError : T.createError, error),
    toastMs: T.toastMs,
  });
  const { control, register, formState } = dialog.form;
  const { errors } = formState;
  const lines = useFieldArray({ control, name: 'lines' });
  const watched = useWatch({ control, name: 'lines' });
  const total = watched.reduce((sum, l) => sum + (Number(l.quantity) || 0) * (Number(l.expected_cost) || 0), 0);
  const shownSupplier = supplier ?? (order ? order.supplier : null);

  return (
    <FormDialog
      open={open}
      id="purchase-order-form"
      title={editing ? `Editar Orden de Compra ${order.order_number}` : 'Nueva Orden de Compra'}
      dialog={{
        ...dialog,
        close: () => {
          setSupplier(null);
          dialog.close();
        },
      }}
      submitLabel={editing ? 'Guardar' : 'Crear Orden'}
      maxWidth={false}
      paperMaxWidth={1000}
      dividers
      persistent
    >
      <Controller
        control={control}
        name="supplier_id"
        render={({ field }) => (
          <SupplierPicker
            value={field.value === null ? null : shownSupplier}
            required
            error={errors.supplier_id?.message}
            onChange={(chosen) => {
              setSupplier(chosen);
              field.onChange(chosen?.id ?? null);
            }}
          />
        )}
      />
      <Typography variant="subtitle1" component="h3" sx={{ mt: 2, mb: 1 }}>
        Productos
      </Typography>
      {typeof errors.lines?.message === 'string' && (
        <Typography color="error" variant="body2" sx={{ mb: 1 }}>
          {errors.lines.message}
        </Typography>
      )}
      {lines.fields.map((line, i) => (
        <Box
          key={line.id}
          role="group"
          aria-label={`Línea ${i + 1}`}
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '3fr 0.7fr 1.8fr auto' }, gap: 1, mb: 1.5 }}
        >
          <Controller
            control={control}
            name={`lines.${i}.product`}
            render={({ field }) => (
              <Box>
                <ProductSearch<LineProduct>
                  value={field.value}
                  required
                  error={errors.lines?.[i]?.product_id?.message}
                  onChange={(product) => {
                    field.onChange(product);
                    dialog.form.setValue(`lines.${i}.product_id`, product?.id ?? null, { shouldValidate: true });
                  }}
                />
                {field.value?.requiere_serie && (
                  <Typography variant="caption" color="text.secondary" data-testid={`serial-per-unit-${i}`}>
                    {T.serialPerUnit}
                  </Typography>
                )}
              </Box>
            )}
          />
          <TextField
            {...muiField(register(`lines.${i}.quantity`))}
            label="Cantidad"
            required
            size="small"
            inputMode="numeric"
            error={Boolean(errors.lines?.[i]?.quantity)}
            helperText={errors.lines?.[i]?.quantity?.message}
          />
          <TextField
            {...muiField(register(`lines.${i}.expected_cost`))}
            label="Costo unitario esperado (CLP)"
            size="small"
            inputMode="numeric"
            error={Boolean(errors.lines?.[i]?.expected_cost)}
            helperText={errors.lines?.[i]?.expected_cost?.message}
          />
          <IconButton
            aria-label={`Quitar línea ${i + 1}`}
            onClick={() => lines.remove(i)}
            disabled={lines.fields.length === 1}
            sx={{ alignSelf: 'flex-start' }}
          >
            <DeleteIcon />
          </IconButton>
        </Box>
      ))}
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', mb: 2 }}>
        <Button startIcon={<AddIcon />} onClick={() => lines.append(emptyLine())} disabled={lines.fields.length >= 500}>
          Agregar producto
        </Button>
        <Typography variant="body2">Total esperado: {formatCLP(total)}</Typography>
      </Box>
      <TextField
        {...muiField(register('notes'))}
        label="Notas"
        multiline
        rows={3}
        fullWidth
        error={Boolean(errors.notes)}
        helperText={errors.notes?.message}
      />
    </FormDialog>
  );
}
