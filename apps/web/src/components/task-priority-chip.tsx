import { TASK_PRIORITY_COLORS, taskPriorityLabel } from '@bodega/domain';
import Chip from '@mui/material/Chip';
import { readableTextOn } from '../lib/readable-text';

interface TaskPriorityChipProps {
  priority: number;
  /** '3 - Alta' rather than 'Alta'. */
  numbered?: boolean;
  bold?: boolean;
}

/** Priority 1 Baja … 5 Crítica in grey, blue, orange, red, purple. */
export function TaskPriorityChip({ priority, numbered, bold }: TaskPriorityChipProps) {
  const color = TASK_PRIORITY_COLORS[priority as keyof typeof TASK_PRIORITY_COLORS] ?? TASK_PRIORITY_COLORS[2];
  const label = taskPriorityLabel(priority);
  return (
    <Chip
      size="small"
      label={numbered ? `${priority} - ${label}` : label}
      sx={{ bgcolor: color, color: readableTextOn(color), ...(bold ? { fontWeight: 500 } : {}) }}
    />
  );
}
