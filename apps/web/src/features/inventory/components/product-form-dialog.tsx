import {
  ABC_CATEGORIES,
  LOT_ENFORCEMENTS,
  LOT_ENFORCEMENT_LABELS,
  INVENTORY_SCREEN_MESSAGES as M,
  PRODUCT_MESSAGES,
  PRODUCT_STATUSES,
  makeProductCreateSchema,
  makeProductUpdateSchema,
  type ProductCreate,
  type ProductUpdate,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Controller, FormProvider } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps } from '../../../lib/form';
import { formResolver } from '../../../lib/form-resolver';
import { isVolumetricModeEnabled } from '../../../lib/location-settings';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useProduct } from '../api/get-product';
import { useSaveProduct } from '../api/save-product';
import { TOAST_MS } from '../lib/toast';
import { BarcodeField } from './barcode-field';
import { ProductCategoryField } from './product-category-field';
import { ProductDmFields } from './product-dm-fields';
import { productFormValues, type ProductFormValues } from './product-form-values';
import { ProductPlacementFields } from './product-placement-fields';
import { ProductStockFields } from './product-stock-fields';

function Section({ title }: { title: string }) {
  return (
    <Typography variant="subtitle2" color="text.secondary" sx={{ gridColumn: '1 / -1', mt: 1 }}>
      {title}
    </Typography>
  );
}

/**
 * Product create/edit: the domain's create or edit schema, SKU locked when
 * editing, the warehouse → zone → location cascade, new category and new location inside it.
 */
export function ProductFormDialog({
  open,
  productId,
  onClose,
}: {
  open: boolean;
  productId: number | null;
  onClose: () => void;
}) {
  const editing = productId !== null;
  const product = useProduct(open ? productId : null);
  const save = useSaveProduct();
  const requireDimensions = useMemo(() => open && isVolumetricModeEnabled(), [open]);
  const schema = useMemo(
    () => (editing ? makeProductUpdateSchema({ requireDimensions }) : makeProductCreateSchema({ requireDimensions })),
    [editing, requireDimensions],
  );
  const loaded = !editing || product.data !== undefined;
  const dialog = useFormDialog({
    open,
    onClose,
    mode: 'onTouched',
    // An edit starts again from the product once it is loaded.
    subject: editing ? (product.data ?? null) : null,
    defaultValues: productFormValues(editing ? (product.data ?? null) : null),
    resolver: formResolver<ProductFormValues, typeof schema>(schema),
    // The create schema judged a new product and the update schema an edit.
    submit: (payload) =>
      productId === null
        ? save.mutateAsync({ id: null, payload: payload as ProductCreate })
        : save.mutateAsync({ id: productId, payload: payload as ProductUpdate }),
    success: editing ? M.productUpdated : M.productCreated,
    failure: (error) =>
      editing
        ? M.failure('actualizar producto', errorMessage(error, ''))
        : `${M.productCreateError}: ${errorMessage(error, M.unknownError)}`,
    toastMs: TOAST_MS,
    submitWhileInvalid: true,
    ready: loaded,
  });
  const methods = dialog.form;
  const {
    control,
    formState: { errors },
  } = methods;

  return (
    <FormDialog
      open={open}
      id="product-form"
      title={editing ? 'Editar Producto' : 'Nuevo Producto'}
      submitLabel={editing ? 'Guardar' : 'Crear Producto'}
      maxWidth="md"
      dividers
      dialog={dialog}
      intro={
        <>
          {editing && product.isError && <Alert severity="error">{PRODUCT_MESSAGES.editNotFound}</Alert>}
          {!loaded && !product.isError && <LinearProgress aria-label="Cargando producto" />}
        </>
      }
    >
      {loaded && (
        <FormProvider {...methods}>
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
              gap: 2,
              pt: 1,
            }}
          >
            <TextField
              {...fieldProps(methods, 'sku', { hint: editing ? 'El SKU no se puede cambiar' : undefined })}
              label="SKU"
              required
              disabled={editing}
            />
            <TextField {...fieldProps(methods, 'name')} label="Nombre" required sx={{ gridColumn: { md: 'span 2' } }} />
            <BarcodeField />
            <TextField {...fieldProps(methods, 'codigo_fabrica')} label="Código de fábrica" />
            <TextField {...fieldProps(methods, 'fabricante')} label="Fabricante" />
            <ProductCategoryField />
            <Controller
              control={control}
              name="status"
              render={({ field }) => (
                <TextField
                  {...field}
                  inputRef={field.ref}
                  select
                  label="Estado"
                  required
                  error={Boolean(errors.status)}
                  helperText={errors.status?.message}
                >
                  {PRODUCT_STATUSES.map((value) => (
                    <MenuItem key={value} value={value}>
                      {value}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField
              {...fieldProps(methods, 'description')}
              label="Descripción"
              multiline
              minRows={2}
              sx={{ gridColumn: '1 / -1' }}
            />
            <Section title="Ubicación" />
            <ProductPlacementFields canCreateLocation />
            <Section title="Stock y medidas" />
            <ProductStockFields creating={!editing} requireDimensions={requireDimensions} />
            <Controller
              control={control}
              name="abc_category"
              render={({ field }) => (
                <TextField
                  select
                  label="Clasificación ABC"
                  value={field.value ?? ''}
                  inputRef={field.ref}
                  onChange={(event) => field.onChange(event.target.value || null)}
                >
                  <MenuItem value="">Sin clasificar</MenuItem>
                  {ABC_CATEGORIES.map((value) => (
                    <MenuItem key={value} value={value}>
                      {value}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <Controller
              control={control}
              name="lot_enforcement"
              render={({ field }) => (
                <TextField
                  select
                  label="Control de estrategia de lotes"
                  helperText="Salidas, picking y despachos que toman otro lote que el de la estrategia"
                  value={field.value ?? ''}
                  inputRef={field.ref}
                  onChange={(event) => field.onChange(event.target.value || null)}
                >
                  <MenuItem value="">Según la categoría</MenuItem>
                  {LOT_ENFORCEMENTS.map((value) => (
                    <MenuItem key={value} value={value}>
                      {LOT_ENFORCEMENT_LABELS[value]}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            <TextField {...fieldProps(methods, 'unit_of_measure')} label="Unidad de medida" />
            <ProductDmFields />
          </Box>
        </FormProvider>
      )}
    </FormDialog>
  );
}
