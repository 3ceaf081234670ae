import Chip, { type ChipProps } from '@mui/material/Chip';
import type { StockStatusView } from '../api/types';

const COLORS = new Set(['default', 'primary', 'secondary', 'error', 'info', 'success', 'warning']);

/** The status chip, in the colour the server computed from the domain rules. */
export function StockStatusChip({ status, size = 'small' }: { status: StockStatusView; size?: ChipProps['size'] }) {
  const color = (COLORS.has(status.color) ? status.color : 'default') as ChipProps['color'];
  return <Chip size={size} color={color} label={status.label} />;
}
