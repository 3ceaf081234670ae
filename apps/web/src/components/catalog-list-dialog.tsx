import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { MOBILE_QUERY } from '../config/layout';
import { RowActions } from './row-actions';

interface CatalogListDialogProps {
  open: boolean;
  onClose: () => void;
  /** id prefix for the title's aria link. */
  id: string;
  title: ReactNode;
  maxWidth: 'sm' | 'md' | 'lg';
  /** What the list is for, next to the add button. */
  hint: ReactNode;
  addLabel: string;
  onAdd: () => void;
  /** The list (its table, or why there is none). */
  children: ReactNode;
}

/**
 * A dialog that manages a small catalogue (carriers, a carrier's services): a line that says what
 * it is for with the add button, the list, and Cerrar; full screen on phones.
 */
export function CatalogListDialog({
  open,
  onClose,
  id,
  title,
  maxWidth,
  hint,
  addLabel,
  onAdd,
  children,
}: CatalogListDialogProps) {
  const phone = useMediaQuery(MOBILE_QUERY, { noSsr: true });
  return (
    <Dialog open={open} onClose={onClose} maxWidth={maxWidth} fullWidth fullScreen={phone} aria-labelledby={`${id}-title`}>
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent dividers>
        <Stack direction="row" sx={{ mb: 1.5, alignItems: 'center', gap: 2 }}>
          <Typography variant="body2" color="text.secondary">
            {hint}
          </Typography>
          <Button startIcon={<AddIcon />} variant="contained" onClick={onAdd} sx={{ ml: 'auto', flexShrink: 0 }}>
            {addLabel}
          </Button>
        </Stack>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}

/** 'Activo' / 'Inactivo' of a catalogue row. */
export function ActiveChip({ active }: { active: boolean }) {
  return <Chip size="small" label={active ? 'Activo' : 'Inactivo'} color={active ? 'success' : 'default'} />;
}

/** The 'Editar' icon button of a catalogue row, named after the row. */
export function EditRowButton({ name, onEdit }: { name: string; onEdit: () => void }) {
  return (
    <RowActions actions={[{ title: 'Editar', label: `Editar ${name}`, icon: <EditIcon fontSize="small" />, onClick: onEdit }]} />
  );
}
