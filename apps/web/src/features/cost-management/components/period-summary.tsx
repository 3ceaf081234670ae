import { COST_PERIODS, formatCLP, formatDateCL, formatNumberCL } from '@bodega/domain';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { CostPeriod } from '../api/period';
import type { CostStatistics } from '../api/types';
import { COST_PERIOD_LABELS, COST_TEXT as T } from '../lib/messages';

/** The analysis-period selector with its date range and the period summary. */
export function PeriodSummary({
  period,
  onPeriod,
  stats,
}: {
  period: CostPeriod | null;
  onPeriod: (period: CostPeriod) => void;
  stats: CostStatistics | undefined;
}) {
  return (
    <Card sx={{ mb: 2 }}>
      <CardContent sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, alignItems: 'center' }}>
        <Box>
          <TextField
            select
            size="small"
            label="Período de análisis"
            value={period ?? ''}
            onChange={(event) => onPeriod(event.target.value as CostPeriod)}
            sx={{ minWidth: 200 }}
          >
            {COST_PERIODS.map((p) => (
              <MenuItem key={p} value={p}>
                {COST_PERIOD_LABELS[p]}
              </MenuItem>
            ))}
          </TextField>
          {stats && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {formatDateCL(stats.period.start_date)} – {formatDateCL(stats.period.end_date)}
            </Typography>
          )}
        </Box>
        {!stats ? (
          <Typography color="text.secondary">{T.choosePeriod}</Typography>
        ) : (
          <Box sx={{ display: 'flex', gap: 4, flexWrap: 'wrap' }}>
            {[
              ['Productos con Ventas', formatNumberCL(stats.summary.total_products)],
              ['Órdenes Enviadas', formatNumberCL(stats.summary.total_orders)],
              ['Ingresos Totales', formatCLP(stats.summary.total_revenue, { maximumDecimals: 2 })],
            ].map(([label, value]) => (
              <Box key={label}>
                <Typography variant="body2" color="text.secondary">
                  {label}
                </Typography>
                <Typography variant="h6" component="p">
                  {value}
                </Typography>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
