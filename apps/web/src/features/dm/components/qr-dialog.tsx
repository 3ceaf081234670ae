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
import { transferQrCaption } from '../lib/dm-ui';

/** 400 px wide, margin 2 (modules of quiet zone). */
export const QR_WIDTH_PX = 400;
export const QR_MARGIN = 2;

const CAPTION_LINE_PX = 22;

/** The QR with its caption lines under it, on white: a printed or forwarded PNG says what it is for. */
function captioned(qr: HTMLCanvasElement, lines: readonly string[]): HTMLCanvasElement {
  const out = document.createElement('canvas');
  out.width = qr.width;
  out.height = qr.height + lines.length * CAPTION_LINE_PX + 12;
  const context = out.getContext('2d');
  if (!context) return qr;
  context.fillStyle = '#ffffff';
  context.fillRect(0, 0, out.width, out.height);
  context.drawImage(qr, 0, 0);
  context.fillStyle = '#000000';
  context.textAlign = 'center';
  lines.forEach((line, i) => {
    context.font = i === 0 ? 'bold 16px sans-serif' : '14px sans-serif';
    context.fillText(line, out.width / 2, qr.height + (i + 1) * CAPTION_LINE_PX, out.width - 16);
  });
  return out;
}

/**
 * The transfer's signed QR (bwip-js, loaded on first use), downloadable as PNG named with the id
 * and captioned with the transfer, the device and its destination.
 */
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
    link.href = captioned(canvas.current, transferQrCaption(transfer)).toDataURL('image/png');
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
