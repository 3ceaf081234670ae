import { classifyBarcode, generateEan13, isPrintableEan13 } from '@bodega/domain';
import AutorenewIcon from '@mui/icons-material/Autorenew';
import PrintIcon from '@mui/icons-material/Print';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { muiField } from '../../../lib/form';
import { printPage } from '../../../lib/print';
import { ean13Svg, labelPageHtml } from '../lib/ean13-label';
import { TOAST_MS } from '../lib/toast';
import type { ProductFormValues } from './product-form-values';

const PRINT_ERROR = 'Error al imprimir códigos de barras';

/**
 * Barcode with EAN-13 generation when empty (789 00 + 7 random + check digit) and, for a
 * printable EAN-13, a preview and a label print.
 */
export function BarcodeField() {
  const { register, control, setValue, formState } = useFormContext<ProductFormValues>();
  const { enqueueSnackbar } = useSnackbar();
  const [barcode, sku, name] = useWatch({ control, name: ['barcode', 'sku', 'name'] });
  const code = (barcode ?? '').trim();
  const printable = isPrintableEan13(code);
  const [preview, setPreview] = useState<{ code: string; svg: string } | null>(null);

  useEffect(() => {
    if (!printable) return;
    let cancelled = false;
    ean13Svg(code)
      .then((svg) => !cancelled && setPreview({ code, svg }))
      .catch(() => !cancelled && setPreview(null));
    return () => {
      cancelled = true;
    };
  }, [code, printable]);

  const print = async () => {
    try {
      await printPage(async () => labelPageHtml(await ean13Svg(code), { sku: sku || code, name: name || '' }));
    } catch {
      enqueueSnackbar(PRINT_ERROR, { variant: 'error', autoHideDuration: TOAST_MS });
    }
  };

  const type = code ? classifyBarcode(code, { context: 'products' }).type : null;
  const error = formState.errors.barcode?.message;
  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: { xs: 'wrap', sm: 'nowrap' } }}>
        <TextField
          {...muiField(register('barcode'))}
          label="Código de Barras"
          required
          fullWidth
          error={Boolean(error)}
          helperText={error ?? (type ? `Tipo: ${type}` : 'Vacío: genere un EAN-13 interno (789…)')}
        />
        <Button
          variant="outlined"
          startIcon={<AutorenewIcon />}
          disabled={code !== ''}
          onClick={() => setValue('barcode', generateEan13(), { shouldValidate: true, shouldDirty: true })}
          sx={{ flexShrink: 0, height: 56 }}
        >
          Generar EAN-13
        </Button>
      </Box>
      {printable && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 1, flexWrap: 'wrap' }}>
          {preview?.code === code && (
            <Box
              component="img"
              src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(preview.svg)}`}
              alt={`Código EAN-13 ${code}`}
              sx={{ height: 72, bgcolor: '#fff', border: 1, borderColor: 'divider', borderRadius: 1 }}
            />
          )}
          <Button variant="outlined" startIcon={<PrintIcon />} onClick={() => void print()}>
            Imprimir etiqueta EAN-13
          </Button>
        </Box>
      )}
    </Box>
  );
}
