import {
  INGRESO_MESSAGES,
  INGRESO_SCREEN_MESSAGES as T,
  ingresoFormSchema,
  type IngresoForm,
  type IngresoFormInput,
} from '@bodega/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import AddIcon from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useCallback, useEffect, useState } from 'react';
import { Controller, FormProvider, useFieldArray, useWatch } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { listErrorOf } from '../../../lib/form';
import { idempotencyKeys } from '../../../lib/idempotency';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useZoneCapacityCheck } from '../api/check-zone-capacity';
import { useCreateIngreso } from '../api/create-ingreso';
import type { Product } from '../api/types';
import { emptyLine } from '../lib/scan-lines';
import { formFieldFor } from '../lib/server-errors';
import { BarcodePrintDialog } from './barcode-print-dialog';
import { Gs1InfoPanel } from './gs1-info-panel';
import { IngresoHeaderFields } from './ingreso-header-fields';
import { IngresoLineRow } from './ingreso-line-row';
import { ProductNotFoundFlow } from './product-not-found-flow';
import { ScanPanel } from './scan-panel';
import { ZoneCapacityBar } from './zone-capacity-bar';
import { useIngresoScan } from './use-ingreso-scan';

const defaults = (): IngresoFormInput => ({
  order_number: '',
  supplier: '',
  warehouse_id: undefined as unknown as number,
  zone_id: undefined as unknown as number,
  notes: '',
  items: [emptyLine()],
  simplified: true,
});

/** 'Nuevo Ingreso': simplified by default, scan or search products, zone capacity. */
export function IngresoFormDialog({
  open,
  onClose,
  initial,
}: {
  open: boolean;
  onClose: () => void;
  /** A pre-filled receipt (receiving a purchase order) and the products of its lines. */
  initial?: { values: Partial<IngresoFormInput>; products: Product[]; label: string } | null;
}) {
  const [keys] = useState(() => idempotencyKeys());
  const create = useCreateIngreso();
  // Each opening starts from the empty receipt, or from the pre-filled one; closing forgets the scans.
  const dialog = useFormDialog<IngresoFormInput, IngresoForm>({
    open,
    onClose: () => {
      scan.reset();
      keys.reset();
      onClose();
    },
    subject: initial,
    defaultValues: { ...defaults(), ...initial?.values },
    resolver: zodResolver(ingresoFormSchema),
    mode: 'onSubmit',
    submitWhileInvalid: true,
    failureIn: 'toast',
    // A retry of the same receipt (its answer lost) reuses the key, and the server replays it.
    submit: (values) => create.mutateAsync({ form: values, idempotencyKey: keys.keyFor(values) }),
    success: INGRESO_MESSAGES.created,
    failure: (error) => errorMessage(error, T.createError),
    mapField: formFieldFor,
  });
  const { form } = dialog;
  const { control, formState } = form;
  const lines = useFieldArray({ control, name: 'items' });
  const [products, setProducts] = useState(() => new Map<number, Product>());
  const remember = useCallback((product: Product) => setProducts((map) => new Map(map).set(product.id, product)), []);
  const scan = useIngresoScan(form, products, remember);
  const [printing, setPrinting] = useState<{ product: Product; quantity: number } | null>(null);

  const productOf = (id: number) => products.get(id) ?? initial?.products.find((product) => product.id === id) ?? null;

  const items = useWatch({ control, name: 'items' });
  const zoneId = useWatch({ control, name: 'zone_id' });
  const warehouseId = useWatch({ control, name: 'warehouse_id' });
  const total = (items ?? []).reduce((sum, line) => sum + (Number.isFinite(line.quantity) ? Number(line.quantity) : 0), 0);
  const [checkedTotal, setCheckedTotal] = useState(total);
  useEffect(() => {
    const timer = setTimeout(() => setCheckedTotal(total), 300);
    return () => clearTimeout(timer);
  }, [total]);
  const capacity = useZoneCapacityCheck(zoneId, checkedTotal);
  const lacksRoom = capacity.data ? !capacity.data.can_accommodate : false;

  const itemsError = listErrorOf(formState.errors.items);
  // A change to one line re-validates that line only; the message about the whole list
  // ('Todos los productos deben tener ID y cantidad') is checked again so it goes once it holds.
  const { trigger } = form;
  useEffect(() => {
    if (itemsError) void trigger('items');
  }, [items, itemsError, trigger]);

  return (
    <>
      <FormDialog
        open={open}
        id="ingreso-form"
        title="Nuevo Ingreso"
        submitLabel="Crear Ingreso"
        dialog={{ ...dialog, canSubmit: dialog.canSubmit && !lacksRoom }}
        maxWidth="lg"
        dividers
        actions={
          lacksRoom && (
            <Typography color="error" variant="body2" sx={{ mr: 'auto' }}>
              {INGRESO_MESSAGES.zoneWithoutCapacity}
            </Typography>
          )
        }
      >
        <FormProvider {...form}>
          <Stack spacing={2}>
            <Controller
              control={control}
              name="simplified"
              render={({ field }) => (
                <Alert severity={field.value ? 'info' : 'warning'} icon={false}>
                  <FormControlLabel
                    control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
                    label="Modo simplificado"
                  />
                  <Typography variant="body2">
                    {field.value
                      ? 'Los productos ingresan directamente al inventario.'
                      : 'Modo tradicional: el ingreso queda Pendiente y el almacenamiento se asigna a un operario.'}
                  </Typography>
                </Alert>
              )}
            />
            {initial && <Alert severity="info">{initial.label}</Alert>}
            <IngresoHeaderFields />
            {capacity.data && <ZoneCapacityBar check={capacity.data} />}
            <ScanPanel
              multi={scan.multi}
              onMultiChange={scan.setMulti}
              scans={scan.history.map((entry) => entry.name)}
              onUndo={scan.undo}
              onScan={(code) => void scan.onScan(code)}
              separator={scan.separator}
              busy={scan.busy}
              status={scan.status.status}
              onInput={scan.status.onInput}
            />
            {scan.gs1Info && (
              <Gs1InfoPanel
                classification={scan.gs1Info.classification}
                onClose={() => scan.setGs1Info(null)}
                onCreateProduct={() => {
                  scan.setNotFound(scan.gs1Info);
                  scan.setGs1Info(null);
                }}
              />
            )}
            <Typography variant="subtitle2">Productos ({lines.fields.length})</Typography>
            {itemsError && <Alert severity="error">{itemsError}</Alert>}
            {lines.fields.map((field, index) => (
              <IngresoLineRow
                key={field.id}
                index={index}
                product={productOf(items?.[index]?.product_id as number)}
                onProduct={(product) => product && remember(product)}
                canRemove={lines.fields.length > 1}
                onRemove={() => lines.remove(index)}
                onPrint={(product, quantity) => setPrinting({ product, quantity })}
              />
            ))}
            <Button
              startIcon={<AddIcon />}
              onClick={() => lines.append(emptyLine())}
              disabled={scan.multi}
              sx={{ alignSelf: 'flex-start' }}
            >
              Agregar producto
            </Button>
          </Stack>
        </FormProvider>
      </FormDialog>
      {scan.notFound && (
        <ProductNotFoundFlow
          code={scan.notFound.code}
          classification={scan.notFound.classification}
          warehouseId={warehouseId}
          zoneId={zoneId}
          onCancel={() => scan.setNotFound(null)}
          onCreated={(product, classification) => {
            const code = scan.notFound?.code;
            scan.setNotFound(null);
            // The new product is added to the receipt 0.5 s after it is created.
            setTimeout(() => scan.addProduct(product, classification, code), 500);
          }}
        />
      )}
      {printing && (
        <BarcodePrintDialog product={printing.product} quantity={printing.quantity} onClose={() => setPrinting(null)} />
      )}
    </>
  );
}
