import { DISPATCH_STATUS_COLORS, type DispatchStatus } from '@bodega/domain';
import Chip from '@mui/material/Chip';

export function DispatchStatusChip({ status }: { status: DispatchStatus }) {
  return <Chip size="small" color={DISPATCH_STATUS_COLORS[status]} label={status} />;
}
