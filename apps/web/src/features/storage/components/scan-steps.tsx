import { STORAGE_EXECUTION_MESSAGES as M, STORAGE_TOAST_MS } from '@bodega/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockIcon from '@mui/icons-material/Lock';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { ProgressLine } from '../../../components/execution-screen';
import { ScanField, ScannerTabsDialog, type ScanFieldHandle } from '../../../components/scan';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useScanLocation, useScanProduct } from '../api/scan-storage-item';
import type { StorageItem } from '../api/types';
import { codeMismatch, locationLabel, type CodeMismatch } from '../lib/execution';

interface ScanStepsProps {
  listId: number;
  item: StorageItem;
  piece: boolean;
  /** The scan that stored the item (its units are now in inventory). */
  onStored: (item: StorageItem) => void;
}

function Step({ n, title, done, children }: { n: number; title: string; done: boolean; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2, borderColor: done ? 'success.main' : undefined }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1.5 }}>
        {done ? (
          <CheckCircleIcon color="success" />
        ) : (
          <Typography sx={{ fontWeight: 700, color: 'primary.main' }}>{n}.</Typography>
        )}
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
      </Box>
      {children}
    </Paper>
  );
}

/** Step 1 'Escanear Ubicación' and step 2 'Escanear Producto' of the current item. */
export function ScanSteps({ listId, item, piece, onStored }: ScanStepsProps) {
  const { enqueueSnackbar } = useSnackbar();
  const scanLocation = useScanLocation();
  const scanProduct = useScanProduct();
  const [mismatch, setMismatch] = useState<CodeMismatch | null>(null);
  // The scanner modal ('Cámara' and 'Manual' with 'Validar') of the step that opened it.
  const [scanner, setScanner] = useState<'location' | 'product' | null>(null);
  const locationField = useRef<ScanFieldHandle>(null);
  const productField = useRef<ScanFieldHandle>(null);
  const toast = (message: string, variant: 'success' | 'error') =>
    enqueueSnackbar(message, { variant, autoHideDuration: STORAGE_TOAST_MS });

  // A new item (the page keys this by item) starts at step 1; a confirmed location moves the
  // cursor to step 2 for the scanner.
  useEffect(() => {
    (item.location_scanned ? productField : locationField).current?.focus();
  }, [item.id, item.location_scanned]);

  const onLocation = async (barcode: string) => {
    try {
      await scanLocation.mutateAsync({ itemId: item.id, listId, barcode });
      toast(M.locationConfirmed, 'success');
      requestAnimationFrame(() => productField.current?.focus());
    } catch (error) {
      toast(errorMessage(error, M.scanLocationError), 'error');
    }
  };

  const onProduct = async (barcode: string) => {
    try {
      const result = await scanProduct.mutateAsync({ itemId: item.id, listId, barcode, piece });
      setMismatch(null);
      if (result.stored) {
        toast(piece ? M.productCompleted : M.productStored, 'success');
        onStored(result.item);
      } else {
        toast(M.unitScanned, 'success');
      }
    } catch (error) {
      const found = error instanceof ApiError ? codeMismatch(error.code, error.message, item, barcode) : null;
      setMismatch(found);
      toast(errorMessage(error, M.scanProductError), 'error');
    }
  };

  const located = item.location_scanned;
  return (
    <>
      <Step n={1} title="Escanear Ubicación" done={located}>
        {located && (
          <Alert severity="success" sx={{ mb: 1.5 }} data-testid="confirmed-location">
            {M.locationConfirmed}: {locationLabel(item.actual_location)}
          </Alert>
        )}
        <ScanField
          ref={locationField}
          label="Código de ubicación"
          placeholder="Escanee la ubicación y presione Enter"
          onScan={(code) => void onLocation(code)}
          busy={scanLocation.isPending}
          emptyMessage="Ingrese el código de la ubicación"
          autoFocus={!located}
        />
        <ScannerButton onClick={() => setScanner('location')} disabled={scanLocation.isPending} />
      </Step>
      <Step n={2} title="Escanear Producto" done={false}>
        {!located && (
          <Alert severity="info" icon={<LockIcon />} sx={{ mb: 1.5 }}>
            {M.locationFirst}
          </Alert>
        )}
        {piece && (
          <Box sx={{ mb: 1.5 }}>
            <ProgressLine
              value={(item.quantity_scanned / item.quantity_to_store) * 100}
              label="Unidades escaneadas"
              text={M.unitsProgress(item.quantity_scanned, item.quantity_to_store)}
              textTestId="units-progress"
            />
          </Box>
        )}
        {mismatch && (
          <Alert severity="error" sx={{ mb: 1.5 }} onClose={() => setMismatch(null)} data-testid="code-mismatch">
            <AlertTitle>{M.codeErrorTitle}</AlertTitle>
            {mismatch.message}
            <Box
              component="dl"
              sx={{
                m: 0,
                mt: 1,
                display: 'grid',
                gridTemplateColumns: 'auto 1fr',
                columnGap: 1.5,
                '& dd': { m: 0, wordBreak: 'break-all' },
              }}
            >
              <dt>Producto:</dt>
              <dd>{mismatch.product}</dd>
              <dt>Esperado:</dt>
              <dd>{mismatch.expected}</dd>
              <dt>Escaneado:</dt>
              <dd>{mismatch.scanned}</dd>
            </Box>
          </Alert>
        )}
        <ScanField
          ref={productField}
          label="Código del producto"
          placeholder={piece ? 'Escanee cada unidad y presione Enter' : 'Escanee el producto y presione Enter'}
          onScan={(code) => void onProduct(code)}
          busy={scanProduct.isPending}
          disabled={!located}
          emptyMessage="Ingrese el código del producto"
          continuousCamera={piece}
        />
        <ScannerButton onClick={() => setScanner('product')} disabled={!located || scanProduct.isPending} />
      </Step>
      <ScannerTabsDialog
        open={scanner !== null}
        title={scanner === 'location' ? 'Escanear Ubicación' : `Escanear Producto: ${item.product.name}`}
        onClose={() => setScanner(null)}
        onCode={(code) => {
          // A location read closes the modal (step 2 follows); piece by piece it stays for the next unit.
          if (scanner === 'location') {
            setScanner(null);
            void onLocation(code);
          } else {
            if (!piece) setScanner(null);
            void onProduct(code);
          }
        }}
        busy={scanLocation.isPending || scanProduct.isPending}
        status={
          piece && scanner === 'product' ? (
            <Typography variant="body2">{M.unitsProgress(item.quantity_scanned, item.quantity_to_store)}</Typography>
          ) : undefined
        }
      />
    </>
  );
}

function ScannerButton({ onClick, disabled }: { onClick: () => void; disabled: boolean }) {
  return (
    <Button
      startIcon={<QrCodeScannerIcon />}
      variant="outlined"
      size="small"
      sx={{ mt: 1 }}
      onClick={onClick}
      disabled={disabled}
    >
      Escáner
    </Button>
  );
}
