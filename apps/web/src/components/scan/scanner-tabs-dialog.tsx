import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { CAMERA_ERROR_MESSAGES, type CameraErrorKind } from './scan-errors';
import { useCameraScan } from './use-camera-scan';

interface ScannerTabsDialogProps {
  open: boolean;
  title?: string;
  onClose: () => void;
  /** Each code read by the camera or validated by hand (trimmed, never empty). */
  onCode: (code: string) => void;
  /** The message of a camera failure; default the app's. */
  cameraMessage?: (kind: CameraErrorKind) => string;
  /** Under the tabs: the caller's progress, e.g. 'Progreso: x/y escaneados'. */
  status?: ReactNode;
  busy?: boolean;
  /** Leave the focus where the caller puts it on closing (e.g. back in a wedge scan field). */
  keepFocusOnClose?: boolean;
}

/**
 * The scanner modal with 'Cámara' and 'Manual' tabs (the storage modal has the
 * same shape). Any camera failure switches to Manual, disables Cámara and says why. Manual: the
 * code and 'Validar' (disabled while empty) or Enter; the field takes the focus back after each code.
 */
export function ScannerTabsDialog(props: ScannerTabsDialogProps) {
  const fullScreen = useMediaQuery('(max-width:768px)');
  const { open, title = 'Escanear código de barras', onClose, keepFocusOnClose = false } = props;
  // The body is mounted only while open: each opening starts on Cámara with no failure.
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={fullScreen}
      maxWidth="sm"
      fullWidth
      aria-labelledby="scanner-tabs-title"
      disableRestoreFocus={keepFocusOnClose}
    >
      <DialogTitle id="scanner-tabs-title">{title}</DialogTitle>
      {open && <ScannerBody {...props} />}
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
      </DialogActions>
    </Dialog>
  );
}

function ScannerBody({
  onCode,
  cameraMessage = (kind) => CAMERA_ERROR_MESSAGES[kind],
  status,
  busy = false,
}: ScannerTabsDialogProps) {
  const [tab, setTab] = useState<'camera' | 'manual'>('camera');
  const [failure, setFailure] = useState<CameraErrorKind | null>(null);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (tab === 'manual' && !busy) input.current?.focus();
  }, [tab, busy]);

  const validate = () => {
    const text = code.trim();
    if (!text || busy) return;
    onCode(text);
    setCode('');
    input.current?.focus();
  };

  return (
    <DialogContent>
      <Tabs value={tab} onChange={(_e, value: 'camera' | 'manual') => setTab(value)} variant="fullWidth" sx={{ mb: 2 }}>
        <Tab value="camera" label="Cámara" disabled={failure !== null} />
        <Tab value="manual" label="Manual" />
      </Tabs>
      {failure && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {cameraMessage(failure)}
        </Alert>
      )}
      {tab === 'camera' ? (
        <CameraPane
          onCode={onCode}
          onFailure={(kind) => {
            setFailure(kind);
            setTab('manual');
          }}
        />
      ) : (
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            inputRef={input}
            fullWidth
            size="small"
            label="Código de barras"
            value={code}
            onChange={(event) => setCode(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                validate();
              }
            }}
          />
          <Button variant="contained" onClick={validate} disabled={code.trim() === '' || busy}>
            Validar
          </Button>
        </Box>
      )}
      {status && <Box sx={{ mt: 2 }}>{status}</Box>}
    </DialogContent>
  );
}

/** The video with continuous decoding; mounted while the Cámara tab shows. */
function CameraPane({ onCode, onFailure }: { onCode: (code: string) => void; onFailure: (kind: CameraErrorKind) => void }) {
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const { starting } = useCameraScan(video, true, { onCode: (read) => void onCode(read), onFailure });

  return (
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
          <CircularProgress sx={{ color: 'common.white' }} aria-label="Iniciando cámara" />
        </Box>
      )}
    </Box>
  );
}
