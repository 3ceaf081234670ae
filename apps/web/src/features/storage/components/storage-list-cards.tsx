import { STORAGE_STRATEGY_LABELS, formatDateTimeCL, formatNumberCL } from '@bodega/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { StorageListSummary } from '../api/types';
import { ListStatusChip, PriorityChip } from './storage-chips';

interface StorageListCardsProps {
  lists: StorageListSummary[];
  emptyText: string;
  showOperator?: boolean;
  /** Several cards per row on wide screens (the operator storage dashboard). */
  grid?: boolean;
  renderActions: (list: StorageListSummary) => ReactNode;
}

/** Storage lists as cards: phones and the operator storage dashboard (task cards). */
export function StorageListCards({ lists, emptyText, showOperator = false, grid = false, renderActions }: StorageListCardsProps) {
  if (lists.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
        {emptyText}
      </Typography>
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: grid ? { xs: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } : '1fr',
      }}
    >
      {lists.map((list) => (
        <Card
          key={list.id}
          variant="outlined"
          data-testid="storage-list-card"
          sx={{ display: 'flex', flexDirection: 'column', justifyContent: 'space-between' }}
        >
          <CardContent sx={{ pb: 1 }}>
            <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'start', gap: 1, flexWrap: 'wrap' }}>
              <Typography sx={{ fontWeight: 600, wordBreak: 'break-all' }}>{list.list_number}</Typography>
              <Box sx={{ display: 'flex', gap: 0.5 }}>
                <PriorityChip priority={list.priority} />
                <ListStatusChip status={list.status} />
              </Box>
            </Box>
            <Typography variant="body2" color="text.secondary">
              Ingreso {list.transaction.reference} · {formatDateTimeCL(list.created_at)}
            </Typography>
            <Typography variant="body2">
              {list.total_items} productos · {list.total_units} unidades · {formatNumberCL(list.estimated_time, 1)} min estimados
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {STORAGE_STRATEGY_LABELS[list.storage_strategy]} · {list.piece_by_piece_enabled ? 'Pieza a pieza' : 'Tradicional'}
            </Typography>
            {showOperator && <Typography variant="body2">Operario: {list.assigned_user?.username ?? 'Sin asignar'}</Typography>}
            {list.status === 'in_progress' && (
              <Box sx={{ mt: 1 }}>
                <LinearProgress variant="determinate" value={list.progress} aria-label={`Progreso ${list.list_number}`} />
                <Typography variant="caption" color="text.secondary">
                  {list.completed_items} de {list.total_items} productos almacenados
                </Typography>
              </Box>
            )}
          </CardContent>
          <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>{renderActions(list)}</CardActions>
        </Card>
      ))}
    </Box>
  );
}
