import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { FormEventHandler, ReactNode } from 'react';
import { MOBILE_QUERY } from '../config/layout';

interface FormDialogFrame {
  failure: string | null;
  submitting: boolean;
  canSubmit: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  close: () => void;
  missing?: string[];
}

export interface FormDialogProps {
  open: boolean;
  title: ReactNode;
  /** id prefix for the title's aria link. */
  id: string;
  submitLabel: string;
  children: ReactNode;
  /** The state of `useFormDialog` (refusal, submit, close, what is missing). */
  dialog: FormDialogFrame;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg' | false;
  /** Paper width when `maxWidth` is false (e.g. 1200 for the movement form). */
  paperMaxWidth?: number;
  /** Shown above the refusal (the subject of the form, e.g. the product a lot is added to). */
  intro?: ReactNode;
  /** Extra buttons before Cancelar. */
  actions?: ReactNode;
  /** Lines above and below a long form's scrolling content. */
  dividers?: boolean;
  /** A click outside does not close it (the spec's 'persistent' dialogs); Escape and Cancelar do. */
  persistent?: boolean;
}

/** A field the form shows but does not let change (the code once created). */
export const LOCKED_SX = { '& .MuiInputBase-root': { bgcolor: 'action.hover' } } as const;

/** A line above a form's fields saying what it is about (the product, the zone) or what it does. */
export function FormIntro({ children, mb = 2 }: { children: ReactNode; mb?: number }) {
  return (
    <Typography color="text.secondary" sx={{ mb }}>
      {children}
    </Typography>
  );
}

/** 'Falta: …': what a disabled submit waits for. */
export function missingText(missing: string[]): string {
  return `Falta: ${missing.join(' · ')}`;
}

/**
 * The frame of every form dialog: full screen on phones, the server's refusal on top, Cancelar
 * and the submit at the bottom; while the submit is disabled, the schema's messages next to it
 * say what is missing. Driven by `useFormDialog` (lib/use-form-dialog).
 */
export function FormDialog({
  open,
  title,
  id,
  submitLabel,
  children,
  dialog,
  maxWidth = 'sm',
  paperMaxWidth,
  intro,
  actions,
  dividers,
  persistent = false,
}: FormDialogProps) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  const { failure, submitting, canSubmit, onSubmit, close, missing = [] } = dialog;
  const showMissing = !canSubmit && !submitting && missing.length > 0;
  return (
    <Dialog
      open={open}
      onClose={submitting ? undefined : (_event, reason) => (persistent && reason === 'backdropClick' ? undefined : close())}
      fullWidth
      fullScreen={phone}
      maxWidth={maxWidth}
      slotProps={paperMaxWidth ? { paper: { sx: { maxWidth: paperMaxWidth } } } : undefined}
      aria-labelledby={`${id}-title`}
    >
      {/* A dialog opened from another form (e.g. a new category from the product form) must not submit that form. */}
      <form
        noValidate
        onSubmit={(event) => {
          event.stopPropagation();
          void onSubmit(event);
        }}
        style={{ display: 'contents' }}
      >
        <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
        <DialogContent dividers={dividers}>
          {intro}
          {failure && (
            <Alert severity="error" sx={{ mb: 1 }}>
              {failure}
            </Alert>
          )}
          {children}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {showMissing && (
            <Typography id={`${id}-missing`} variant="caption" color="text.secondary" sx={{ mr: 'auto', flex: '1 1 240px' }}>
              {missingText(missing)}
            </Typography>
          )}
          {actions}
          <Button onClick={close} disabled={submitting}>
            Cancelar
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={!canSubmit || submitting}
            aria-describedby={showMissing ? `${id}-missing` : undefined}
          >
            {submitLabel}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
