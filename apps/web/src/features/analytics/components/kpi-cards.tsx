import { formatCOP, formatNumberCL } from '@bodega/domain';
import TrendingDownIcon from '@mui/icons-material/TrendingDown';
import TrendingFlatIcon from '@mui/icons-material/TrendingFlat';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { Kpis } from '../api/types';
import { ANALYTICS_TEXT as T } from '../lib/messages';

const percent = (value: number) => `${formatNumberCL(value, 1, 1)} %`;

function Trend({ change }: { change: number | null }) {
  if (change === null)
    return (
      <Typography variant="body2" color="text.secondary">
        Sin datos del período anterior
      </Typography>
    );
  const Icon = change > 0 ? TrendingUpIcon : change < 0 ? TrendingDownIcon : TrendingFlatIcon;
  const color = change > 0 ? 'success.main' : change < 0 ? 'error.main' : 'text.secondary';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color }}>
      <Icon fontSize="small" />
      <Typography variant="body2">
        {change > 0 ? '+' : ''}
        {percent(change)} {T.vsPrevious}
      </Typography>
    </Box>
  );
}

/** The four KPI cards with their trend against the previous period. */
export function KpiCards({ kpis }: { kpis: Kpis | undefined }) {
  const cards = kpis
    ? [
        { name: 'Valor del Inventario', value: formatCOP(kpis.inventory_kpis.total_value), change: kpis.changes.total_value },
        {
          name: 'Productos Activos',
          value: `${formatNumberCL(kpis.inventory_kpis.active_products)} de ${formatNumberCL(kpis.inventory_kpis.total_products)}`,
          change: kpis.changes.active_products,
        },
        {
          name: 'Movimientos',
          value: formatNumberCL(kpis.operational_kpis.monthly_movements),
          change: kpis.changes.monthly_movements,
        },
        // Shown multiplied by 100.
        {
          name: 'Rotación de Inventario',
          value: percent(kpis.operational_kpis.inventory_turnover * 100),
          change: kpis.changes.inventory_turnover,
        },
      ]
    : null;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' }, mb: 3 }}>
      {(cards ?? Array.from({ length: 4 }, () => null)).map((card, i) => (
        <Card key={card?.name ?? i}>
          <CardContent>
            <Typography variant="body2" color="text.secondary">
              {card?.name ?? <Skeleton width={120} />}
            </Typography>
            <Typography variant="h5" component="p" sx={{ fontWeight: 600, my: 0.5 }}>
              {card?.value ?? <Skeleton width={80} />}
            </Typography>
            {card ? <Trend change={card.change} /> : <Skeleton width={160} />}
          </CardContent>
        </Card>
      ))}
    </Box>
  );
}
