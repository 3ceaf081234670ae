import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { Transfer } from '../api/types';

/** 400 px wide, margin 2 (modules of quiet zone). */
export const QR_WIDTH_PX = 400;
export const QR_MARGIN = 2;

/** The transfer's signed QR (bwip-js, loaded on first use), downloadable as PNG named with the id. */
export function QrDialog({ transfer, onClose }: { transfer: Transfer | null; onClose: () => void }) {
  const canvas = useRef<HTMLCanvasElement | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (!transfer) return;
    let cancelled = false;
    void (async () => {
      try {
        const { default: bwipjs } = await import('bwip-js/browser');
        if (cancelled || !canvas.current) return;
        bwipjs.toCanvas(canvas.current, {
          bcid: 'qrcode',
          text: transfer.qr_contenido,
          scale: 4,
          paddingwidth: QR_MARGIN * 4,
          paddingheight: QR_MARGIN * 4,
          backgroundcolor: 'FFFFFF',
        });
        setError(null);
      } catch {
        if (!cancelled) setError('No se pudo generar el código QR');
      }
    })();
    return () => {
      cancelled = true;
    };
  }, [transfer]);

  const download = () => {
    if (!canvas.current || !transfer) return;
    const link = document.createElement('a');
    link.href = canvas.current.toDataURL('image/png');
    link.download = `transferencia_${transfer.id}.png`;
    link.click();
  };

  return (
    <Dialog open={transfer !== null} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Código QR de Transferencia</DialogTitle>
      <DialogContent sx={{ textAlign: 'center' }}>
        {error && <Alert severity="error">{error}</Alert>}
        <Box
          component="canvas"
          ref={canvas}
          aria-label="Código QR de la transferencia"
          sx={{ width: QR_WIDTH_PX, maxWidth: '100%', height: 'auto' }}
        />
        <Typography variant="h6">Transferencia #{transfer?.id}</Typography>
        <Typography variant="body2" color="text.secondary">
          Muestre este código al receptor en {transfer?.servicio_destino} para confirmar la recepción.
        </Typography>
        <Typography
          variant="caption"
          component="pre"
          sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', textAlign: 'left', mt: 1 }}
          data-testid="qr-content"
        >
          {transfer?.qr_contenido}
        </Typography>
      </DialogContent>
      <DialogActions>
        <Button onClick={download}>Descargar PNG</Button>
        <Button onClick={onClose} variant="contained">
          Cerrar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
