import { ASSIGNMENT_SNACKBAR_MS, OPERATOR_DASHBOARD_MESSAGES as M } from '@bodega/domain';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import VisibilityIcon from '@mui/icons-material/Visibility';
import Button from '@mui/material/Button';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { errorMessage } from '../../../lib/api-client';
import { useStartStorageList } from '../api/start-storage-list';
import type { StorageListSummary } from '../api/types';
import { listAction } from '../lib/execution';

/** Iniciar (starts the list, then opens it), Continuar or Ver, by status. */
export function ListActionButton({ list, size = 'medium' }: { list: StorageListSummary; size?: 'small' | 'medium' | 'large' }) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const start = useStartStorageList();
  const action = listAction(list);
  if (!action) return null;

  const onClick = async () => {
    if (action.label === 'Iniciar') {
      try {
        await start.mutateAsync(list.id);
        enqueueSnackbar(M.storageStarted, { variant: 'success', autoHideDuration: ASSIGNMENT_SNACKBAR_MS });
      } catch (error) {
        enqueueSnackbar(errorMessage(error, M.startStorageError), { variant: 'error', autoHideDuration: ASSIGNMENT_SNACKBAR_MS });
        return;
      }
    }
    void navigate(action.href);
  };

  return (
    <Button
      size={size}
      variant={action.label === 'Ver' ? 'outlined' : 'contained'}
      startIcon={action.label === 'Ver' ? <VisibilityIcon /> : <PlayArrowIcon />}
      onClick={() => void onClick()}
      disabled={start.isPending}
      aria-label={`${action.label} ${list.list_number}`}
    >
      {action.label}
    </Button>
  );
}
