import Dialog from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { MOBILE_QUERY } from '../config/layout';

/**
 * A read-only dialog of a given paper width (the spec gives it per view, e.g. 800 px), full
 * screen on phones, titled; its content and actions are the children.
 */
export function WideDialog({
  open,
  onClose,
  id,
  title,
  width,
  children,
}: {
  open: boolean;
  onClose: () => void;
  /** id prefix for the title's aria link. */
  id: string;
  title: ReactNode;
  width: number;
  children: ReactNode;
}) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth={false}
      slotProps={{ paper: { sx: { maxWidth: width } } }}
      aria-labelledby={`${id}-title`}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      {children}
    </Dialog>
  );
}
