import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DeleteFacilityDialogProps {
  open: boolean;
  /** 'la bodega', 'la zona' or 'la ubicación'. */
  what: string;
  title: string;
  name: string;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
}

/** Delete confirmation ('Esta acción no se puede deshacer'). */
export function DeleteFacilityDialog({ open, what, title, name, busy, onConfirm, onClose }: DeleteFacilityDialogProps) {
  return (
    <ConfirmDialog open={open} title={title} confirmLabel="Eliminar" busy={busy} onConfirm={onConfirm} onClose={onClose}>
      ¿Está seguro de que desea eliminar {what} <strong>{name}</strong>? Esta acción no se puede deshacer.
    </ConfirmDialog>
  );
}
