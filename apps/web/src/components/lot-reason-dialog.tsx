import {
  LOT_DEVIATION_MESSAGES,
  LOT_DEVIATION_REASONS,
  LOT_DEVIATION_REASON_LABELS,
  type LotDeviationReason,
} from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState } from 'react';

export interface LotReason {
  deviation_reason: LotDeviationReason;
  deviation_text: string | null;
}

/**
 * The reason code the server asks for (422 LOT_REASON_REQUIRED) when a line takes another lot
 * than the strategy's under the 'warn' policy: the server's message, the list, a text for 'Otro'.
 */
export function LotReasonDialog({
  open,
  message,
  busy = false,
  onConfirm,
  onClose,
}: {
  open: boolean;
  message: string;
  busy?: boolean;
  onConfirm: (reason: LotReason) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState<LotDeviationReason | ''>('');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  const reasonError = touched && !reason ? LOT_DEVIATION_MESSAGES.reasonRequired : null;
  const textError = touched && reason === 'otro' && !text.trim() ? LOT_DEVIATION_MESSAGES.textRequired : null;
  const confirm = () => {
    setTouched(true);
    if (!reason || (reason === 'otro' && !text.trim())) return;
    onConfirm({ deviation_reason: reason, deviation_text: reason === 'otro' ? text.trim() : null });
  };
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="lot-reason-title">
      <DialogTitle id="lot-reason-title">Otro lote que el de la estrategia</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{message}</DialogContentText>
        <TextField
          select
          fullWidth
          margin="dense"
          label="Motivo"
          value={reason}
          onChange={(event) => setReason(event.target.value as LotDeviationReason)}
          error={Boolean(reasonError)}
          helperText={reasonError}
        >
          {LOT_DEVIATION_REASONS.map((code) => (
            <MenuItem key={code} value={code}>
              {LOT_DEVIATION_REASON_LABELS[code]}
            </MenuItem>
          ))}
        </TextField>
        {reason === 'otro' && (
          <TextField
            fullWidth
            margin="dense"
            label="Describa el motivo"
            value={text}
            onChange={(event) => setText(event.target.value)}
            error={Boolean(textError)}
            helperText={textError}
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancelar</Button>
        <Button variant="contained" onClick={confirm} disabled={busy}>
          Confirmar con motivo
        </Button>
      </DialogActions>
    </Dialog>
  );
}
