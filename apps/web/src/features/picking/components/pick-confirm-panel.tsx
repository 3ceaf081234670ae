import { PICK_SCAN_MESSAGES } from '@bodega/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import { ScanField, type ScanFieldHandle, type ScanStatus } from '../../../components/scan';
import type { PickingItem } from '../api/types';

export interface PickScansInput {
  location_scan: string;
  product_scan?: string;
}

/** A refusal of the pick, with the scan it belongs to (the server's `fields`). */
export interface PickRefusal {
  field: 'location_scan' | 'product_scan';
  message: string;
}

interface PickConfirmPanelProps {
  item: PickingItem;
  /** Piece by piece the units were scanned one by one: the location confirms the pick. */
  pieceByPiece: boolean;
  busy: boolean;
  refusal: PickRefusal | null;
  onConfirm: (scans: PickScansInput) => void;
  /** A new scan replaces the refusal shown beside its field. */
  onRescan: () => void;
  onCancel: () => void;
}

/**
 * 'Recolectar' confirmed by scans: first the location the units leave, then the product (GTIN,
 * GS1 code or Digital Link with the item's lot and serial). The server checks both; a refusal
 * sends the operator back to the scan it names.
 */
export function PickConfirmPanel({ item, pieceByPiece, busy, refusal, onConfirm, onRescan, onCancel }: PickConfirmPanelProps) {
  const [location, setLocation] = useState<string | null>(null);
  const field = useRef<ScanFieldHandle | null>(null);
  // A refused location sends the operator back to the location scan (state adjusted while rendering).
  const [seenRefusal, setSeenRefusal] = useState(refusal);
  if (refusal !== seenRefusal) {
    setSeenRefusal(refusal);
    if (refusal?.field === 'location_scan') setLocation(null);
  }
  const step = location === null ? 'location' : 'product';
  useEffect(() => {
    if (!busy) field.current?.focus();
  }, [busy, step]);
  const status: ScanStatus | null =
    refusal && refusal.field === `${step}_scan` ? { severity: 'error', message: refusal.message } : null;

  const onLocation = (code: string) => {
    onRescan();
    if (pieceByPiece) onConfirm({ location_scan: code });
    else setLocation(code);
  };
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, mb: 2, position: { xs: 'sticky', md: 'static' }, top: { xs: 56, md: 'auto' }, zIndex: 2 }}
      data-testid="pick-confirm-panel"
    >
      <Typography sx={{ fontWeight: 600 }}>Recolectar: {item.product_name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {item.quantity_required} {item.unit_of_measure} en {item.location_code}
        {item.lot_number ? ` · Lote ${item.lot_number}` : ''}
        {item.serial_number ? ` · S/N ${item.serial_number}` : ''}
      </Typography>
      {step === 'location' ? (
        <ScanField
          key="location"
          ref={field}
          onScan={onLocation}
          busy={busy}
          status={status}
          autoFocus
          emptyMessage={PICK_SCAN_MESSAGES.locationRequired}
          label={`Escanee la ubicación ${item.location_code}`}
        />
      ) : (
        <>
          <Chip
            size="small"
            color="success"
            icon={<CheckCircleIcon />}
            label={`Ubicación ${location}`}
            sx={{ mb: 1.5 }}
            data-testid="pick-location-scanned"
          />
          <ScanField
            key="product"
            ref={field}
            onScan={(code) => onConfirm({ location_scan: location!, product_scan: code })}
            busy={busy}
            status={status}
            autoFocus
            emptyMessage={PICK_SCAN_MESSAGES.productRequired}
            label="Escanee el producto"
          />
        </>
      )}
      <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
        {step === 'product' && (
          <Button onClick={() => setLocation(null)} disabled={busy}>
            Otra ubicación
          </Button>
        )}
        <Button onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
      </Stack>
    </Paper>
  );
}
