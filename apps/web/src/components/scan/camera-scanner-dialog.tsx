import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useState } from 'react';
import type { CameraErrorKind } from './scan-errors';
import { useCameraScan } from './use-camera-scan';

interface CameraScannerDialogProps {
  open: boolean;
  /** Keep the camera open after a read (multi-scan); otherwise the first read closes it. */
  continuous?: boolean;
  onClose: () => void;
  onCode: (code: string) => void;
  /** The camera could not be used: the caller switches to manual entry and shows the message. */
  onCameraError: (kind: CameraErrorKind) => void;
}

export function CameraScannerDialog({ open, continuous = false, onClose, onCode, onCameraError }: CameraScannerDialogProps) {
  const fullScreen = useMediaQuery('(max-width:768px)');
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [lastRead, setLastRead] = useState<string | null>(null);
  const { starting } = useCameraScan(video, open, {
    onCode: (code) => {
      setLastRead(code);
      onCode(code);
      if (continuous) return false;
      onClose();
      return true;
    },
    onFailure: onCameraError,
  });

  return (
    <Dialog open={open} onClose={onClose} fullScreen={fullScreen} maxWidth="sm" fullWidth aria-labelledby="camera-scan-title">
      <DialogTitle id="camera-scan-title">Escanear con la cámara</DialogTitle>
      <DialogContent>
        <Box sx={{ position: 'relative', bgcolor: 'common.black', borderRadius: 1, overflow: 'hidden', aspectRatio: '4 / 3' }}>
          <Box
            component="video"
            ref={setVideo}
            muted
            playsInline
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
          {starting && (
            <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center' }}>
              <CircularProgress color="inherit" sx={{ color: 'common.white' }} aria-label="Iniciando cámara" />
            </Box>
          )}
          <Box
            sx={{
              position: 'absolute',
              left: '10%',
              right: '10%',
              top: '35%',
              bottom: '35%',
              border: 2,
              borderColor: 'success.light',
              borderRadius: 1,
              pointerEvents: 'none',
            }}
          />
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
          Apunte la cámara al código de barras (EAN, GS1-128 o GS1 DataMatrix).
        </Typography>
        {continuous && lastRead && (
          <Alert severity="success" sx={{ mt: 1 }}>
            Leído: {lastRead.replaceAll('\x1d', ' ')}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{continuous ? 'Terminar' : 'Cancelar'}</Button>
      </DialogActions>
    </Dialog>
  );
}
