import { ORDER_DISPATCH_LABELS, ORDER_STATUS_LABELS, type OrderStatus } from '@bodega/domain';
import Chip from '@mui/material/Chip';

const COLORS: Record<OrderStatus, 'default' | 'primary' | 'secondary' | 'success' | 'warning' | 'error' | 'info'> = {
  pending: 'warning',
  assigned: 'info',
  picking: 'secondary',
  picked: 'primary',
  packed: 'primary',
  shipped: 'success',
  consolidated: 'info',
  assigned_to_dock: 'info',
  delivered: 'success',
  cancelled: 'error',
};

/**
 * Status chip of a sales order; a pending order with part of its stock reserved says so, and a
 * shipped order tells one that left ('Enviado') from one ready at the dock ('Listo en andén').
 */
export function OrderStatusChip({ status, partial, left }: { status: OrderStatus; partial?: boolean; left?: boolean }) {
  const label =
    status === 'pending' && partial
      ? `${ORDER_STATUS_LABELS.pending} (parcial)`
      : status === 'shipped'
        ? ORDER_DISPATCH_LABELS[left ? 'gone' : 'ready']
        : ORDER_STATUS_LABELS[status];
  return (
    <Chip size="small" color={COLORS[status]} label={label} variant={status === 'pending' && partial ? 'outlined' : 'filled'} />
  );
}
