import { PRODUCT_MESSAGES, isPrintableEan13, type IngresoFormInput } from '@bodega/domain';
import DeleteIcon from '@mui/icons-material/Delete';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useEffect } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { RECEIPT_PRODUCT_SEARCH } from '../lib/product-search';
import { ProductSearch } from '../../../components/pickers/product-search';
import { muiField, optionalNumber } from '../../../lib/form';
import type { Product } from '../api/types';
import { withProduct, type LineValues } from '../lib/scan-lines';
import { DmLineFields } from './dm-line-fields';
import { UnitSerialsField } from './unit-serials-field';

interface IngresoLineRowProps {
  index: number;
  product: Product | null;
  onProduct: (product: Product | null) => void;
  canRemove: boolean;
  onRemove: () => void;
  onPrint: (product: Product, quantity: number) => void;
}

/**
 * One receipt line: product, quantity, lot, expiry, serial and DM fields. A serialised product
 * (requiere_serie) takes a serial per unit; any other keeps the spec's serial only for 1 unit.
 */
export function IngresoLineRow({ index, product, onProduct, canRemove, onRemove, onPrint }: IngresoLineRowProps) {
  const { register, setValue, getValues, control, formState } = useFormContext<IngresoFormInput>();
  const errors = formState.errors.items?.[index];
  const quantity = useWatch({ control, name: `items.${index}.quantity` });
  const single = quantity === 1;
  const perUnit = product?.requiere_serie === true && typeof quantity === 'number' && quantity > 1;

  // The serial is cleared when the quantity is not 1; the per-unit list only serves a serialised line.
  useEffect(() => {
    if (!single && getValues(`items.${index}.serial_number`)) setValue(`items.${index}.serial_number`, '');
    if (!perUnit && getValues(`items.${index}.serial_numbers`)) setValue(`items.${index}.serial_numbers`, undefined);
  }, [single, perUnit, index, getValues, setValue]);

  const selectProduct = (next: Product | null) => {
    onProduct(next);
    const line = getValues(`items.${index}`) as LineValues;
    const updated = next ? withProduct(line, next) : { ...line, product_id: undefined as unknown as number };
    setValue(`items.${index}`, updated, { shouldValidate: formState.isSubmitted });
  };

  return (
    <Paper variant="outlined" sx={{ p: 1.5 }} data-testid="ingreso-line">
      <Box
        sx={{
          display: 'grid',
          gap: 1.5,
          gridTemplateColumns: { xs: '1fr 1fr', md: '3fr 1fr 1fr 1.3fr 1.3fr 1.3fr auto' },
          alignItems: 'start',
        }}
      >
        <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
          <ProductSearch<Product>
            {...RECEIPT_PRODUCT_SEARCH}
            value={product}
            onChange={selectProduct}
            error={errors?.product_id?.message}
          />
        </Box>
        <TextField
          size="small"
          type="number"
          label="Cantidad"
          {...muiField(register(`items.${index}.quantity`, { valueAsNumber: true }))}
          slotProps={{ htmlInput: { min: 1, step: 1 } }}
          error={Boolean(errors?.quantity)}
          helperText={errors?.quantity?.message}
        />
        <TextField
          size="small"
          type="number"
          label="Costo unitario"
          {...muiField(register(`items.${index}.unit_cost`, { setValueAs: optionalNumber }))}
          slotProps={{ htmlInput: { min: 0, step: 1 } }}
          error={Boolean(errors?.unit_cost)}
          helperText={errors?.unit_cost?.message}
        />
        <TextField
          size="small"
          label="Lote"
          {...muiField(register(`items.${index}.lot_number`))}
          error={Boolean(errors?.lot_number)}
          helperText={errors?.lot_number?.message}
        />
        <TextField
          size="small"
          type="date"
          label="Vencimiento"
          required
          {...muiField(register(`items.${index}.expiry_date`))}
          slotProps={{ inputLabel: { shrink: true } }}
          error={Boolean(errors?.expiry_date)}
          helperText={errors?.expiry_date?.message}
        />
        {single ? (
          <TextField
            size="small"
            label="N° de serie"
            {...muiField(register(`items.${index}.serial_number`))}
            error={Boolean(errors?.serial_number)}
            helperText={errors?.serial_number?.message}
          />
        ) : (
          <Box sx={{ display: { xs: 'none', md: 'block' } }} />
        )}
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gridColumn: { xs: single ? 'auto' : '1 / -1', md: 'auto' } }}>
          {product?.barcode && isPrintableEan13(product.barcode) && (
            <Tooltip title="Imprimir códigos de barras">
              <IconButton
                aria-label={`Imprimir códigos de ${product.sku}`}
                onClick={() => onPrint(product, Number(quantity) || 1)}
              >
                <PrintIcon />
              </IconButton>
            </Tooltip>
          )}
          <Tooltip title="Quitar producto">
            <span>
              <IconButton aria-label={`Quitar línea ${index + 1}`} onClick={onRemove} disabled={!canRemove} color="error">
                <DeleteIcon />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      </Box>
      {perUnit && <UnitSerialsField index={index} quantity={quantity} />}
      {product?.es_dm_priorizado && (
        <>
          <Alert severity="warning" sx={{ mt: 1.5 }} data-testid="dm-warning">
            Dispositivo médico priorizado{product.tipo_dm ? ` (${product.tipo_dm})` : ''}: registre la forma de adquisición y la
            fecha de recepción conforme.
            {product.tipo_dm === 'Implantable' && ` ${PRODUCT_MESSAGES.implantableWarning}.`}
          </Alert>
          <DmLineFields index={index} product={product} />
        </>
      )}
    </Paper>
  );
}
