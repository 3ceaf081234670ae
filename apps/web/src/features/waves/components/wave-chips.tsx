import {
  ORDER_STATUS_LABELS,
  TASK_PRIORITY_COLORS,
  taskPriorityLabel,
  waveOrderStatusColor,
  WAVE_STATUS_LABELS,
  type OrderStatus,
} from '@bodega/domain';
import Chip from '@mui/material/Chip';
import { readableTextOn } from '../../../lib/readable-text';

/** Wave priority chip: 1 Baja grey, 2 Normal blue, 3 Alta orange, 4 Urgente red, 5 Crítica purple. */
export function WavePriorityChip({ priority }: { priority: number }) {
  const color = TASK_PRIORITY_COLORS[priority as keyof typeof TASK_PRIORITY_COLORS] ?? TASK_PRIORITY_COLORS[2];
  return (
    <Chip
      size="small"
      label={`${priority} - ${taskPriorityLabel(priority)}`}
      sx={{ bgcolor: color, color: readableTextOn(color) }}
    />
  );
}

/** Order (or wave) status chip with the wave screen's colours. */
export function WaveStatusChip({ status }: { status: string }) {
  const label =
    ORDER_STATUS_LABELS[status as OrderStatus] ?? WAVE_STATUS_LABELS[status as keyof typeof WAVE_STATUS_LABELS] ?? status;
  const color = waveOrderStatusColor(status);
  return <Chip size="small" label={label} sx={{ bgcolor: color, color: readableTextOn(color) }} />;
}
