import { DEMAND_HORIZONS, formatNumberCL } from '@bodega/domain';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { LineChart } from '@mui/x-charts/LineChart';
import type { DemandPrediction } from '../api/types';
import { ANALYTICS_TEXT as T } from '../lib/messages';
import { EmptyState, SectionCard } from './section-card';

/** 'Predicción de Demanda Futura': up to 5 products as lines over 3, 6 or 12 months. */
export function DemandCard({
  data,
  months,
  onMonths,
  onRecalculate,
  recalculating,
  hasSelection,
}: {
  data: DemandPrediction | undefined;
  months: number;
  onMonths: (months: number) => void;
  onRecalculate: () => void;
  recalculating: boolean;
  hasSelection: boolean;
}) {
  const lines = (data?.products ?? []).filter((p) => p.enough_history).slice(0, 5);
  const monthsAxis = lines[0]?.points.map((point) => point.month) ?? [];
  return (
    <SectionCard
      title={T.demandTitle}
      actions={
        <Box sx={{ display: 'flex', gap: 1 }}>
          <TextField
            select
            size="small"
            label="Meses a predecir"
            value={months}
            onChange={(event) => onMonths(Number(event.target.value))}
            sx={{ minWidth: 150 }}
          >
            {DEMAND_HORIZONS.map((m) => (
              <MenuItem key={m} value={m}>
                {m} meses
              </MenuItem>
            ))}
          </TextField>
          <Button variant="outlined" onClick={onRecalculate} disabled={!hasSelection || recalculating}>
            Recalcular
          </Button>
        </Box>
      }
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.demandSubtitle}
      </Typography>
      {!hasSelection ? (
        <EmptyState title={T.demandSelect} />
      ) : lines.length === 0 ? (
        <EmptyState title={T.demandNoHistory} hint="Se necesitan al menos 30 días de historia de movimientos." />
      ) : (
        <LineChart
          skipAnimation
          height={300}
          xAxis={[{ scaleType: 'point', data: monthsAxis }]}
          yAxis={[{ valueFormatter: (v: number) => formatNumberCL(v, 2) }]}
          series={lines.map((p) => ({
            data: p.points.map((point) => point.value),
            label: p.name,
            valueFormatter: (v) => formatNumberCL(v ?? 0, 2),
          }))}
        />
      )}
    </SectionCard>
  );
}
