import { PICKING_ASSIGNMENT_MESSAGES as M, ASSIGNMENT_SNACKBAR_MS } from '@bodega/domain';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { errorMessage } from '../../lib/api-client';
import { useAssignPickingList } from '../../lib/picking-lists/assign-picking-list';
import type { Operator } from '@bodega/domain';
import type { PickingListSummary } from '@bodega/domain';

interface PickingAssignDialogProps {
  list: PickingListSummary | null;
  operators: Operator[];
  onClose: () => void;
}

/** Choose the operator of a picking list (Assignment): the button waits for a choice. */
export function PickingAssignDialog({ list, operators, onClose }: PickingAssignDialogProps) {
  const { enqueueSnackbar } = useSnackbar();
  const assign = useAssignPickingList();
  const [userId, setUserId] = useState<number | ''>('');
  const close = () => {
    setUserId('');
    onClose();
  };
  const submit = () => {
    if (!list || userId === '') return;
    assign.mutate(
      { listId: list.id, userId },
      {
        onSuccess: () => {
          enqueueSnackbar(M.assigned, { variant: 'success', autoHideDuration: ASSIGNMENT_SNACKBAR_MS });
          close();
        },
        onError: (error) =>
          enqueueSnackbar(errorMessage(error, M.assignError), { variant: 'error', autoHideDuration: ASSIGNMENT_SNACKBAR_MS }),
      },
    );
  };
  return (
    <Dialog
      open={list !== null}
      onClose={close}
      fullWidth
      maxWidth={false}
      slotProps={{ paper: { sx: { width: 600, maxWidth: 'calc(100% - 32px)' } } }}
    >
      <DialogTitle>Asignar Lista {list?.list_number}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          Orden {list?.order_number} · {list?.total_items} items
        </Typography>
        <TextField
          select
          fullWidth
          label="Operario"
          value={userId}
          onChange={(event) => setUserId(Number(event.target.value))}
          helperText={userId === '' ? M.operatorRequired : ' '}
        >
          {operators.map((operator) => (
            <MenuItem key={operator.id} value={operator.id}>
              {operator.username} ({operator.assigned_lists + operator.in_progress_lists} activas)
            </MenuItem>
          ))}
        </TextField>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>Cancelar</Button>
        <Button variant="contained" onClick={submit} disabled={userId === '' || assign.isPending}>
          Asignar
        </Button>
      </DialogActions>
    </Dialog>
  );
}
