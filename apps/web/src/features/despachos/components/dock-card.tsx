import {
  canCompleteLoading,
  canStartLoading,
  DOCK_STATUS_COLORS,
  DOCK_STATUS_LABELS,
  dockLoadColor,
  dockLoadPercentage,
  type LoadingDock,
} from '@bodega/domain';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import EditIcon from '@mui/icons-material/Edit';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import type { SxProps, Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** A titled row of chips, 'Ninguna' when there is nothing on the dock. */
function AssignedChips({
  title,
  empty,
  sx,
  children,
}: {
  title: string;
  empty: boolean;
  sx?: SxProps<Theme>;
  children: ReactNode;
}) {
  return (
    <>
      <Typography variant="subtitle2">{title}</Typography>
      <Box sx={[{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }, ...(Array.isArray(sx) ? sx : [sx])]}>
        {empty && (
          <Typography variant="body2" color="text.secondary">
            Ninguna
          </Typography>
        )}
        {children}
      </Box>
    </>
  );
}

/** One dock: status, capacity, load bar in the spec's colours, what is on it and its actions. */
export function DockCard({
  dock,
  busy,
  onEdit,
  onStart,
  onComplete,
  onRemoveOrder,
}: {
  dock: LoadingDock;
  busy: boolean;
  onEdit: () => void;
  onStart: () => void;
  onComplete: () => void;
  onRemoveOrder: (orderId: number, orderNumber: string) => void;
}) {
  const percent = dockLoadPercentage(dock);
  return (
    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }} data-testid={`dock-${dock.name}`}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" sx={{ mb: 1, justifyContent: 'space-between', alignItems: 'center' }}>
          <Typography variant="h6" component="h3">
            {dock.name}
          </Typography>
          <Chip size="small" color={DOCK_STATUS_COLORS[dock.status]} label={DOCK_STATUS_LABELS[dock.status]} />
        </Stack>
        <Typography variant="body2" color="text.secondary">
          Capacidad: {dock.capacity} pallets · Ocupación: {dock.current_load} / {dock.capacity}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Transportista: {dock.carrier_name ?? '—'} · Patente: {dock.vehicle_plate || '—'}
        </Typography>
        <Box sx={{ my: 1.5 }}>
          <LinearProgress
            variant="determinate"
            value={Math.min(100, percent)}
            color={dockLoadColor(dock) as 'success' | 'warning' | 'error'}
            sx={{ height: 10, borderRadius: 5 }}
            aria-label={`Carga del muelle ${dock.name}: ${Math.round(percent)} %`}
          />
          <Typography variant="caption" color="text.secondary">
            {Math.round(percent)} % de carga
          </Typography>
        </Box>
        <AssignedChips title="Consolidaciones asignadas" empty={dock.assigned_consolidations.length === 0} sx={{ mb: 1 }}>
          {dock.assigned_consolidations.map((c) => (
            <Chip
              key={c.id}
              size="small"
              variant="outlined"
              color="info"
              label={`${c.consolidation_number} (${c.orders_count})`}
            />
          ))}
        </AssignedChips>
        <AssignedChips title="Órdenes asignadas" empty={dock.assigned_orders.length === 0}>
          {dock.assigned_orders.map((order) => (
            <Chip
              key={order.id}
              size="small"
              label={`${order.order_number} · ${order.customer_name}`}
              onDelete={busy ? undefined : () => onRemoveOrder(order.id, order.order_number)}
              aria-label={`Orden ${order.order_number} en ${dock.name}`}
            />
          ))}
        </AssignedChips>
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" startIcon={<EditIcon />} onClick={onEdit} disabled={busy}>
          Editar
        </Button>
        <Button size="small" startIcon={<PlayArrowIcon />} onClick={onStart} disabled={busy || !canStartLoading(dock.status)}>
          Iniciar Carga
        </Button>
        <Button
          size="small"
          variant="contained"
          color="success"
          startIcon={<CheckCircleIcon />}
          onClick={onComplete}
          disabled={busy || !canCompleteLoading(dock.status)}
        >
          Completar
        </Button>
      </CardActions>
    </Card>
  );
}
