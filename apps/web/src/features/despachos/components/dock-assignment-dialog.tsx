import { DOCK_MESSAGES, DOCK_STATUS_LABELS, canAssignToDock, dockAssignmentError, type LoadingDock } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog';
import { failureText } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useAssignToDock } from '../api/assign-to-dock';
import { useLoadingDocks } from '../api/get-loading-docks';
import { TOAST_MS } from '../lib/toasts';

/** What is assigned: orders (they become one consolidation, also a single order) or a consolidation. */
export type AssignmentSubject =
  | { kind: 'orders'; orderIds: number[]; label: string }
  | { kind: 'consolidation'; id: number; ordersCount: number; label: string };

interface Values {
  dock_id: number | '';
}

const schema = z.object({ dock_id: z.number({ error: DOCK_MESSAGES.dockRequired }).int().positive(DOCK_MESSAGES.dockRequired) });

/** Dock assignment: a dock must be chosen and have room for the orders. */
export function DockAssignmentDialog({
  subject,
  onClose,
  onDone,
}: {
  subject: AssignmentSubject | null;
  onClose: () => void;
  onDone?: (dock: LoadingDock) => void;
}) {
  const docks = useLoadingDocks();
  const assign = useAssignToDock();
  const count = subject ? (subject.kind === 'orders' ? subject.orderIds.length : subject.ordersCount) : 0;
  const dialog = useFormDialog<Values, { dock_id: number }, LoadingDock>({
    open: subject !== null,
    onClose,
    subject,
    defaultValues: { dock_id: '' },
    resolver: formResolver(schema),
    submit: ({ dock_id }) => {
      const dock = docks.data?.find((d) => d.id === dock_id);
      // The same capacity rule the server applies, said before the call.
      const refusal = dock ? dockAssignmentError(dock, count) : null;
      if (refusal) return Promise.reject(new Error(refusal));
      const body = subject!.kind === 'orders' ? { order_ids: subject!.orderIds } : { consolidation_id: subject!.id };
      return assign.mutateAsync({ dockId: dock_id, body });
    },
    success: (dock) => `${subject?.label ?? 'Asignación'} asignada al muelle ${dock.name}`,
    failure: (error) =>
      error instanceof Error && !('status' in error)
        ? error.message
        : failureText('Error al asignar la consolidación al muelle', error),
    toastMs: TOAST_MS,
    onSuccess: (dock) => onDone?.(dock),
  });
  const choosable = (docks.data ?? []).filter((d) => canAssignToDock(d.status));
  return (
    <FormDialog
      open={subject !== null}
      id="dock-assignment"
      title="Asignar a Muelle"
      submitLabel="Asignar"
      dialog={dialog}
      intro={subject ? `${subject.label}: ${count} órdenes (${count} pallets)` : undefined}
    >
      {choosable.length === 0 && !docks.isLoading && (
        <Alert severity="warning">No hay muelles disponibles u ocupados para asignar.</Alert>
      )}
      <Controller
        control={dialog.form.control}
        name="dock_id"
        render={({ field, fieldState }) => (
          <TextField
            select
            fullWidth
            label="Muelle"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
            onBlur={field.onBlur}
            error={Boolean(fieldState.error)}
            helperText={fieldState.error?.message}
            sx={{ mt: 1 }}
          >
            {choosable.map((dock) => (
              <MenuItem key={dock.id} value={dock.id}>
                {dock.name} — {DOCK_STATUS_LABELS[dock.status]} — capacidad disponible{' '}
                {Math.max(0, dock.capacity - dock.current_load)} de {dock.capacity}
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}
