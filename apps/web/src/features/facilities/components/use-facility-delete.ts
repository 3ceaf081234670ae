import { useSnackbar } from 'notistack';
import { failureText, TOAST_MS } from '../lib/messages';
import { useDialogState } from './use-dialog-state';

interface FacilityDeleteOptions<Row> {
  remove: { mutateAsync: (id: number) => Promise<unknown>; isPending: boolean };
  /** The toasts of a deletion done and failed. */
  done: string;
  failed: string;
  onDeleted?: (row: Row) => void;
}

/** The 'Eliminar' confirmation of a warehouse, zone or location: its subject, the deletion and its toasts. */
export function useFacilityDelete<Row extends { id: number }>({ remove, done, failed, onDeleted }: FacilityDeleteOptions<Row>) {
  const { enqueueSnackbar } = useSnackbar();
  const deleting = useDialogState<Row>();
  const confirm = async () => {
    const target = deleting.item;
    if (!target) return;
    try {
      await remove.mutateAsync(target.id);
      enqueueSnackbar(done, { variant: 'success', autoHideDuration: TOAST_MS });
      onDeleted?.(target);
    } catch (error) {
      enqueueSnackbar(failureText(failed, error), { variant: 'error', autoHideDuration: TOAST_MS });
    }
    deleting.close();
  };
  return { ...deleting, busy: remove.isPending, confirm };
}
