import AssignmentTurnedInIcon from '@mui/icons-material/AssignmentTurnedIn';
import LocalHospitalIcon from '@mui/icons-material/LocalHospital';
import MedicalServicesIcon from '@mui/icons-material/MedicalServices';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import { StatCard } from '../../../components/stat-card';
import { useDmStats } from '../api/get-dm-stats';

/** The four summary cards; a failed load says so instead of showing zeros. */
export function DmStats() {
  const stats = useDmStats();
  if (stats.isError) return <Alert severity="error">Error al cargar estadísticas de dispositivos médicos</Alert>;
  const value = (n: number | undefined) => (n === undefined ? null : n);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard label="Total DM en Sistema" value={value(stats.data?.total_dm)} icon={<MedicalServicesIcon />} />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          label="Transferencias Pendientes"
          value={value(stats.data?.transferencias_pendientes)}
          icon={<SwapHorizIcon />}
          tone="warning"
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          label="Implantes Activos"
          value={value(stats.data?.implantes_activos)}
          icon={<AssignmentTurnedInIcon />}
          tone="success"
        />
      </Grid>
      <Grid size={{ xs: 6, md: 3 }}>
        <StatCard
          label="Servicios Clínicos"
          value={value(stats.data?.servicios_clinicos)}
          icon={<LocalHospitalIcon />}
          tone="info"
        />
      </Grid>
    </Grid>
  );
}
