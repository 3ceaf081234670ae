import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FormEventHandler, ReactNode } from 'react';
import { MOBILE_QUERY } from '../../../config/layout';

interface FormDialogProps {
  open: boolean;
  title: string;
  /** id prefix for the title's aria link. */
  id: string;
  failure: string | null;
  submitting: boolean;
  canSubmit: boolean;
  submitLabel: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** A field the form shows but does not let change (the code once created). */
export const LOCKED_SX = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;

/** The frame of the facilities forms: full screen on phones, the server's refusal on top. */
export function FormDialog({
  open,
  title,
  id,
  failure,
  submitting,
  canSubmit,
  submitLabel,
  onSubmit,
  onClose,
  children,
  maxWidth = 'sm',
}: FormDialogProps) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={maxWidth}
      aria-labelledby={`${id}-title`}
    >
      <form noValidate onSubmit={onSubmit} style={{ display: 'contents' }}>
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent>
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={submitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!canSubmit || submitting}>
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
