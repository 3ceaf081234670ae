import {
  barWidthFor,
  DEFAULT_PRINT_OPTIONS,
  LABEL_BAR_HEIGHT,
  LABEL_FORMATS,
  LABEL_SIZE_FOR_FORMAT,
  LABEL_SIZE_LABELS,
  LABEL_SIZES,
  LOCATION_LABEL_SIZE_CM,
  MAX_LABELS_PER_ROW,
  PRINT_DPIS,
  PRINTER_TYPE_LABELS,
  PRINTER_TYPES,
  printOptionsSchema,
  type PrintOptions,
} from '@bodega/domain';
import DownloadIcon from '@mui/icons-material/Download';
import PrintIcon from '@mui/icons-material/Print';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { MOBILE_QUERY } from '../../../config/layout';
import { FormSelect } from '../../../components/form-select';
import { muiField } from '../../../lib/form';
import { PrintBlockedError, printPage } from '../../../lib/print';
import { getLocationLabelsZpl } from '../api/get-location-labels-zpl';
import type { Location } from '../api/types';
import { code128Svg } from '../lib/barcode';
import { FACILITY_TOASTS as T, failureText, TOAST_MS } from '../lib/messages';
import { printPageHtml } from '../lib/print-page';
import { saveBlob } from '../../../lib/download';

const SHOWN_CHIPS = 12;
const A4_PRINTABLE_CM = 19;

interface PrintBarcodesDialogProps {
  open: boolean;
  locations: Location[];
  onClose: () => void;
}

function downloadText(text: string, filename: string): void {
  saveBlob(new Blob([text], { type: 'text/plain;charset=utf-8' }), filename);
}

/**
 * Print barcodes with the print options: an A4 sheet with 1–4 labels per row
 * in a chosen size, or thermal labels (2x1, 4x2, 4x6 in at 203/300/600 dpi) printed from the
 * browser or downloaded as ZPL for the label printer.
 */
export function PrintBarcodesDialog({ open, locations, onClose }: PrintBarcodesDialogProps) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const [busy, setBusy] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors, isValid },
  } = useForm<PrintOptions, unknown, z.output<typeof printOptionsSchema>>({
    mode: 'onChange',
    resolver: formResolver<PrintOptions, typeof printOptionsSchema>(printOptionsSchema),
    defaultValues: DEFAULT_PRINT_OPTIONS,
  });
  const [printerType, labelsPerRow, labelSize] = useWatch({ control, name: ['printerType', 'labelsPerRow', 'labelSize'] });

  useEffect(() => {
    if (open) reset(DEFAULT_PRINT_OPTIONS);
  }, [open, reset]);

  const fail = (error: unknown) =>
    enqueueSnackbar(failureText(T.printError, error), { variant: 'error', autoHideDuration: TOAST_MS });

  const labelsFor = async (options: PrintOptions) => {
    const size = options.printerType === 'label' ? LABEL_SIZE_FOR_FORMAT[options.labelFormat] : options.labelSize;
    const drawing = { barHeight: LABEL_BAR_HEIGHT[size], moduleWidth: barWidthFor(options.printerType) };
    return Promise.all(
      locations.map(async (location) => ({
        code: location.code,
        description: location.description,
        svg: await code128Svg(location.barcode, drawing),
      })),
    );
  };

  const onPrint = handleSubmit(async (options) => {
    setBusy(true);
    try {
      await printPage(async () => printPageHtml(await labelsFor(options), options));
      onClose();
    } catch (error) {
      fail(error instanceof PrintBlockedError ? null : error);
    } finally {
      setBusy(false);
    }
  });

  const downloadZpl = handleSubmit(async (options) => {
    setBusy(true);
    try {
      const zpl = await getLocationLabelsZpl({
        ids: locations.map((location) => location.id),
        size: LABEL_SIZE_FOR_FORMAT[options.labelFormat],
        dpi: options.dpi,
        copies: options.copies,
      });
      downloadText(zpl, 'etiquetas-ubicaciones.zpl');
    } catch (error) {
      fail(error);
    } finally {
      setBusy(false);
    }
  });

  const rowWidth = Number(labelsPerRow) * LOCATION_LABEL_SIZE_CM[labelSize].width;
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      aria-labelledby="print-barcodes-title"
    >
      <DialogTitle id="print-barcodes-title">Imprimir Códigos de Barras</DialogTitle>
      <DialogContent>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {locations.length === 1 ? '1 ubicación seleccionada' : `${locations.length} ubicaciones seleccionadas`}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mb: 2 }}>
          {locations.slice(0, SHOWN_CHIPS).map((location) => (
            <Chip key={location.id} size="small" label={location.code} />
          ))}
          {locations.length > SHOWN_CHIPS && (
            <Chip size="small" variant="outlined" label={`+${locations.length - SHOWN_CHIPS} más`} />
          )}
        </Box>
        <Controller
          control={control}
          name="printerType"
          render={({ field }) => (
            <RadioGroup {...field} row aria-label="Tipo de impresora">
              {PRINTER_TYPES.map((type) => (
                <FormControlLabel key={type} value={type} control={<Radio />} label={PRINTER_TYPE_LABELS[type]} />
              ))}
            </RadioGroup>
          )}
        />
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          {printerType === 'standard' ? (
            <>
              <FormSelect
                control={control}
                name="labelsPerRow"
                label="Etiquetas por fila"
                margin="dense"
                options={Array.from({ length: MAX_LABELS_PER_ROW }, (_, index) => index + 1)}
              />
              <FormSelect
                control={control}
                name="labelSize"
                label="Tamaño de etiqueta"
                margin="dense"
                options={LABEL_SIZES}
                optionLabel={(size) =>
                  `${LABEL_SIZE_LABELS[size]} (${LOCATION_LABEL_SIZE_CM[size].width} × ${LOCATION_LABEL_SIZE_CM[size].height} cm)`
                }
              />
            </>
          ) : (
            <>
              <FormSelect
                control={control}
                name="labelFormat"
                label="Formato de etiqueta"
                margin="dense"
                options={LABEL_FORMATS}
                optionLabel={(format) => `${format.replace('x', ' × ')} pulgadas`}
              />
              <FormSelect
                control={control}
                name="dpi"
                label="Resolución (dpi)"
                margin="dense"
                options={PRINT_DPIS}
                optionLabel={(dpi) => `${dpi} dpi`}
              />
            </>
          )}
          <TextField
            {...muiField(register('copies', { valueAsNumber: true }))}
            label="Copias por ubicación"
            type="number"
            margin="dense"
            slotProps={{ htmlInput: { min: 1, max: 100, step: 1 } }}
            error={Boolean(errors.copies)}
            helperText={errors.copies?.message}
          />
        </Box>
        {printerType === 'standard' && rowWidth > A4_PRINTABLE_CM && (
          <Alert severity="info" sx={{ mt: 1 }}>
            {labelsPerRow} etiquetas de {LOCATION_LABEL_SIZE_CM[labelSize].width} cm no caben en el ancho de una hoja A4; se
            reducirá su ancho.
          </Alert>
        )}
        {printerType === 'label' && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            Para impresoras Zebra u otras compatibles con ZPL, descargue el archivo y envíelo a la impresora.
          </Typography>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={busy}>
          Cancelar
        </Button>
        {printerType === 'label' && (
          <Button
            variant="outlined"
            startIcon={<DownloadIcon />}
            disabled={busy || !isValid || locations.length === 0}
            onClick={() => void downloadZpl()}
          >
            Descargar ZPL
          </Button>
        )}
        <Button
          variant="contained"
          startIcon={<PrintIcon />}
          disabled={busy || !isValid || locations.length === 0}
          onClick={onPrint}
        >
          Imprimir
        </Button>
      </DialogActions>
    </Dialog>
  );
}
