import { formatNumberCL } from '@bodega/domain';
import AssignmentIcon from '@mui/icons-material/Assignment';
import InventoryIcon from '@mui/icons-material/Inventory2';
import PlaylistAddCheckIcon from '@mui/icons-material/PlaylistAddCheck';
import TodayIcon from '@mui/icons-material/Today';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { StatCard } from '../../../components/stat-card';
import type { OrderStats } from '../api/types';

/** The four cards; 'Cumplimiento' says when no order was due in its period. */
export function OrdersStats({ stats }: { stats: OrderStats | undefined }) {
  const rate = stats?.fulfillment_rate;
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 2, mb: 2 }}>
      <StatCard label="Órdenes Hoy" value={stats ? stats.orders_today : null} icon={<TodayIcon />} />
      <StatCard
        label="Pendientes Asignación"
        value={stats ? stats.pending_allocation : null}
        icon={<AssignmentIcon />}
        tone="warning"
      />
      <StatCard label="Listas Picking" value={stats ? stats.pending_picking : null} icon={<PlaylistAddCheckIcon />} tone="info" />
      <Card sx={{ height: '100%' }}>
        <CardContent sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Box
            sx={{ display: { xs: 'none', sm: 'grid' }, placeItems: 'center', width: 48, height: 48, color: 'success.main' }}
            aria-hidden
          >
            <InventoryIcon />
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="body2" color="text.secondary">
              Cumplimiento
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600 }} data-testid="fulfillment-rate">
              {stats === undefined ? '…' : rate === null || rate === undefined ? 'Sin datos' : `${formatNumberCL(rate, 1, 1)}%`}
            </Typography>
            {stats && (
              <Typography variant="caption" color="text.secondary">
                {stats.fulfillment.due > 0
                  ? `${stats.fulfillment.on_time} de ${stats.fulfillment.due} a tiempo (${stats.fulfillment.period_days} días)`
                  : `Sin órdenes con fecha requerida en ${stats.fulfillment.period_days} días`}
              </Typography>
            )}
          </Box>
        </CardContent>
      </Card>
    </Box>
  );
}
