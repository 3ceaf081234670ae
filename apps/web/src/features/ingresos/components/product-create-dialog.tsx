import { ABC_CATEGORIES, PRODUCT_MESSAGES, autoSkuFor, makeProductCreateSchema, type ProductCreate } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { DmTypeFields } from '../../../components/dm-type-fields';
import { FormDialog } from '../../../components/form-dialog';
import { formResolver } from '../../../lib/form-resolver';
import { useZoneLocationOptions } from '../../../components/pickers/api/facility-lists';
import { errorMessage } from '../../../lib/api-client';
import { fieldProps, muiField, optionalNumber } from '../../../lib/form';
import { isVolumetricModeEnabled } from '../../../lib/location-settings';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useCategories } from '../../../lib/resources/categories';
import { useCreateProduct } from '../api/products';
import type { Product } from '../api/types';

type Values = ProductCreate;

const DIMENSIONS = [
  ['length', 'Largo (cm)'],
  ['width', 'Ancho (cm)'],
  ['height', 'Alto (cm)'],
] as const;

interface ProductCreateDialogProps {
  code: string;
  /** The barcode to register: the EAN-13 inside a GTIN, or the code as scanned. */
  barcode: string;
  warehouseId: number | undefined;
  zoneId: number | undefined;
  onClose: () => void;
  onCreated: (product: Product) => void;
}

/**
 * Compact product form for a scanned code that has no product (auto SKU). With
 * volumetric capacity enabled in the location settings it asks for the dimensions, as the full
 * product form does.
 */
export function ProductCreateDialog({ code, barcode, warehouseId, zoneId, onClose, onCreated }: ProductCreateDialogProps) {
  const categories = useCategories();
  const create = useCreateProduct();
  const requireDimensions = useMemo(() => isVolumetricModeEnabled(), []);
  const schema = useMemo(() => makeProductCreateSchema({ requireDimensions }), [requireDimensions]);
  const dialog = useFormDialog<Values, z.output<typeof schema>, Product>({
    open: true,
    onClose,
    resolver: formResolver<Values, typeof schema>(schema),
    mode: 'onSubmit',
    submitWhileInvalid: true,
    failureIn: 'toast',
    submit: (values) => create.mutateAsync(values),
    success: 'Producto creado exitosamente',
    failure: (error) => errorMessage(error, 'Error al crear el producto'),
    // The server's field names are the form's.
    mapField: (field) => field,
    // The flow that opened it closes it once the product is on the receipt.
    stayOpen: true,
    onSuccess: (product) => onCreated(product),
    defaultValues: {
      sku: autoSkuFor(code),
      barcode,
      name: '',
      category: '',
      abc_category: 'B',
      status: 'Activo',
      cantidad_x_caja: 1,
      min_stock: 0,
      max_stock: 0,
      warehouse_id: warehouseId as number,
      zone_id: zoneId as number,
      location_id: undefined as unknown as number,
      es_dm_priorizado: false,
      requiere_registro_sanitario: false,
      tipo_dm: null,
      categorizacion_implantable: null,
    },
  });
  const { form } = dialog;
  const { register, control, formState } = form;
  const { errors } = formState;
  const locations = useZoneLocationOptions(zoneId ?? null);
  const dm = useWatch({ control, name: 'es_dm_priorizado' });
  const tipo = useWatch({ control, name: 'tipo_dm' });

  return (
    <FormDialog open id="product-create" title="Nuevo Producto" submitLabel="Crear Producto" dialog={dialog}>
      {!zoneId && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Elija la bodega y la zona del ingreso para ubicar el producto.
        </Alert>
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}>
        <TextField label="SKU" size="small" required {...fieldProps(form, 'sku')} />
        <TextField label="Código de Barras" size="small" required {...fieldProps(form, 'barcode')} />
        <TextField label="Nombre" size="small" required autoFocus {...fieldProps(form, 'name')} sx={{ gridColumn: '1 / -1' }} />
        <Controller
          control={control}
          name="category"
          render={({ field }) => (
            <Autocomplete
              freeSolo
              options={(categories.data ?? []).map((category) => category.name)}
              value={field.value ?? ''}
              onInputChange={(_event, text) => field.onChange(text)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Categoría"
                  required
                  size="small"
                  error={Boolean(errors.category)}
                  helperText={errors.category?.message}
                />
              )}
            />
          )}
        />
        <Controller
          control={control}
          name="location_id"
          render={({ field }) => (
            <TextField
              select
              label="Ubicación"
              required
              size="small"
              disabled={!zoneId}
              value={field.value ?? ''}
              onChange={(event) => field.onChange(Number(event.target.value))}
              error={Boolean(errors.location_id || errors.zone_id)}
              helperText={errors.location_id?.message ?? errors.zone_id?.message}
            >
              {(locations.data ?? []).map((location) => (
                <MenuItem key={location.id} value={location.id}>
                  {location.code}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        <TextField
          label="Cantidad por caja"
          type="number"
          size="small"
          {...fieldProps(form, 'cantidad_x_caja', { register: { valueAsNumber: true } })}
        />
        <Controller
          control={control}
          name="abc_category"
          render={({ field }) => (
            <TextField select label="Categoría ABC" size="small" value={field.value ?? 'B'} onChange={field.onChange}>
              {ABC_CATEGORIES.map((abc) => (
                <MenuItem key={abc} value={abc}>
                  {abc}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
        {requireDimensions &&
          DIMENSIONS.map(([name, label]) => (
            <TextField
              key={name}
              label={label}
              type="number"
              size="small"
              required
              slotProps={{ htmlInput: { min: 0, step: 0.1 } }}
              {...muiField(register(name, { setValueAs: optionalNumber }))}
              error={Boolean(errors[name])}
              helperText={errors[name]?.message}
            />
          ))}
        <Controller
          control={control}
          name="es_dm_priorizado"
          render={({ field }) => (
            <FormControlLabel
              sx={{ gridColumn: '1 / -1' }}
              control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
              label="Dispositivo médico priorizado"
            />
          )}
        />
        {dm && (
          <>
            <DmTypeFields control={control} size="small" categoryLabel="Categorización" />
            <Controller
              control={control}
              name="requiere_registro_sanitario"
              render={({ field }) => (
                <FormControlLabel
                  control={<Switch checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />}
                  label="Requiere registro sanitario"
                />
              )}
            />
            {tipo === 'Implantable' && (
              <Alert severity="warning" sx={{ gridColumn: '1 / -1' }}>
                {PRODUCT_MESSAGES.implantableWarning}
              </Alert>
            )}
          </>
        )}
      </Box>
    </FormDialog>
  );
}
