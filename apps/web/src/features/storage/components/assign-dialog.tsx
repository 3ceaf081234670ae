import { ASSIGNMENT_MESSAGES as M, ASSIGNMENT_SNACKBAR_MS, assignmentSchema } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { FormDialog } from '../../../components/form-dialog';
import { errorMessage } from '../../../lib/api-client';
import { formResolver } from '../../../lib/form-resolver';
import { useFormDialog } from '../../../lib/use-form-dialog';
import { useAssignStorageList } from '../api/assign-storage-list';
import { useOperators } from '../../../lib/resources/operators';
import type { StorageListSummary } from '../api/types';
import { WorkloadChip } from './storage-chips';

interface AssignDialogProps {
  open: boolean;
  list: StorageListSummary | null;
  workload: Map<number, number>;
  onClose: () => void;
}

interface FormValues {
  user_id: number | '';
}

/** Choose the operator of a storage list (Assignment). */
export function AssignDialog({ open, list, workload, onClose }: AssignDialogProps) {
  const operators = useOperators(open);
  const assign = useAssignStorageList();
  const dialog = useFormDialog({
    open,
    onClose,
    subject: list,
    defaultValues: { user_id: list?.assigned_user_id ?? '' } as FormValues,
    resolver: formResolver<FormValues, typeof assignmentSchema>(assignmentSchema),
    submit: (payload) => {
      if (!list) throw new Error('Sin lista');
      return assign.mutateAsync({ id: list.id, payload });
    },
    success: M.assigned,
    failure: (error) => errorMessage(error, M.assignError),
    toastMs: ASSIGNMENT_SNACKBAR_MS,
  });
  const {
    control,
    formState: { errors },
  } = dialog.form;

  return (
    <FormDialog
      open={open}
      id="assign-dialog"
      title="Asignar Lista de Almacenamiento"
      submitLabel={dialog.submitting ? 'Asignando...' : 'Asignar'}
      maxWidth={false}
      paperMaxWidth={500}
      // The operator field's helper already says what is missing.
      dialog={{ ...dialog, missing: [] }}
      intro={
        <>
          {list && (
            <Box sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{list.list_number}</Typography>
              <Typography variant="body2" color="text.secondary">
                Ingreso {list.transaction.reference} · {list.total_items} productos · {list.total_units} unidades
              </Typography>
            </Box>
          )}
          {!dialog.failure && operators.isError && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {M.loadError}
            </Alert>
          )}
        </>
      }
    >
      <Controller
        name="user_id"
        control={control}
        render={({ field }) => (
          <TextField
            select
            label="Operario"
            required
            fullWidth
            value={field.value}
            onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={Boolean(errors.user_id)}
            helperText={
              errors.user_id?.message ??
              (operators.data?.length === 0 ? 'No hay operarios registrados' : field.value === '' ? M.operatorRequired : ' ')
            }
          >
            {(operators.data ?? []).map((operator) => (
              <MenuItem key={operator.id} value={operator.id} sx={{ minHeight: 48 }}>
                <Box sx={{ display: 'flex', justifyContent: 'space-between', width: '100%', gap: 1, flexWrap: 'wrap' }}>
                  <span>
                    {operator.username}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {operator.email}
                    </Typography>
                  </span>
                  <WorkloadChip active={workload.get(operator.id) ?? 0} />
                </Box>
              </MenuItem>
            ))}
          </TextField>
        )}
      />
    </FormDialog>
  );
}
