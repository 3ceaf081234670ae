import {
  LIST_STATUS_COLORS,
  LIST_STATUS_LABELS,
  STORAGE_ITEM_STATUS_COLORS,
  STORAGE_ITEM_STATUS_LABELS,
  efficiencyColor,
  workloadColor,
  type ListStatus,
  type StorageItemStatus,
} from '@bodega/domain';
import Chip from '@mui/material/Chip';
import { PriorityChip as SharedPriorityChip } from '../../../components/priority-chip';

/** A list's priority chip. */
export function PriorityChip({ priority }: { priority: number }) {
  return <SharedPriorityChip priority={priority} bold />;
}

export function ListStatusChip({ status }: { status: ListStatus }) {
  return <Chip size="small" color={LIST_STATUS_COLORS[status]} label={LIST_STATUS_LABELS[status]} />;
}

export function ItemStatusChip({ status }: { status: StorageItemStatus }) {
  return (
    <Chip size="small" variant="outlined" color={STORAGE_ITEM_STATUS_COLORS[status]} label={STORAGE_ITEM_STATUS_LABELS[status]} />
  );
}

/** An operator's open lists: none green, 1–2 orange, 3 or more red. */
export function WorkloadChip({ username, active }: { username?: string; active: number }) {
  const count = `${active} ${active === 1 ? 'tarea activa' : 'tareas activas'}`;
  return <Chip size="small" color={workloadColor(active)} label={username ? `${username}: ${count}` : count} />;
}

/** Efficiency percent: 100 or more green, 80 or more orange, else red. */
export function EfficiencyChip({ value }: { value: number }) {
  return <Chip size="small" color={efficiencyColor(value)} label={`${value}%`} />;
}
