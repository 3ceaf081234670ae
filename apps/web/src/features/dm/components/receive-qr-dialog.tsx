import { TRANSFER_MESSAGES, parseTransferQr } from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { CameraScannerDialog } from '../../../components/scan';
import { errorMessage } from '../../../lib/api-client';
import { useReceiveTransferByQr } from '../api/receive-transfer-qr';
import { DM_TOAST_MS, DM_TOASTS } from '../lib/dm-ui';

/** 'Escanear QR para Recepción': camera (zxing) or the content typed, confirmed by Enter. */
export function ReceiveQrDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const [content, setContent] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [camera, setCamera] = useState(false);
  const receive = useReceiveTransferByQr();

  const confirm = async (text = content) => {
    if (!text.trim()) {
      setError(TRANSFER_MESSAGES.qrEmpty);
      enqueueSnackbar(DM_TOASTS.qrEmpty, { variant: 'warning', autoHideDuration: DM_TOAST_MS });
      return;
    }
    if (!parseTransferQr(text).ok) {
      setError(TRANSFER_MESSAGES.qrInvalid);
      enqueueSnackbar(DM_TOASTS.qrInvalidOrNotFound, { variant: 'error', autoHideDuration: DM_TOAST_MS });
      return;
    }
    try {
      await receive.mutateAsync(text.trim());
      enqueueSnackbar(DM_TOASTS.transferReceivedQr, { variant: 'success', autoHideDuration: DM_TOAST_MS });
      setContent('');
      setError(null);
      onClose();
    } catch (failure) {
      const message = errorMessage(failure, DM_TOASTS.qrInvalidOrNotFound);
      setError(message);
      enqueueSnackbar(message === TRANSFER_MESSAGES.qrInvalid ? DM_TOASTS.qrInvalidOrNotFound : message, {
        variant: 'error',
        autoHideDuration: DM_TOAST_MS,
      });
    }
  };

  return (
    <Dialog open={open} onClose={onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Escanear QR para Recepción</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={3}
          margin="dense"
          label="Contenido del código QR"
          value={content}
          error={error !== null}
          helperText={error ?? 'Escanee con la cámara o pegue el contenido y presione Enter'}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void confirm();
            }
          }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={() => setCamera(true)}>Usar cámara</Button>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" disabled={receive.isPending} onClick={() => void confirm()}>
          Confirmar Recepción
        </Button>
      </DialogActions>
      <CameraScannerDialog
        open={camera}
        onClose={() => setCamera(false)}
        onCode={(code) => {
          setCamera(false);
          setContent(code);
          void confirm(code);
        }}
        onCameraError={() => {
          setCamera(false);
          setError('No se pudo usar la cámara; ingrese el contenido del código');
        }}
      />
    </Dialog>
  );
}
