import {
  DEFAULT_PRINT_OPTIONS,
  INGRESO_SCREEN_MESSAGES as T,
  LABEL_FORMATS,
  LABEL_SIZES,
  LABEL_SIZE_LABELS,
  PRINTER_TYPES,
  PRINTER_TYPE_LABELS,
  PRINT_DPIS,
  isPrintableEan13,
  printOptionsSchema,
  type PrintOptions,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { FormSelect } from '../../../components/form-select';
import { muiField } from '../../../lib/form';
import { printPage, svgDataUrl } from '../../../lib/print';
import type { Product } from '../api/types';
import { ean13Svg, labelsHtml } from '../lib/print-labels';

interface BarcodePrintDialogProps {
  product: Product;
  /** The print quantity equals the line quantity. */
  quantity: number;
  onClose: () => void;
}

/** EAN-13 labels for a product with a generated code (789…), with the print options. */
export function BarcodePrintDialog({ product, quantity, onClose }: BarcodePrintDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const { register, control, handleSubmit, formState } = useForm<PrintOptions, unknown, z.output<typeof printOptionsSchema>>({
    resolver: formResolver<PrintOptions, typeof printOptionsSchema>(printOptionsSchema),
    defaultValues: DEFAULT_PRINT_OPTIONS,
  });
  const options = useWatch({ control }) as PrintOptions;
  const barcode = product.barcode ?? '';
  const problem = !barcode ? T.printNoBarcode : !isPrintableEan13(barcode) ? T.printOnlyGenerated : null;
  const [preview, setPreview] = useState<{ key: string; url: string } | null>(null);
  const previewKey = `${barcode}|${options.printerType}|${options.labelSize}`;

  useEffect(() => {
    if (problem) return;
    let cancelled = false;
    ean13Svg(barcode, { ...DEFAULT_PRINT_OPTIONS, printerType: options.printerType, labelSize: options.labelSize })
      .then((svg) => !cancelled && setPreview({ key: previewKey, url: svgDataUrl(svg) }))
      .catch(() => !cancelled && setPreview(null));
    return () => {
      cancelled = true;
    };
  }, [barcode, problem, options.printerType, options.labelSize, previewKey]);

  const print = handleSubmit(async (values) => {
    try {
      await printPage(async () =>
        labelsHtml(
          { barcode, name: product.name, sku: product.sku },
          await ean13Svg(barcode, values),
          quantity * values.copies,
          values,
        ),
      );
      onClose();
    } catch {
      enqueueSnackbar(T.printError, { variant: 'error' });
    }
  });

  const { errors } = formState;
  const standard = options.printerType === 'standard';
  return (
    <Dialog open onClose={onClose} maxWidth="sm" fullWidth aria-labelledby="print-title">
      <DialogTitle id="print-title">Imprimir códigos de barras</DialogTitle>
      <DialogContent>
        <Typography sx={{ mb: 1 }}>
          {product.sku} — {product.name}
        </Typography>
        {problem ? (
          <Alert severity="error">{problem}</Alert>
        ) : (
          <>
            <Box sx={{ textAlign: 'center', my: 1, minHeight: 60 }}>
              {preview?.key === previewKey && (
                <img src={preview.url} alt={`Código ${barcode}`} style={{ width: '100%', maxWidth: 240 }} />
              )}
            </Box>
            <Box
              component="form"
              id="print-form"
              onSubmit={print}
              sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, pt: 1 }}
            >
              <FormSelect
                control={control}
                name="printerType"
                size="small"
                label="Tipo de impresora"
                options={PRINTER_TYPES}
                optionLabel={(type) => PRINTER_TYPE_LABELS[type]}
                sx={{ gridColumn: '1 / -1' }}
              />
              {standard ? (
                <TextField
                  size="small"
                  type="number"
                  label="Etiquetas por fila"
                  {...muiField(register('labelsPerRow', { valueAsNumber: true }))}
                  error={Boolean(errors.labelsPerRow)}
                  helperText={errors.labelsPerRow?.message}
                />
              ) : (
                <FormSelect
                  control={control}
                  name="labelFormat"
                  size="small"
                  label="Formato de etiqueta (pulgadas)"
                  options={LABEL_FORMATS}
                />
              )}
              <FormSelect
                control={control}
                name="labelSize"
                size="small"
                label="Tamaño"
                options={LABEL_SIZES}
                optionLabel={(size) => LABEL_SIZE_LABELS[size]}
              />
              <FormSelect control={control} name="dpi" size="small" label="Resolución (DPI)" options={PRINT_DPIS} />
              <TextField
                size="small"
                type="number"
                label="Copias"
                {...muiField(register('copies', { valueAsNumber: true }))}
                error={Boolean(errors.copies)}
                helperText={errors.copies?.message ?? `${quantity} ${quantity === 1 ? 'etiqueta' : 'etiquetas'} por copia`}
              />
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button type="submit" form="print-form" variant="contained" disabled={Boolean(problem)}>
          Imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
