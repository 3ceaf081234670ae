import {
  LIST_STATUS_COLORS,
  LIST_STATUS_LABELS,
  OPERATOR_PICKING_ACTION_LABELS,
  OPERATOR_PICKING_MESSAGES as M,
  OPERATOR_SNACKBAR_MS,
  formatDateTimeCL,
  operatorPickingAction,
  scanModeNotice,
} from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PriorityChip } from '../priority-chip';
import { useSnackbar } from 'notistack';
import { useNavigate } from 'react-router';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { useStartPickingList } from '../../lib/picking-lists/start-picking-list';
import type { PickingListSummary } from '@bodega/domain';

interface OperatorPickingListsProps {
  lists: PickingListSummary[] | undefined;
  error: boolean;
}

/**
 * The operator dashboard's 'picking' tab: the lists assigned to the operator, each
 * with its action: assigned → Iniciar, in_progress → Continuar, completed → Ver (read-only).
 */
export function OperatorPickingLists({ lists, error }: OperatorPickingListsProps) {
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const start = useStartPickingList();

  const act = (list: PickingListSummary) => {
    const action = operatorPickingAction(list.status);
    if (action === 'start') {
      start.mutate(list.id, {
        onSuccess: () => {
          enqueueSnackbar(M.started, { variant: 'success', autoHideDuration: OPERATOR_SNACKBAR_MS });
          void navigate(paths.intelligentPickingList.href(list.id));
        },
        onError: (e) =>
          enqueueSnackbar(errorMessage(e, M.startError), { variant: 'error', autoHideDuration: OPERATOR_SNACKBAR_MS }),
      });
    } else if (action) void navigate(paths.intelligentPickingList.href(list.id, action === 'view'));
  };

  if (error) return <Alert severity="error">{M.loadPickingError}</Alert>;
  if (!lists) return <Typography color="text.secondary">Cargando...</Typography>;
  if (lists.length === 0) return <Typography color="text.secondary">No tiene tareas de picking asignadas</Typography>;
  return (
    <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
      {lists.map((list) => {
        const action = operatorPickingAction(list.status);
        const scanNotice = scanModeNotice(list, formatDateTimeCL);
        return (
          <Paper key={list.id} variant="outlined" sx={{ p: 2 }} data-testid={`picking-list-${list.id}`}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
              <Typography sx={{ fontWeight: 600 }}>{list.list_number}</Typography>
              <Chip size="small" color={LIST_STATUS_COLORS[list.status]} label={LIST_STATUS_LABELS[list.status]} />
            </Box>
            <Typography variant="body2" color="text.secondary">
              Orden {list.order_number} · Prioridad <PriorityChip priority={list.priority} />
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {list.completed_items}/{list.total_items} items · {list.estimated_time} min estimados
              {list.piece_by_piece_enabled ? ' · Pieza a pieza' : ''}
            </Typography>
            {scanNotice && (
              <Typography variant="body2" color="warning.main">
                {scanNotice}
              </Typography>
            )}
            {action && (
              <Button
                fullWidth
                variant={action === 'view' ? 'outlined' : 'contained'}
                sx={{ mt: 1.5, minHeight: 44 }}
                disabled={start.isPending}
                onClick={() => act(list)}
              >
                {OPERATOR_PICKING_ACTION_LABELS[action]}
              </Button>
            )}
          </Paper>
        );
      })}
    </Box>
  );
}
