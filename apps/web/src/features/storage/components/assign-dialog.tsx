import { ASSIGNMENT_MESSAGES as M, ASSIGNMENT_SNACKBAR_MS, assignmentSchema, type AssignmentInput } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useEffect, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { formResolver } from '../../../lib/form-resolver';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useAssignStorageList } from '../api/assign-storage-list';
import { useOperators } from '../api/get-operators';
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

/** Choose the operator of a storage list (spec 3 §5 Assignment). */
export function AssignDialog({ open, list, workload, onClose }: AssignDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const operators = useOperators(open);
  const assign = useAssignStorageList();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    control,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isValid, isSubmitting },
  } = useForm<FormValues, unknown, z.output<typeof assignmentSchema>>({
    mode: 'onChange',
    resolver: formResolver<FormValues, typeof assignmentSchema>(assignmentSchema),
    defaultValues: { user_id: '' },
  });

  useEffect(() => {
    if (open) reset({ user_id: list?.assigned_user_id ?? '' });
  }, [open, list, reset]);

  const close = () => {
    setFailure(null);
    onClose();
  };

  const onSubmit = async (values: FormValues) => {
    if (!list) return;
    setFailure(null);
    try {
      await assign.mutateAsync({ id: list.id, payload: values as AssignmentInput });
      enqueueSnackbar(M.assigned, { variant: 'success', autoHideDuration: ASSIGNMENT_SNACKBAR_MS });
      close();
    } catch (error) {
      const message = errorMessage(error, M.assignError);
      const field = error instanceof ApiError ? error.fields?.user_id : undefined;
      if (field) setError('user_id', { message: field });
      setFailure(message);
      enqueueSnackbar(message, { variant: 'error', autoHideDuration: ASSIGNMENT_SNACKBAR_MS });
    }
  };

  return (
    <Dialog
      open={open}
      onClose={isSubmitting ? undefined : close}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: 500 } } }}
      aria-labelledby="assign-dialog-title"
    >
      <form noValidate onSubmit={handleSubmit(onSubmit)}>
        <DialogTitle id="assign-dialog-title">Asignar Lista de Almacenamiento</DialogTitle>
        <DialogContent>
          {list && (
            <Box sx={{ mb: 2 }}>
              <Typography sx={{ fontWeight: 600 }}>{list.list_number}</Typography>
              <Typography variant="body2" color="text.secondary">
                Ingreso {list.transaction.reference} · {list.total_items} productos · {list.total_units} unidades
              </Typography>
            </Box>
          )}
          {(failure || operators.isError) && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure ?? M.loadError}
            </Alert>
          )}
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
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isSubmitting}>
            Cancelar
          </Button>
          <Button type="submit" variant="contained" disabled={!isValid || isSubmitting}>
            {isSubmitting ? 'Asignando...' : 'Asignar'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
