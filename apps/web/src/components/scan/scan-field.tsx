import CameraAltIcon from '@mui/icons-material/CameraAlt';
import KeyboardReturnIcon from '@mui/icons-material/KeyboardReturn';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import { useCallback, useImperativeHandle, useRef, useState, type Ref } from 'react';
import { CameraScannerDialog } from './camera-scanner-dialog';
import { CAMERA_ERROR_MESSAGES, MANUAL_ENTRY_NOTICE, type CameraErrorKind } from './scan-errors';
import { readScanSeparator } from './scan-separator';
import { insertAt, useKeyboardWedge } from './use-keyboard-wedge';
import type { ScanStatus } from './use-scan-status';

export type ScanSource = 'keyboard' | 'camera';

export interface ScanFieldHandle {
  focus: () => void;
}

export interface ScanFieldProps {
  /**
   * The raw code as read (GS1 separators as ASCII 29 or the configured `separator`). Parsing stays
   * with the caller: classifyBarcode / parseGs1 of @bodega/domain with the same `separator`.
   */
  onScan: (code: string, source: ScanSource) => void;
  label?: string;
  placeholder?: string;
  /** What the keyboard-wedge scanner sends for GS; defaults to this device's setting (ASCII 29). */
  separator?: string;
  /** Keep the camera open between reads (multi-scan mode). */
  continuousCamera?: boolean;
  /** Result of the last scan, shown under the field (see useScanStatus). */
  status?: ScanStatus | null;
  /** Called on every keystroke, so the status can fade sooner (2 s on input). */
  onInput?: () => void;
  /** Shown when Enter is pressed on an empty field; without it an empty Enter does nothing. */
  emptyMessage?: string;
  busy?: boolean;
  disabled?: boolean;
  autoFocus?: boolean;
  ref?: Ref<ScanFieldHandle>;
}

/**
 * The one scan input of the app (ingresos, egresos, storage execution): manual typing, keyboard-
 * wedge hardware scanners (keys then Enter; Ctrl+] types the group separator) and the camera.
 * A camera that cannot be used shows why and leaves the cursor here for manual entry.
 */
export function ScanField({
  onScan,
  label = 'Código de barras',
  placeholder = 'Escanee o escriba el código y presione Enter',
  separator,
  continuousCamera = false,
  status,
  onInput,
  emptyMessage,
  busy = false,
  disabled = false,
  autoFocus = false,
  ref,
}: ScanFieldProps) {
  const [value, setValue] = useState('');
  const [emptyError, setEmptyError] = useState(false);
  const [cameraOpen, setCameraOpen] = useState(false);
  const [cameraError, setCameraError] = useState<CameraErrorKind | null>(null);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const [defaultSeparator] = useState(readScanSeparator);
  const gs = separator ?? defaultSeparator;

  useImperativeHandle(ref, () => ({ focus: () => inputRef.current?.focus() }), []);

  const submit = useCallback(() => {
    const code = value.trim();
    if (code === '') {
      setEmptyError(Boolean(emptyMessage));
      return;
    }
    setValue('');
    onScan(code, 'keyboard');
  }, [value, emptyMessage, onScan]);

  const insert = useCallback(
    (text: string) => {
      const input = inputRef.current;
      const next = insertAt(value, text, input?.selectionStart ?? null, input?.selectionEnd ?? null);
      setValue(next.value);
      requestAnimationFrame(() => input?.setSelectionRange(next.caret, next.caret));
    },
    [value],
  );

  const onKeyDown = useKeyboardWedge({ separator: gs, onSubmit: submit, insert });

  const onCameraError = useCallback((kind: CameraErrorKind) => {
    setCameraOpen(false);
    setCameraError(kind);
    requestAnimationFrame(() => inputRef.current?.focus());
  }, []);

  const helper = emptyError && emptyMessage ? emptyMessage : 'Lector: termine con Enter. Separador GS1: Ctrl+]';

  return (
    <Stack spacing={1}>
      {cameraError && (
        <Alert severity="warning" onClose={() => setCameraError(null)} data-testid="camera-error">
          {CAMERA_ERROR_MESSAGES[cameraError]} {MANUAL_ENTRY_NOTICE}
        </Alert>
      )}
      <TextField
        label={label}
        placeholder={placeholder}
        value={value}
        disabled={disabled}
        autoFocus={autoFocus}
        autoComplete="off"
        fullWidth
        error={emptyError}
        helperText={helper}
        inputRef={inputRef}
        onChange={(event) => {
          setValue(event.target.value);
          setEmptyError(false);
          onInput?.();
        }}
        onKeyDown={onKeyDown}
        slotProps={{
          // MUI greys a disabled field's hint below 4.5:1; the hint stays readable.
          formHelperText: { sx: { '&.Mui-disabled': { color: 'text.secondary' } } },
          htmlInput: { 'aria-label': label, spellCheck: false, autoCapitalize: 'off', inputMode: 'text' },
          input: {
            endAdornment: (
              <InputAdornment position="end">
                {busy && <CircularProgress size={20} aria-label="Procesando código" sx={{ mr: 1 }} />}
                <Tooltip title="Procesar código">
                  <span>
                    <IconButton aria-label="Procesar código" onClick={submit} disabled={disabled || busy} edge="end">
                      <KeyboardReturnIcon />
                    </IconButton>
                  </span>
                </Tooltip>
                <Tooltip title="Escanear con cámara">
                  <span>
                    <IconButton
                      aria-label="Escanear con cámara"
                      onClick={() => {
                        setCameraError(null);
                        setCameraOpen(true);
                      }}
                      disabled={disabled}
                      edge="end"
                      sx={{ ml: 0.5 }}
                    >
                      <CameraAltIcon />
                    </IconButton>
                  </span>
                </Tooltip>
              </InputAdornment>
            ),
          },
        }}
      />
      {status && (
        <Alert severity={status.severity} role="status">
          {status.message}
        </Alert>
      )}
      {cameraOpen && (
        <CameraScannerDialog
          open
          continuous={continuousCamera}
          onClose={() => {
            setCameraOpen(false);
            requestAnimationFrame(() => inputRef.current?.focus());
          }}
          onCode={(code) => onScan(code, 'camera')}
          onCameraError={onCameraError}
        />
      )}
    </Stack>
  );
}
