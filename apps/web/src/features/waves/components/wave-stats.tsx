import { formatNumberCL } from '@bodega/domain';
import Grid from '@mui/material/Grid';
import AssignmentIcon from '@mui/icons-material/Assignment';
import SpeedIcon from '@mui/icons-material/Speed';
import TimerIcon from '@mui/icons-material/Timer';
import WavesIcon from '@mui/icons-material/Waves';
import { StatCard } from '../../../components/stat-card';
import { useWaveStats } from '../api/get-wave-stats';

/** Pending orders, active waves, efficiency % and average time (min), all from data; 'Sin datos' before any wave completes. */
export function WaveStats() {
  const { data, isError } = useWaveStats();
  const value = (n: number | null | undefined, suffix = '') =>
    data === undefined
      ? isError
        ? '—'
        : null
      : n === null || n === undefined
        ? 'Sin datos'
        : `${formatNumberCL(n, 1)}${suffix}`;
  return (
    <Grid container spacing={2} sx={{ mb: 2 }}>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          label="Órdenes Pendientes"
          value={data ? data.pending_orders : isError ? '—' : null}
          icon={<AssignmentIcon />}
          tone="warning"
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Olas Activas" value={data ? data.active_waves : isError ? '—' : null} icon={<WavesIcon />} tone="info" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Eficiencia" value={value(data?.efficiency, ' %')} icon={<SpeedIcon />} tone="success" />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Tiempo Promedio" value={value(data?.average_time, ' min')} icon={<TimerIcon />} tone="primary" />
      </Grid>
    </Grid>
  );
}
