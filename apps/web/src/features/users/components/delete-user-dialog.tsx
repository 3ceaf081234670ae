import { USER_MESSAGES, type User } from '@bodega/domain';
import { useSnackbar } from 'notistack';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { useDeleteUser } from '../api/delete-user';

/** Delete confirmation ('Esta acción no se puede deshacer'). */
export function DeleteUserDialog({ open, user, onClose }: { open: boolean; user: User | null; onClose: () => void }) {
  const { enqueueSnackbar } = useSnackbar();
  const mutation = useDeleteUser();

  const confirm = async () => {
    if (!user) return;
    try {
      await mutation.mutateAsync(user.id);
      enqueueSnackbar(USER_MESSAGES.deleted, { variant: 'success', autoHideDuration: 3000 });
      onClose();
    } catch (error) {
      enqueueSnackbar(errorMessage(error, USER_MESSAGES.deleteError), { variant: 'error', autoHideDuration: 3000 });
    }
  };

  return (
    <ConfirmDialog
      open={open}
      title="Eliminar Usuario"
      confirmLabel="Eliminar"
      busy={mutation.isPending}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      ¿Está seguro de que desea eliminar al usuario <strong>{user?.username}</strong>? Esta acción no se puede deshacer.
    </ConfirmDialog>
  );
}
