import { priorityDisplay } from '@bodega/domain';
import Rating from '@mui/material/Rating';
import Tooltip from '@mui/material/Tooltip';

/** The read-only 5-star priority, named on the one scale ('Prioridad 5 - Crítica') on hover and to readers. */
export function PriorityRating({ priority }: { priority: number }) {
  const { value, label } = priorityDisplay(priority);
  const name = `Prioridad ${value} - ${label}`;
  return (
    <Tooltip title={name}>
      <Rating value={value} max={5} readOnly size="small" aria-label={name} data-testid="priority-rating" />
    </Tooltip>
  );
}
