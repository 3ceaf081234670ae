import { movementStatusColor } from '@bodega/domain';
import Chip from '@mui/material/Chip';

export function MovementStatusChip({ status }: { status: string }) {
  return <Chip size="small" color={movementStatusColor(status)} label={status} />;
}
