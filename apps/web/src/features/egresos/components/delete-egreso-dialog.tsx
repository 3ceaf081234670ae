import { EGRESO_MESSAGES } from '@bodega/domain';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteEgressOrder } from '../api/delete-egress-order';
import type { EgresoSummary } from '../api/types';
import { TOAST_MS } from '../lib/toasts';

interface DeleteEgresoDialogProps {
  open: boolean;
  order: EgresoSummary | null;
  onClose: () => void;
}

/** '¿Está seguro de eliminar la orden {number}?'; the stock returns with RETURN events. */
export function DeleteEgresoDialog({ open, order, onClose }: DeleteEgresoDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const remove = useDeleteEgressOrder();

  const confirm = async () => {
    if (!order) return;
    try {
      await remove.mutateAsync(order.id);
      enqueueSnackbar(EGRESO_MESSAGES.deleted, { variant: 'success', autoHideDuration: TOAST_MS.success });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, EGRESO_MESSAGES.deleteError), { variant: 'error', autoHideDuration: TOAST_MS.error });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title="Eliminar Orden"
      confirmLabel="Eliminar"
      busy={remove.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      {order ? EGRESO_MESSAGES.deleteConfirm(order.order_number) : ''}
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
        Las unidades entregadas ({order?.total_quantity ?? 0}) vuelven al inventario, a su ubicación y lote, con eventos de
        devolución. La orden queda en el historial como Anulada.
      </Typography>
    </ConfirmDialog>
  );
}
