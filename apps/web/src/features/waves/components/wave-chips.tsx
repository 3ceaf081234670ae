import { ORDER_STATUS_LABELS, waveOrderStatusColor, WAVE_STATUS_LABELS, type OrderStatus } from '@bodega/domain';
import Chip from '@mui/material/Chip';
import { PriorityChip } from '../../../components/priority-chip';
import { readableTextOn } from '../../../lib/readable-text';

/** Wave priority chip: '1 - Baja' grey … '5 - Crítica' purple. */
export function WavePriorityChip({ priority }: { priority: number }) {
  return <PriorityChip priority={priority} numbered />;
}

/** Order (or wave) status chip with the wave screen's colours. */
export function WaveStatusChip({ status }: { status: string }) {
  const label =
    ORDER_STATUS_LABELS[status as OrderStatus] ?? WAVE_STATUS_LABELS[status as keyof typeof WAVE_STATUS_LABELS] ?? status;
  const color = waveOrderStatusColor(status);
  return <Chip size="small" label={label} sx={{ bgcolor: color, color: readableTextOn(color) }} />;
}
