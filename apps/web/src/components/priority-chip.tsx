import { priorityDisplay } from '@bodega/domain';
import Chip from '@mui/material/Chip';
import { readableTextOn } from '../lib/readable-text';

interface PriorityChipProps {
  priority: number;
  /** '3 - Alta' rather than 'Alta'. */
  numbered?: boolean;
  bold?: boolean;
}

/** A priority on the one scale of every document: 1 Baja grey … 5 Crítica purple. */
export function PriorityChip({ priority, numbered, bold }: PriorityChipProps) {
  const { value, label, color } = priorityDisplay(priority);
  return (
    <Chip
      size="small"
      label={numbered ? `${value} - ${label}` : label}
      data-testid="priority-chip"
      sx={{ bgcolor: color, color: readableTextOn(color), ...(bold ? { fontWeight: 500 } : {}) }}
    />
  );
}
