import {
  BULK_IMPORT_MESSAGES,
  BULK_IMPORT_REQUIRED_COLUMNS,
  INVENTORY_SCREEN_MESSAGES as M,
  isBulkImportFile,
  readBulkImportSheet,
  type BulkSheetProduct,
  type BulkSheetRow,
} from '@bodega/domain';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useSnackbar } from 'notistack';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { MOBILE_QUERY } from '../../../config/layout';
import { errorMessage } from '../../../lib/api-client';
import { useBulkImportProducts, type BulkResult } from '../api/bulk-import-products';
import { runBulkImport } from '../lib/bulk-import-run';
import { readSheetRows } from '../lib/read-workbook';
import { TOAST_MS } from '../lib/toast';
import { BulkImportPreview } from './bulk-import-preview';
import { BulkImportResult } from './bulk-import-result';

const STEPS = ['Seleccionar archivo', 'Vista previa', 'Completado'];
/** The wizard closes 2 seconds after success. */
const CLOSE_AFTER_MS = 2000;

interface Sheet {
  fileName: string;
  rows: BulkSheetRow[];
  products: BulkSheetProduct[];
  skipped: number;
}

type Busy = { phase: 'reading' | 'sending'; progress: number } | null;

/** Excel bulk load: choose file → preview of unique products → result. */
export function BulkImportDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const narrow = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const { enqueueSnackbar } = useSnackbar();
  const bulk = useBulkImportProducts();
  const input = useRef<HTMLInputElement>(null);
  const [sheet, setSheet] = useState<Sheet | null>(null);
  const [result, setResult] = useState<Omit<BulkResult, 'message'> | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const step = result ? 2 : sheet ? 1 : 0;

  const close = () => {
    if (busy) return;
    setSheet(null);
    setResult(null);
    setFailure(null);
    onClose();
  };

  // Closing 2 s after a clean success; when rows were refused the reasons stay on screen.
  const cleanSuccess = result !== null && result.refused === 0 && result.created > 0;
  const closeLater = useEffectEvent(() => close());
  useEffect(() => {
    if (!open || !cleanSuccess) return;
    const timer = setTimeout(closeLater, CLOSE_AFTER_MS);
    return () => clearTimeout(timer);
  }, [open, cleanSuccess]);

  const read = async (file: File) => {
    setFailure(null);
    if (!isBulkImportFile(file.name)) {
      setFailure(BULK_IMPORT_MESSAGES.invalidFile);
      return;
    }
    setBusy({ phase: 'reading', progress: 0 });
    try {
      const table = await readSheetRows(file, (progress) => setBusy({ phase: 'reading', progress: progress * 100 }));
      const parsed = readBulkImportSheet(table);
      if (!parsed.ok) setFailure(parsed.error);
      else setSheet({ fileName: file.name, rows: parsed.rows, products: parsed.products, skipped: parsed.skipped });
    } catch (error) {
      const message = `Error al procesar archivo Excel: ${error instanceof Error && error.message ? error.message : M.unknownError}`;
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setBusy(null);
    }
  };

  const send = async () => {
    if (!sheet) return;
    setFailure(null);
    setBusy({ phase: 'sending', progress: 0 });
    try {
      const total = await runBulkImport(
        sheet.rows,
        (batch) => bulk.mutateAsync(batch),
        (fraction) => setBusy({ phase: 'sending', progress: fraction * 100 }),
      );
      setResult(total);
      // With refused rows the wizard stays open and says the same in its own alert; a toast would
      // only cover its Finalizar button.
      if (total.refused === 0)
        enqueueSnackbar(BULK_IMPORT_MESSAGES.created(total.created), { variant: 'success', autoHideDuration: TOAST_MS });
    } catch (error) {
      const message = M.failure('cargar productos', errorMessage(error, ''));
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: TOAST_MS });
    } finally {
      setBusy(null);
    }
  };

  return (
    <Dialog open={open} onClose={close} fullWidth maxWidth="md" fullScreen={narrow} aria-labelledby="bulk-title">
      <DialogTitle id="bulk-title">Carga Masiva desde Excel</DialogTitle>
      <DialogContent dividers>
        <Stepper activeStep={step} alternativeLabel={narrow} sx={{ mb: 3 }}>
          {STEPS.map((label, index) => (
            <Step key={label} completed={step > index || (index === 2 && result !== null)}>
              <StepLabel>{label}</StepLabel>
            </Step>
          ))}
        </Stepper>
        {failure && (
          <Alert severity="error" sx={{ mb: 2 }}>
            {failure}
          </Alert>
        )}
        {busy && (
          <Box sx={{ mb: 2 }}>
            <Typography variant="body2" sx={{ mb: 0.5 }}>
              {busy.phase === 'reading' ? 'Leyendo archivo…' : 'Enviando productos…'} {Math.round(busy.progress)} %
            </Typography>
            <LinearProgress
              variant="determinate"
              value={busy.progress}
              aria-label={busy.phase === 'reading' ? 'Progreso de lectura' : 'Progreso de envío'}
            />
          </Box>
        )}
        {step === 0 && (
          <Box sx={{ textAlign: 'center', py: 4, border: 2, borderStyle: 'dashed', borderColor: 'divider', borderRadius: 2 }}>
            <UploadFileIcon color="action" sx={{ fontSize: 48 }} />
            <Typography sx={{ mt: 1 }}>
              Archivo Excel (.xlsx o .xls) con las columnas {BULK_IMPORT_REQUIRED_COLUMNS.join(', ')}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              Opcionales: CATEGORIA, ESTADO, STOCK MINIMO, STOCK MAXIMO. Sin código de barras se genera un EAN-13.
            </Typography>
            <Button variant="contained" onClick={() => input.current?.click()} disabled={busy !== null}>
              Seleccionar archivo
            </Button>
            <input
              ref={input}
              type="file"
              hidden
              accept=".xlsx,.xls"
              aria-label="Archivo Excel de productos"
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void read(file);
              }}
            />
          </Box>
        )}
        {step === 1 && sheet && (
          <>
            <Typography sx={{ mb: 1 }}>
              {sheet.fileName}: {sheet.products.length} productos únicos de {sheet.rows.length} filas
              {sheet.skipped > 0 && `, ${sheet.skipped} filas sin SKU omitidas`}.
            </Typography>
            <BulkImportPreview products={sheet.products} narrow={narrow} />
          </>
        )}
        {step === 2 && result && <BulkImportResult result={result} />}
      </DialogContent>
      <DialogActions>
        {step === 1 && (
          <Button onClick={() => setSheet(null)} disabled={busy !== null} sx={{ mr: 'auto' }}>
            Atrás
          </Button>
        )}
        <Button onClick={close} disabled={busy !== null}>
          {result ? 'Finalizar' : 'Cancelar'}
        </Button>
        {step === 1 && sheet && (
          <Button variant="contained" onClick={() => void send()} disabled={busy !== null}>
            Importar {sheet.products.length} productos
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}
