import { OPERATOR_CAMERA_MESSAGES, OPERATOR_PICKING_MESSAGES as M } from '@bodega/domain';
import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import Stack from '@mui/material/Stack';
import { useEffect, useRef, useState } from 'react';
import { ScanField, ScannerTabsDialog, type ScanFieldHandle, type ScanStatus } from '../../../components/scan';
import type { PickingItem } from '../api/types';

interface PickingScanPanelProps {
  item: PickingItem;
  busy: boolean;
  status: ScanStatus | null;
  onScan: (code: string) => void;
  onCancel: () => void;
}

/**
 * 'Escaneando: product': the scan field for the current item. It takes the focus
 * back after every scan, so a keyboard-wedge scanner can read unit after unit.
 */
export function PickingScanPanel({ item, busy, status, onScan, onCancel }: PickingScanPanelProps) {
  const field = useRef<ScanFieldHandle | null>(null);
  const [scanner, setScanner] = useState(false);
  useEffect(() => {
    if (!busy && !scanner) field.current?.focus();
  }, [busy, scanner, item.id, item.quantity_scanned]);
  const done = item.quantity_scanned >= item.quantity_required;
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, position: { xs: 'sticky', md: 'static' }, top: { xs: 56, md: 'auto' }, zIndex: 2 }}
      data-testid="scan-panel"
    >
      <Typography sx={{ fontWeight: 600, mb: 1 }}>Escaneando: {item.product_name}</Typography>
      <ScanField
        ref={field}
        onScan={onScan}
        busy={busy}
        status={status}
        autoFocus
        emptyMessage="El código de barras es requerido"
        label="Código de barras del producto"
      />
      <Typography variant="body2" sx={{ mt: 1 }} data-testid="scan-progress">
        {item.quantity_scanned}/{item.quantity_required} unidades escaneadas
      </Typography>
      {done && (
        <Alert severity="success" sx={{ mt: 1 }}>
          {M.done(item.product_name)}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        <Button startIcon={<QrCodeScannerIcon />} variant="outlined" onClick={() => setScanner(true)} disabled={done}>
          Escáner
        </Button>
        <Button onClick={onCancel}>Cancelar</Button>
      </Stack>
      <ScannerTabsDialog
        open={scanner && !done}
        title={`Escaneando: ${item.product_name}`}
        onClose={() => setScanner(false)}
        onCode={onScan}
        busy={busy}
        keepFocusOnClose
        cameraMessage={(kind) => OPERATOR_CAMERA_MESSAGES[kind]}
        status={<Typography variant="body2">{M.progress(item.quantity_scanned, item.quantity_required)}</Typography>}
      />
    </Paper>
  );
}
