import { STORAGE_EXECUTION_MESSAGES, STORAGE_STRATEGY_LABELS, formatDateTimeCL, formatNumberCL } from '@bodega/domain';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { StorageSummary } from '../api/types';
import { EfficiencyChip } from './storage-chips';

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary">
        {label}
      </Typography>
      <Typography component="div" sx={{ fontWeight: 600 }}>
        {children}
      </Typography>
    </Box>
  );
}

/** The real figures of a completed list, from GET …/summary. */
export function StorageSummaryDetails({ summary, error }: { summary: StorageSummary | undefined; error: boolean }) {
  if (error) return <Alert severity="error">{STORAGE_EXECUTION_MESSAGES.summaryError}</Alert>;
  if (!summary) return <Skeleton variant="rectangular" height={120} />;
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' } }}
      data-testid="storage-summary"
    >
      <Figure label="Completada">{formatDateTimeCL(summary.completed_at)}</Figure>
      <Figure label="Tiempo real (min)">{formatNumberCL(summary.actual_time, 2)}</Figure>
      <Figure label="Tiempo estimado (min)">{formatNumberCL(summary.estimated_time, 1)}</Figure>
      <Figure label="Eficiencia">
        <EfficiencyChip value={summary.efficiency} />
      </Figure>
      <Figure label="Total de productos">{summary.total_items}</Figure>
      <Figure label="Productos completados">{summary.completed_items}</Figure>
      <Figure label="Unidades">{summary.total_units}</Figure>
      <Figure label="Estrategia">{STORAGE_STRATEGY_LABELS[summary.storage_strategy]}</Figure>
      <Figure label="Iniciada">{summary.started_at ? formatDateTimeCL(summary.started_at) : '—'}</Figure>
      <Figure label="Operario">{summary.operator?.username ?? '—'}</Figure>
      <Figure label="Fuera de la ubicación sugerida">{summary.relocated_items}</Figure>
      <Figure label="Modo">{summary.piece_by_piece_enabled ? 'Pieza a pieza' : 'Tradicional'}</Figure>
    </Box>
  );
}
