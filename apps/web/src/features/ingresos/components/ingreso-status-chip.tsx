import { INGRESO_STATUS_COLORS, type IngresoStatus } from '@bodega/domain';
import Chip from '@mui/material/Chip';

export function IngresoStatusChip({ status }: { status: IngresoStatus }) {
  return <Chip size="small" label={status} color={INGRESO_STATUS_COLORS[status]} />;
}
