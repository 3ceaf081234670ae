import { STORAGE_EXECUTION_MESSAGES as M, STORAGE_STRATEGY_LABELS, formatNumberCL } from '@bodega/domain';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AssessmentIcon from '@mui/icons-material/Assessment';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { ProgressLine } from '../../../components/execution-screen';
import type { StorageListDetail } from '../api/types';
import { ListStatusChip, PriorityChip } from './storage-chips';

interface ExecutionHeaderProps {
  list: StorageListDetail;
  backTo: string;
  onShowSummary: () => void;
}

/** List number, receipt reference, status, estimate and progress. */
export function ExecutionHeader({ list, backTo, onShowSummary }: ExecutionHeaderProps) {
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'start', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ fontWeight: 600, wordBreak: 'break-all' }} data-testid="list-number">
            {list.list_number}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Ingreso {list.transaction.reference}
            {list.transaction.supplier ? ` · ${list.transaction.supplier}` : ''}
          </Typography>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={backTo} variant="outlined" startIcon={<ArrowBackIcon />}>
            Volver
          </Button>
          {list.status === 'completed' && (
            <Button variant="contained" startIcon={<AssessmentIcon />} onClick={onShowSummary}>
              Ver Resumen
            </Button>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', alignItems: 'center', my: 1.5 }}>
        <ListStatusChip status={list.status} />
        <PriorityChip priority={list.priority} />
        <Chip size="small" variant="outlined" label={`${formatNumberCL(list.estimated_time, 1)} min estimados`} />
        <Chip size="small" variant="outlined" label={STORAGE_STRATEGY_LABELS[list.storage_strategy]} />
        {list.piece_by_piece_enabled && <Chip size="small" color="secondary" variant="outlined" label="Pieza a pieza" />}
      </Box>
      <ProgressLine
        value={list.progress}
        label="Progreso de la lista"
        text={M.progress(list.completed_items, list.total_items)}
        textTestId="list-progress"
      />
    </Paper>
  );
}
